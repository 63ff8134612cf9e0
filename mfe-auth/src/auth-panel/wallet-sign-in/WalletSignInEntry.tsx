// "Sign in with wallet" under the email form (issue 36). Its panel comes with the panel's steps
// (accountSteps.ts), fetched as the button is pointed at or focused, so the panel's first download grows
// only by the button; viem comes later still, only for a message signed elsewhere.
import { GENERIC_ERROR, toast } from '@whalewatch/shared';
import { accountStepsChunk } from '../useAuthSubmit';
import type { WalletSignIn } from './WalletSignIn';

export const WALLET_SIGN_IN = 'Sign in with wallet';

export type WalletSignInPanel = typeof WalletSignIn;

/** Hands the wallet sign-in panel over once its chunk is there; without it, says so as a submit would. */
export function openWalletSignIn(show: (panel: () => WalletSignInPanel) => void): void {
  accountStepsChunk().then(
    ({ WalletSignIn }) => show(() => WalletSignIn),
    () => toast.error(GENERIC_ERROR),
  );
}
