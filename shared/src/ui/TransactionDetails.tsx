// One transaction as the product shows it (spec §2): Hash, Value in ETH, From, To and Time (local time
// from the explorer's seconds); a sender or recipient the api knows by name has it beside the address.
import { formatTimestamp, formatWeiAsEth } from '../format/numbers';
import type { AddressLabel, Transaction } from '../types/entities';
import { HexText } from './Address';
import { DetailList } from './DetailList';
import { LabelledAddress } from './LabelledAddress';

function Party({ address, label }: { address: string; label?: AddressLabel | null }) {
  return (
    <dd>
      <LabelledAddress address={address} label={label} />
    </dd>
  );
}

export function TransactionDetails({ transaction }: { transaction: Transaction }) {
  return (
    <DetailList>
      <dt>Hash</dt>
      <dd>
        <HexText>{transaction.hash}</HexText>
      </dd>
      <dt>Value</dt>
      <dd>{formatWeiAsEth(transaction.value)} ETH</dd>
      <dt>From</dt>
      <Party address={transaction.from} label={transaction.fromLabel} />
      <dt>To</dt>
      {transaction.to ? <Party address={transaction.to} label={transaction.toLabel} /> : <dd>Contract creation</dd>}
      <dt>Time</dt>
      <dd>{formatTimestamp(transaction.timeStamp)}</dd>
    </DetailList>
  );
}
