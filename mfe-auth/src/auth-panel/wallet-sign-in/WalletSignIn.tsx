// Sign in with Ethereum (issue 36), with the panel's steps chunk (accountSteps.ts): with the browser's
// wallet supabase-js does it all (its account, the EIP-4361 message, the signature, the web3 grant);
// without one, or when the user would rather, the message is signed elsewhere and the signature pasted
// (PendingSignaturePaste, a chunk of its own with viem).
import { Button, GENERIC_ERROR, originPath, startWalletSession, toast, type WalletCredentials } from '@whalewatch/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { injectedWallet, isWalletRejection } from '../../wallet-signature/injectedWallet';
import { PendingSignaturePaste, warmSignaturePaste } from '../../wallet-signature/PendingSignaturePaste';
import { PASTE_INSTEAD, WALLET_REJECTED } from '../../wallet-signature/signatureTexts';
import { AUTH_MESSAGES } from '../authRequests';
import { samePageOnLocalhost, walletSignInWorksAt } from './pageAddress';
import {
  NEEDS_SECURE_ADDRESS,
  OPEN_ON_LOCALHOST,
  SIGN_IN_STATEMENT,
  SIGN_IN_WITH_SIGNATURE,
  TRY_AGAIN,
  WAITING_FOR_WALLET,
  WALLET_SIGN_IN_FAILED,
  WALLET_SIGN_IN_REGION,
} from './walletSignInTexts';

type Step = { kind: 'browser'; state: 'waiting' | 'failed'; problem?: string } | { kind: 'paste'; submitting: boolean; problem?: string };

const Status = styled.p<{ $problem: boolean }>`
  margin: ${({ theme }) => theme.space(3)} 0;
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.textMuted)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

function problemOf(error: unknown): string {
  if (isWalletRejection(error)) return WALLET_REJECTED;
  return error instanceof Error && error.message ? error.message : WALLET_SIGN_IN_FAILED;
}

export interface WalletSignInProps {
  onClose: () => void;
}

/** On an address GoTrue refuses messages from: why, and the way to one it takes when there is one. */
function WrongAddress({ onClose }: WalletSignInProps) {
  const localhost = samePageOnLocalhost(window.location);
  return (
    <section aria-label={WALLET_SIGN_IN_REGION}>
      <Status $problem role="alert">
        {NEEDS_SECURE_ADDRESS}
      </Status>
      <Actions>
        {localhost ? <a href={localhost}>{OPEN_ON_LOCALHOST}</a> : null}
        <Button $variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </section>
  );
}

export function WalletSignIn(props: WalletSignInProps) {
  return walletSignInWorksAt(window.location) ? <WalletSignInSteps {...props} /> : <WrongAddress {...props} />;
}

function WalletSignInSteps({ onClose }: WalletSignInProps) {
  const navigate = useNavigate();
  const origin: unknown = useLocation().state;
  const [step, setStep] = useState<Step>(() =>
    injectedWallet() ? { kind: 'browser', state: 'waiting' } : { kind: 'paste', submitting: false },
  );
  const running = useRef(false);

  const signIn = useCallback(
    async (credentials: WalletCredentials, failed: (problem: string) => Step) => {
      if (running.current) return;
      running.current = true;
      try {
        await startWalletSession(credentials);
      } catch (error) {
        // The auth service's refusals (AuthApiError, …) and the wallet's are shown as they are.
        if (!isWalletRejection(error) && !(error instanceof Error && error.name.startsWith('Auth')))
          console.error('Signing in with a wallet failed', error);
        // Only where that way of signing is still the one shown (the user may have switched meanwhile).
        const next = failed(problemOf(error));
        setStep((current) => (current.kind === next.kind ? next : current));
        return;
      } finally {
        running.current = false;
      }
      toast.success(AUTH_MESSAGES.signedIn);
      void navigate(originPath(origin), { replace: true });
    },
    [navigate, origin],
  );

  const withBrowserWallet = useCallback(() => {
    setStep({ kind: 'browser', state: 'waiting' });
    void signIn({ statement: SIGN_IN_STATEMENT }, (problem) => ({ kind: 'browser', state: 'failed', problem }));
  }, [signIn]);

  // Opened by "Sign in with wallet": the browser's wallet is asked at once.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || step.kind !== 'browser') return;
    asked.current = true;
    withBrowserWallet();
  }, [step.kind, withBrowserWallet]);

  if (step.kind === 'paste') {
    return (
      <>
        <PendingSignaturePaste
          statement={SIGN_IN_STATEMENT}
          submitLabel={SIGN_IN_WITH_SIGNATURE}
          submitting={step.submitting}
          onSubmit={(message, signature) => {
            setStep({ kind: 'paste', submitting: true });
            void signIn({ message, signature }, (problem) => ({ kind: 'paste', submitting: false, problem }));
          }}
          onCancel={onClose}
        />
        {step.problem ? (
          <Status $problem role="alert">
            {step.problem}
          </Status>
        ) : null}
      </>
    );
  }

  const failed = step.state === 'failed';
  return (
    <section aria-label={WALLET_SIGN_IN_REGION}>
      <Status $problem={failed} role={failed ? 'alert' : 'status'}>
        {failed ? (step.problem ?? GENERIC_ERROR) : WAITING_FOR_WALLET}
      </Status>
      <Actions>
        {failed ? <Button onClick={withBrowserWallet}>{TRY_AGAIN}</Button> : null}
        <Button
          $variant="secondary"
          onClick={() => setStep({ kind: 'paste', submitting: false })}
          onPointerEnter={warmSignaturePaste}
          onFocus={warmSignaturePaste}
        >
          {PASTE_INSTEAD}
        </Button>
        <Button $variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </section>
  );
}
