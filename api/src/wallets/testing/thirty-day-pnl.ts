// A wallet's 30-day profit and loss as a record is kept from it (record-book.ts): for the tests of what
// carries a record (the record book, its warmer, alerts), with what a test cares about overridden.
import type { WalletPnl } from '@whalewatch/contracts';

export const thirtyDayPnl = (overrides: Partial<WalletPnl> = {}): WalletPnl => ({
  window: '30d',
  status: 'ok',
  realizedUsd: 1_234_567,
  unrealizedUsd: 0,
  closedPositions: 25,
  winRate: 0.64,
  tokens: [],
  largestWins: [],
  largestLosses: [],
  unpricedTokens: 0,
  ...overrides,
});
