// 'View Portfolio' (spec §2 "Token Analyzer"): the modal 'Portfolio' listing the tokens a holder's wallet
// holds or held, with its loading state, 'No tokens found in this wallet', and 'Failed to fetch
// portfolio: {message}'. It closes on a click outside, on Escape or on its close icon. The tokens are those
// on the analyzer's chain, which it names when known.
import { HexText, Modal, Spinner, type WalletTokenListing } from '@whalewatch/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { walletTokens } from './analyzerApi';

export const NO_TOKENS = 'No tokens found in this wallet';

type Load = { state: 'loading' } | { state: 'loaded'; tokens: WalletTokenListing[] } | { state: 'failed'; message: string };

const WalletAddress = styled(HexText)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Not a scroll box of its own: the dialog scrolls, and keyboard focus is in the dialog (an inner box
// with nothing to focus could not be scrolled by keyboard).
const Tokens = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-bottom: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Contract = styled(HexText)`
  font-size: 0.8rem;
`;

type PortfolioModalProps = {
  address: string;
  /** The api's `chain` (undefined: the first chain), and its name when known. */
  chain: string | undefined;
  chainName: string | undefined;
  onClose: () => void;
};

export function PortfolioModal({ address, chain, chainName, onClose }: PortfolioModalProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    walletTokens(address, chain, controller.signal).then(
      (tokens) => setLoad({ state: 'loaded', tokens }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', message: `Failed to fetch portfolio: ${error instanceof Error ? error.message : String(error)}` });
      },
    );
    return () => controller.abort();
  }, [address, chain]);

  return (
    <Modal title="Portfolio" onClose={onClose}>
      <p>
        <WalletAddress>{address}</WalletAddress>
      </p>
      {chainName ? <p>Tokens on {chainName}</p> : null}
      {load.state === 'loading' ? <Spinner label="Loading portfolio" /> : null}
      {load.state === 'failed' ? <p role="alert">{load.message}</p> : null}
      {load.state === 'loaded' && load.tokens.length === 0 ? <p>{NO_TOKENS}</p> : null}
      {load.state === 'loaded' && load.tokens.length > 0 ? (
        <Tokens aria-label="Tokens">
          {load.tokens.map((token) => (
            <li key={token.contract}>
              <strong>
                {token.name} ({token.symbol})
              </strong>
              <Contract>{token.contract}</Contract>
            </li>
          ))}
        </Tokens>
      ) : null}
    </Modal>
  );
}
