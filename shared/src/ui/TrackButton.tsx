// 'Track' beside any wallet the product shows (analyzer holders, a viewed portfolio, an alert's other
// side): adds it to the user's tracked wallets with the default monitor options, in one click.
import { useState } from 'react';
import { ApiError, isSubscriptionLimitError } from '../api/apiClient';
import { TRACK_FAILED, trackWallet } from '../api/tracking';
import { shortAddress } from '../format/addresses';
import { toast } from '../toast/toastStore';
import { Button } from './Button';

export const WALLET_TRACKED = 'Wallet added to your tracked wallets';
export const WALLET_ALREADY_TRACKED = 'This wallet is already tracked';
/** Spec §8: what a 'Subscription limit reached' error reads to the user. */
export const WALLET_LIMIT_REACHED = "You have reached your plan's wallet limit. Please upgrade your subscription.";
export const SEE_PLANS = { href: '/pricing', label: 'See plans' };

type TrackState = 'idle' | 'tracking' | 'tracked';

const WORDS: Record<TrackState, string> = { idle: 'Track', tracking: 'Tracking…', tracked: 'Tracked' };

/** The label with its leading 'Track' swapped for the button's current word, so name and text agree. */
function accessibleName(label: string, word: string): string {
  return /^Track\b/.test(label) ? label.replace(/^Track\b/, word) : `${word} ${label}`;
}

export interface TrackButtonProps {
  address: string;
  /** The accessible name while idle, telling the buttons of a list apart; 'Track 0x28c6…1d60' by default. */
  label?: string;
}

export function TrackButton({ address, label = `Track ${shortAddress(address)}` }: TrackButtonProps) {
  const [state, setState] = useState<TrackState>('idle');

  const track = async () => {
    setState('tracking');
    try {
      await trackWallet(address);
      setState('tracked');
      toast.success(WALLET_TRACKED);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setState('tracked');
        toast.info(WALLET_ALREADY_TRACKED);
        return;
      }
      setState('idle');
      if (!(error instanceof ApiError)) console.error('Tracking the wallet failed', error);
      if (isSubscriptionLimitError(error)) toast.error(WALLET_LIMIT_REACHED, { link: SEE_PLANS });
      else toast.error(error instanceof ApiError ? error.message : TRACK_FAILED);
    }
  };

  return (
    <Button
      $variant="secondary"
      disabled={state !== 'idle'}
      aria-busy={state === 'tracking'}
      aria-label={accessibleName(label, WORDS[state])}
      onClick={() => void track()}
    >
      {WORDS[state]}
    </Button>
  );
}
