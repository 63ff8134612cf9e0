// Adding a wallet to the stealth list: the api hands out a message, the wallet's owner signs it (in the
// browser's wallet, or anywhere else and pastes the signature), and the api checks the signature.
import { addStealthWallet, ApiError, requestStealthChallenge, toast, type StealthChallenge } from '@whalewatch/shared';
import { useState } from 'react';
import {
  injectedWallet,
  signWithInjectedWallet,
  SigningCancelledError,
  SigningUnavailableError,
  WrongWalletAccountError,
} from './injectedWallet';

export const WALLET_ADDED = 'Wallet added to stealth list';
export const ADD_FAILED = 'Failed to add wallet to stealth list';
export const STEALTH_LIMIT_REACHED = "You have reached your plan's stealth wallet limit. Please upgrade to Privacy Shield plan.";
/** What the api's refusal says when the plan has no free slot. */
const LIMIT_REACHED = 'Subscription limit reached';
export const SIGNING_CANCELLED = 'Signing was cancelled. Nothing was added.';
export const SIGNING_NOT_LOADED =
  'Part of this page could not be loaded, so your wallet was not asked to sign. Check your connection and try again.';

export const switchWalletMessage = (address: string) =>
  `Switch your wallet to ${address} and try again, or paste a signature instead.`;
export const walletCouldNotSign = (reason: string) => `Your wallet could not sign the message: ${reason}`;

/** Where the flow is; shown on the buttons. */
export type AddStep = 'idle' | 'requesting' | 'signing' | 'adding';

/**
 * Under the form: why nothing was added. A problem is announced at once, a cancellation politely; the
 * plan's limit also offers the plans.
 */
export type AddNotice = { kind: 'problem' | 'cancelled'; text: string; offerPlans?: boolean };

/** The message waiting for a pasted signature. */
export interface PendingSignature {
  address: string;
  challenge: StealthChallenge;
}

export function useAddStealthWallet(onAdded: () => void) {
  const [step, setStep] = useState<AddStep>('idle');
  const [pending, setPending] = useState<PendingSignature | null>(null);
  const [notice, setNotice] = useState<AddNotice | null>(null);

  const report = (error: unknown) => {
    if (error instanceof SigningCancelledError) {
      setNotice({ kind: 'cancelled', text: SIGNING_CANCELLED });
    } else if (error instanceof WrongWalletAccountError) {
      setNotice({ kind: 'problem', text: switchWalletMessage(error.wanted) });
    } else if (error instanceof ApiError && error.message.includes(LIMIT_REACHED)) {
      // Once, in the spec's words, where the user looks next, with the way to a plan that has room.
      setNotice({ kind: 'problem', text: STEALTH_LIMIT_REACHED, offerPlans: true });
    } else if (error instanceof ApiError) {
      toast.error(ADD_FAILED);
      // The toast is the spec's; the api's reason (already listed, expired message...) says what to do.
      setNotice(error.message === ADD_FAILED ? null : { kind: 'problem', text: error.message });
    } else {
      console.error('Signing the stealth challenge failed', error);
      toast.error(ADD_FAILED);
      const reason = error instanceof Error ? error.message : String(error);
      setNotice({ kind: 'problem', text: error instanceof SigningUnavailableError ? SIGNING_NOT_LOADED : walletCouldNotSign(reason) });
    }
  };

  const added = () => {
    toast.success(WALLET_ADDED);
    setPending(null);
    setNotice(null);
    onAdded();
  };

  /** Asks for the message, then signs it in the browser's wallet, or (without one, or on request) waits for a pasted signature. */
  const addWallet = async (address: string, { paste }: { paste: boolean }) => {
    if (step !== 'idle') return;
    setNotice(null);
    try {
      setStep('requesting');
      const challenge = await requestStealthChallenge(address, ADD_FAILED);
      const wallet = paste ? null : injectedWallet();
      if (!wallet) {
        setPending({ address, challenge });
        return;
      }
      setStep('signing');
      const signature = await signWithInjectedWallet(wallet, address, challenge.message);
      setStep('adding');
      await addStealthWallet(address, signature, ADD_FAILED);
      added();
    } catch (error) {
      report(error);
    } finally {
      setStep('idle');
    }
  };

  const submitSignature = async (signature: string) => {
    if (!pending || step !== 'idle') return;
    setNotice(null);
    try {
      setStep('adding');
      await addStealthWallet(pending.address, signature, ADD_FAILED);
      added();
    } catch (error) {
      report(error);
    } finally {
      setStep('idle');
    }
  };

  const cancelSignature = () => {
    setPending(null);
    setNotice(null);
  };

  return { step, pending, notice, addWallet, submitSignature, cancelSignature };
}
