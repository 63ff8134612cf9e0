// "Wallet" (issue 36): the wallets that sign in to this account (Sign in with Ethereum), and linking one —
// signed in the browser's wallet, or elsewhere with the signature pasted back.
import {
  ApiError,
  Button,
  EntryDetails,
  EntryList,
  LoadFailed,
  MutedText,
  Spinner,
  toast,
  useLoad,
  type WalletIdentity,
} from '@whalewatch/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { injectedWallet, isWalletRejection } from '../../wallet-signature/injectedWallet';
import { PendingSignaturePaste, warmSignaturePaste } from '../../wallet-signature/PendingSignaturePaste';
import { PASTE_INSTEAD, WALLET_REJECTED } from '../../wallet-signature/signatureTexts';
import { warmSiwe } from '../../wallet-signature/siweChunk';
import { Actions, formatWhen, Section } from '../Section';
import { LINK_STATEMENT, linkBrowserWallet, linkedWallets, linkWallet } from './walletLinking';

export const WALLET_TITLE = 'Wallet';
export const WALLET_LEAD = 'A linked wallet signs you in to this account with “Sign in with wallet”.';
export const NO_WALLETS = 'No wallet is linked to this account yet.';
export const LINK_WALLET = 'Link a wallet';
export const LINKING = 'Confirm in your wallet…';
export const WALLET_LINKED = 'Wallet linked';
export const LINK_FAILED = 'The wallet could not be linked. Please try again.';
export const WALLETS_LOAD_FAILED = 'Failed to load your linked wallets';

const Address = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const fetchWallets = () => linkedWallets();

type Linking = 'idle' | 'browser' | 'paste' | 'submitting';

function problemOf(error: unknown): string {
  if (isWalletRejection(error)) return WALLET_REJECTED;
  return error instanceof Error && error.message ? error.message : LINK_FAILED;
}

export function WalletSection() {
  const { load, reload, update } = useLoad(fetchWallets, 'the linked wallets');
  const [linking, setLinking] = useState<Linking>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const hasBrowserWallet = injectedWallet() !== null;

  const linked = (wallets: WalletIdentity[]) => {
    update(() => wallets);
    setLinking('idle');
    toast.success(WALLET_LINKED);
  };

  const failed = (error: unknown, back: Linking) => {
    // The api's and the wallet's refusals are shown as they are; anything else is worth a look in the console.
    if (!(error instanceof ApiError) && !isWalletRejection(error)) console.error('Linking a wallet failed', error);
    setProblem(problemOf(error));
    setLinking(back);
  };

  const linkInBrowser = async () => {
    const wallet = injectedWallet();
    if (!wallet) {
      setLinking('paste');
      return;
    }
    setProblem(null);
    setLinking('browser');
    try {
      linked(await linkBrowserWallet(wallet));
    } catch (error) {
      failed(error, 'idle');
    }
  };

  const linkPasted = async (message: string, signature: string) => {
    setProblem(null);
    setLinking('submitting');
    try {
      linked(await linkWallet(message, signature));
    } catch (error) {
      failed(error, 'paste');
    }
  };

  return (
    <Section title={WALLET_TITLE}>
      <MutedText>{WALLET_LEAD}</MutedText>
      {load.state === 'loading' ? <Spinner label="Loading your linked wallets" /> : null}
      {load.state === 'failed' ? (
        <LoadFailed message={load.error instanceof Error ? load.error.message : WALLETS_LOAD_FAILED} onRetry={reload} />
      ) : null}
      {load.state === 'loaded' && load.value.length === 0 ? <MutedText>{NO_WALLETS}</MutedText> : null}
      {load.state === 'loaded' && load.value.length > 0 ? (
        <EntryList aria-label="Linked wallets">
          {load.value.map((wallet) => (
            <li key={wallet.address}>
              <EntryDetails>
                <Address>{wallet.address}</Address>
                {wallet.linkedAt ? <span>Linked {formatWhen(wallet.linkedAt)}</span> : null}
              </EntryDetails>
            </li>
          ))}
        </EntryList>
      ) : null}
      {linking === 'paste' || linking === 'submitting' ? (
        <PendingSignaturePaste
          statement={LINK_STATEMENT}
          submitLabel={LINK_WALLET}
          submitting={linking === 'submitting'}
          onSubmit={(message, signature) => void linkPasted(message, signature)}
          onCancel={() => {
            setProblem(null);
            setLinking('idle');
          }}
        />
      ) : (
        <Actions>
          <Button
            onClick={() => void linkInBrowser()}
            disabled={linking !== 'idle'}
            aria-busy={linking === 'browser'}
            onPointerEnter={hasBrowserWallet ? warmSiwe : warmSignaturePaste}
            onFocus={hasBrowserWallet ? warmSiwe : warmSignaturePaste}
          >
            {linking === 'browser' ? LINKING : LINK_WALLET}
          </Button>
          {hasBrowserWallet ? (
            <Button
              $variant="secondary"
              disabled={linking !== 'idle'}
              onClick={() => setLinking('paste')}
              onPointerEnter={warmSignaturePaste}
            >
              {PASTE_INSTEAD}
            </Button>
          ) : null}
        </Actions>
      )}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Section>
  );
}
