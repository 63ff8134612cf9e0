// A wallet as the registration form adds it (spec §3 defaults).
import type { MonitorOptions, TrackedWallet } from '@whalewatch/shared';

export const DEFAULT_MONITOR_OPTIONS: MonitorOptions = {
  tokenTransfers: true,
  tokenApprovals: true,
  etherTransfers: true,
  minTransactionValue: 0.1,
};

/** The nickname defaults to the address when none is given. */
export function newTrackedWallet(address: string, nickname: string): TrackedWallet {
  const trimmedAddress = address.trim();
  return {
    address: trimmedAddress,
    nickname: nickname.trim() || trimmedAddress,
    monitorOptions: { ...DEFAULT_MONITOR_OPTIONS },
  };
}
