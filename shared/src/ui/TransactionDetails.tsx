// One transaction as the product shows it (spec §2): Hash, Value in ETH, From, To and Time (local time
// from the explorer's seconds).
import styled from 'styled-components';
import { formatTimestamp, formatWeiAsEth } from '../format/numbers';
import type { Transaction } from '../types/entities';
import { DetailList } from './DetailList';

const Mono = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
`;

export function TransactionDetails({ transaction }: { transaction: Transaction }) {
  return (
    <DetailList>
      <dt>Hash</dt>
      <dd>
        <Mono>{transaction.hash}</Mono>
      </dd>
      <dt>Value</dt>
      <dd>{formatWeiAsEth(transaction.value)} ETH</dd>
      <dt>From</dt>
      <dd>
        <Mono>{transaction.from}</Mono>
      </dd>
      <dt>To</dt>
      <dd>
        <Mono>{transaction.to || 'Contract creation'}</Mono>
      </dd>
      <dt>Time</dt>
      <dd>{formatTimestamp(transaction.timeStamp)}</dd>
    </DetailList>
  );
}
