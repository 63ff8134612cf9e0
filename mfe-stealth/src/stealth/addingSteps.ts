// The steps of adding a wallet to the stealth list (spec §2, §8): the api hands out a message, the
// wallet's owner signs it (in the browser's wallet, or anywhere else and pastes the signature), and the
// api checks the signature; then what the user is told, whichever way it went. A chunk of its own
// (issue 23): the screen draws without it, and it comes when the user points at or focuses a way to add,
// at the latest on the click (useAddStealthWallet).
import { addStealthWallet, ApiError, isSubscriptionLimitError, requestStealthChallenge, toast } from '@whalewatch/shared';
import { injectedWallet } from './injectedWallet';
import { ADD_FAILED, SIGNING_NOT_LOADED, type AddingControls, type PendingSignature } from './addingModel';
import { signWithInjectedWallet, SigningCancelledError, SigningUnavailableError, WrongWalletAccountError } from './walletSigning';

export const WALLET_ADDED = 'Wallet added to stealth list';
export const STEALTH_LIMIT_REACHED = "You have reached your plan's stealth wallet limit. Please upgrade to Privacy Shield plan.";
export const SIGNING_CANCELLED = 'Signing was cancelled. Nothing was added.';

export const switchWalletMessage = (address: string) => `Switch your wallet to ${address} and try again, or paste a signature instead.`;
export const walletCouldNotSign = (reason: string) => `Your wallet could not sign the message: ${reason}`;

function report(error: unknown, { setNotice }: AddingControls) {
  if (error instanceof SigningCancelledError) {
    setNotice({ kind: 'cancelled', text: SIGNING_CANCELLED });
  } else if (error instanceof WrongWalletAccountError) {
    setNotice({ kind: 'problem', text: switchWalletMessage(error.wanted) });
  } else if (isSubscriptionLimitError(error)) {
    // Once, in the spec's words, where the user looks next, with the way to a plan that has room.
    setNotice({ kind: 'problem', text: STEALTH_LIMIT_REACHED, offerPlans: true });
  } else if (error instanceof ApiError) {
    toast.error(ADD_FAILED);
    // The toast is the spec's; the api's reason (already listed, expired message...) says what to do. Without
    // an answer from the api (no code: the network, a proxy) there is no reason to add.
    setNotice(error.code === null ? null : { kind: 'problem', text: error.message });
  } else {
    console.error('Signing the stealth challenge failed', error);
    toast.error(ADD_FAILED);
    const reason = error instanceof Error ? error.message : String(error);
    setNotice({ kind: 'problem', text: error instanceof SigningUnavailableError ? SIGNING_NOT_LOADED : walletCouldNotSign(reason) });
  }
}

function added({ setPending, setNotice, onAdded }: AddingControls) {
  toast.success(WALLET_ADDED);
  setPending(null);
  setNotice(null);
  onAdded();
}

/** Asks for the message, then signs it in the browser's wallet, or (without one, or on request) waits for a pasted signature. */
export async function addWallet(address: string, paste: boolean, controls: AddingControls) {
  try {
    const challenge = await requestStealthChallenge(address, ADD_FAILED);
    const wallet = paste ? null : injectedWallet();
    if (!wallet) {
      controls.setPending({ address, challenge });
      return;
    }
    controls.setStep('signing');
    const signature = await signWithInjectedWallet(wallet, address, challenge.message);
    controls.setStep('adding');
    await addStealthWallet(address, signature, ADD_FAILED);
    added(controls);
  } catch (error) {
    report(error, controls);
  }
}

/** Sends the signature pasted for the waiting message. */
export async function submitSignature({ address }: PendingSignature, signature: string, controls: AddingControls) {
  try {
    await addStealthWallet(address, signature, ADD_FAILED);
    added(controls);
  } catch (error) {
    report(error, controls);
  }
}
