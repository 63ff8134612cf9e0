// A wallet as the registration form adds it (spec §3 defaults, with the newer monitor options' defaults).
import { DEFAULT_MONITOR_OPTIONS, type TrackedWallet } from '@whalewatch/shared';

/** What the form lists and registers: what the api keeps of a tracked wallet, before it has marked it. */
export type WalletToRegister = Pick<TrackedWallet, 'address' | 'nickname' | 'monitorOptions'>;

/** The nickname defaults to the address when none is given. */
export function newTrackedWallet(address: string, nickname: string): WalletToRegister {
  const trimmedAddress = address.trim();
  return {
    address: trimmedAddress,
    nickname: nickname.trim() || trimmedAddress,
    // Watched on every chain (chainsOff: []): the Settings tab's Monitoring Options choose otherwise.
    monitorOptions: { ...DEFAULT_MONITOR_OPTIONS, chainsOff: [] },
  };
}
