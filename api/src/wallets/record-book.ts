// What is known of each wallet's record (issue 33 §4): its 30-day realized profit and loss and win rate,
// kept whenever its profile is computed, for alerts and holder lists to show beside its name. Nothing here
// computes: an alert never waits for a record, and a wallet without a recent one goes without. A record is
// a wallet's on one chain (issue 35): its Base alerts never show what it did on Ethereum.
import type { WalletPnl, WalletRecordSummary } from '@whalewatch/contracts';

export type WalletRecord = WalletRecordSummary;

/** How long a computed record is shown: older, it no longer says how the wallet trades now. */
export const RECORD_TTL_MS = 3_600_000;
/** Wallets whose records are kept; the least recently computed go first. */
const KEPT_RECORDS = 10_000;

export type WalletRecordBook = {
  /** The wallet's recent 30-day record on the chain, or null when none was computed there within the hour. */
  known(chainId: number, wallet: string): WalletRecord | null;
  /** Keeps the record a 30-day profit and loss on the chain gives (nothing when prices were unavailable). */
  remember(chainId: number, wallet: string, pnl: WalletPnl): void;
};

const keyOf = (chainId: number, wallet: string) => `${chainId}:${wallet.toLowerCase()}`;

export function walletRecordBook({ ttlMs = RECORD_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {}): WalletRecordBook {
  const records = new Map<string, WalletRecord & { at: number }>();
  return {
    known(chainId, wallet) {
      const record = records.get(keyOf(chainId, wallet));
      if (!record || now() - record.at > ttlMs) return null;
      const { realizedUsd, winRate, closedPositions } = record;
      return { realizedUsd, winRate, closedPositions };
    },
    remember(chainId, wallet, pnl) {
      const key = keyOf(chainId, wallet);
      records.delete(key);
      if (pnl.window !== '30d' || pnl.status !== 'ok') return;
      records.set(key, { realizedUsd: pnl.realizedUsd, winRate: pnl.winRate, closedPositions: pnl.closedPositions, at: now() });
      if (records.size > KEPT_RECORDS) records.delete(records.keys().next().value as string);
    },
  };
}
