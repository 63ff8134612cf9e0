// The wallet's profile on the page's chain over the chosen window: the profit and loss, the
// counterparties, and the name, ENS name and history the page opens with. A new window loads it again;
// the last one stays for the parts that do not depend on the window (not across chains).
import { ApiError, fetchWalletProfile, type Load, type PnlWindow, type WalletProfile } from '@whalewatch/shared';
import { useCallback, useState } from 'react';
import { useWalletLoad } from './useWalletLoad';

const pricesUnavailable = (answer: WalletProfile) => answer.pnl.status === 'unavailable';

/** `chain`: the api's `chain` (undefined: the first chain). */
export function useWalletProfile(address: string, chain: string | undefined) {
  const [pnlWindow, setPnlWindow] = useState<PnlWindow>('all');
  const fetcher = useCallback((signal: AbortSignal) => fetchWalletProfile(address, pnlWindow, signal, chain), [address, pnlWindow, chain]);
  const profile = useWalletLoad(fetcher, 'the wallet profile', { chain, pricesUnavailable });
  return { ...profile, pnlWindow, setPnlWindow };
}

export type WalletProfileLoad = ReturnType<typeof useWalletProfile>;

/** A wallet on someone's stealth list: the api answers 'This wallet is protected' (wallet_protected) and shows nothing of it. */
export function protectedWalletMessage(load: Load<WalletProfile>): string | null {
  return load.state === 'failed' && load.error instanceof ApiError && load.error.code === 'wallet_protected' ? load.error.message : null;
}
