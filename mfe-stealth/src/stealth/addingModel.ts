// What the adding flow shows and what its steps change (useAddStealthWallet.ts holds it, addingSteps.ts
// runs it): both take it from here, so the steps' chunk and the hook do not import each other.
import type { StealthChallenge } from '@whalewatch/shared';

export const ADD_FAILED = 'Failed to add wallet to stealth list';
export const SIGNING_NOT_LOADED =
  'Part of this page could not be loaded, so your wallet was not asked to sign. Check your connection and try again.';

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

/** What the steps change on screen, and what follows a wallet added. */
export interface AddingControls {
  setStep: (step: AddStep) => void;
  setPending: (pending: PendingSignature | null) => void;
  setNotice: (notice: AddNotice | null) => void;
  onAdded: () => void;
}
