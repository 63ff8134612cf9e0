// Adding a wallet to the stealth list: where the flow is, the message waiting for a pasted signature, and
// what went wrong. The steps themselves are a chunk of their own (addingSteps.ts), fetched ahead by
// warmAdding; without it nothing is asked or sent, and adding again asks for it again.
import { toast } from '@whalewatch/shared';
import { useState } from 'react';
import { ADD_FAILED, SIGNING_NOT_LOADED, type AddingControls, type AddNotice, type AddStep, type PendingSignature } from './addingModel';

export { ADD_FAILED, SIGNING_NOT_LOADED, type AddNotice, type AddStep, type PendingSignature } from './addingModel';

const addingSteps = () => import(/* webpackChunkName: "stealth-adding" */ './addingSteps');

/** Fetches the steps of adding ahead of a likely click; a failure shows on the click. */
export function warmAdding(): void {
  addingSteps().catch(() => undefined);
}

export function useAddStealthWallet(onAdded: () => void) {
  const [step, setStep] = useState<AddStep>('idle');
  const [pending, setPending] = useState<PendingSignature | null>(null);
  const [notice, setNotice] = useState<AddNotice | null>(null);
  const controls: AddingControls = { setStep, setPending, setNotice, onAdded };

  /** Runs one way of adding, from `first` back to idle, with the chunk of its steps. */
  const withSteps = async (first: AddStep, run: (steps: typeof import('./addingSteps')) => Promise<void>) => {
    setNotice(null);
    setStep(first);
    const steps = await addingSteps().catch((error: unknown) => {
      // Nothing was asked or sent; adding again asks for the chunk again.
      console.error('Loading the steps of adding a wallet failed', error);
      toast.error(ADD_FAILED);
      setNotice({ kind: 'problem', text: SIGNING_NOT_LOADED });
      return null;
    });
    try {
      if (steps) await run(steps);
    } finally {
      setStep('idle');
    }
  };

  /** Asks for the message, then signs it in the browser's wallet, or (without one, or on request) waits for a pasted signature. */
  const addWallet = async (address: string, { paste }: { paste: boolean }) => {
    if (step !== 'idle') return;
    await withSteps('requesting', (steps) => steps.addWallet(address, paste, controls));
  };

  const submitSignature = async (signature: string) => {
    if (!pending || step !== 'idle') return;
    await withSteps('adding', (steps) => steps.submitSignature(pending, signature, controls));
  };

  const cancelSignature = () => {
    setPending(null);
    setNotice(null);
  };

  return { step, pending, notice, addWallet, submitSignature, cancelSignature };
}
