// 'Counterparties': the ten addresses the wallet dealt with most on the page's chain, by volume in US
// dollars, each with its public name when known and a link to its own wallet page on that chain.
import { Address, formatUsd, MutedText, walletPath, WALLET_PROFILE_FAILED, type ChainRef, type Counterparty } from '@whalewatch/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WalletProfileLoad } from './useWalletProfile';
import { SectionFailure, SectionLoading, TableScroll, WalletSection } from './WalletSection';

export const NO_COUNTERPARTIES = 'No counterparties yet.';

/** Room for an address in two even lines; a narrower screen scrolls the table instead. */
const AddressCell = styled.th`
  min-width: 12rem;
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

/** `chain`: the chain the counterparty's page opens on, the profile's. */
function CounterpartyRow({ counterparty, chain }: { counterparty: Counterparty; chain: ChainRef | undefined }) {
  return (
    <tr>
      <AddressCell scope="row">
        <Link to={walletPath(counterparty.address, chain)}>
          {counterparty.label ? <Name>{counterparty.label.name}</Name> : null}
          <Address address={counterparty.address} />
        </Link>
      </AddressCell>
      <td className="figure">{formatUsd(counterparty.volumeUsd)}</td>
      <td className="figure">{counterparty.count.toLocaleString('en-US')}</td>
    </tr>
  );
}

export function Counterparties({ profile }: { profile: WalletProfileLoad }) {
  const { load, latest, reload } = profile;
  return (
    <WalletSection title="Counterparties">
      {!latest && load.state === 'loading' ? <SectionLoading what="the counterparties" /> : null}
      {load.state === 'failed' ? <SectionFailure error={load.error} fallback={WALLET_PROFILE_FAILED} onRetry={reload} /> : null}
      {latest && load.state !== 'failed' ? (
        latest.counterparties.length === 0 ? (
          <MutedText>{NO_COUNTERPARTIES}</MutedText>
        ) : (
          <TableScroll aria-label="Counterparties table">
            <table>
              <thead>
                <tr>
                  <th scope="col">Address</th>
                  <th scope="col" className="figure">
                    Volume
                  </th>
                  <th scope="col" className="figure">
                    Transactions
                  </th>
                </tr>
              </thead>
              <tbody>
                {latest.counterparties.map((counterparty) => (
                  <CounterpartyRow key={counterparty.address} counterparty={counterparty} chain={latest.chain} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      ) : null}
    </WalletSection>
  );
}
