// The signed-in user's stealth list (spec §4 "Stealth"): loaded when a user with an id exists, refreshed
// after an add, and an entry dropped from the displayed list once the api has removed it.
import { fetchStealthWallets, removeStealthWallet, toast, useLoad, useSession } from '@whalewatch/shared';
import { useCallback, useState } from 'react';

export const LOAD_FAILED = 'Failed to load stealth wallets';
export const WALLET_REMOVED = 'Wallet removed from stealth list';
export const REMOVE_FAILED = 'Failed to remove wallet from stealth list';

export function useStealthWallets() {
  const userId = useSession((state) => state.user?.id ?? null);
  const fetchWallets = useCallback(
    async (signal: AbortSignal): Promise<string[]> => {
      if (!userId) return [];
      try {
        const entries = await fetchStealthWallets(LOAD_FAILED, signal);
        return entries.map((entry) => entry.wallet_address);
      } catch (error) {
        if (!signal.aborted) toast.error(LOAD_FAILED);
        throw error;
      }
    },
    [userId],
  );
  const { load: wallets, reload, refresh, update } = useLoad(fetchWallets, 'the stealth list');
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const remove = async (wallet: string) => {
    setRemoving((current) => new Set(current).add(wallet));
    try {
      await removeStealthWallet(wallet, REMOVE_FAILED);
      update((addresses) => addresses.filter((address) => address !== wallet));
      toast.success(WALLET_REMOVED);
    } catch (error) {
      console.error('Removing from the stealth list failed', error);
      toast.error(REMOVE_FAILED);
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(wallet);
        return next;
      });
    }
  };

  return { wallets, reload, refresh, removing, remove };
}
