// The record book: a 30-day record is shown for an hour after it was computed, never one without closed
// positions or from unavailable prices, only on the chain it was computed on, and reads
// '+$1.2M 30 d, 64 % wins' beside a wallet's name.
import { recordWords } from '../notifications/describe';
import { RECORD_TTL_MS, walletRecordBook } from './record-book';
import { thirtyDayPnl } from './testing/thirty-day-pnl';

const ETHEREUM = 31337;
const BASE = 31338;

const pnl = thirtyDayPnl;

describe('walletRecordBook', () => {
  it('knows a 30-day record for an hour, by address in any case', () => {
    let now = 1_000_000;
    const book = walletRecordBook({ now: () => now });
    book.remember(ETHEREUM, '0xAbC', pnl());
    expect(book.known(ETHEREUM, '0xabc')).toEqual({ realizedUsd: 1_234_567, winRate: 0.64, closedPositions: 25 });
    now += RECORD_TTL_MS + 1;
    expect(book.known(ETHEREUM, '0xabc')).toBeNull();
  });

  it("keeps each chain's record apart: a wallet's record on Ethereum is not its record on Base", () => {
    const book = walletRecordBook();
    book.remember(ETHEREUM, '0xa', pnl());
    expect(book.known(BASE, '0xa')).toBeNull();

    book.remember(BASE, '0xA', pnl({ realizedUsd: -500, winRate: 0.25, closedPositions: 4 }));
    expect(book.known(ETHEREUM, '0xa')).toEqual({ realizedUsd: 1_234_567, winRate: 0.64, closedPositions: 25 });
    expect(book.known(BASE, '0xa')).toEqual({ realizedUsd: -500, winRate: 0.25, closedPositions: 4 });
    // Forgetting one chain's record (prices unavailable there) leaves the other's.
    book.remember(BASE, '0xa', pnl({ status: 'unavailable' }));
    expect(book.known(BASE, '0xa')).toBeNull();
    expect(book.known(ETHEREUM, '0xa')).not.toBeNull();
  });

  it('keeps nothing from another window or unavailable prices, and forgets an older record then', () => {
    const book = walletRecordBook();
    book.remember(ETHEREUM, '0xa', pnl({ window: '90d' }));
    book.remember(ETHEREUM, '0xb', pnl({ status: 'unavailable' }));
    book.remember(ETHEREUM, '0xc', pnl({ realizedUsd: 0, closedPositions: 0, winRate: null }));
    expect(['0xa', '0xb', '0xc'].map((wallet) => book.known(ETHEREUM, wallet))).toEqual([
      null,
      null,
      { realizedUsd: 0, winRate: null, closedPositions: 0 },
    ]);
    book.remember(ETHEREUM, '0xd', pnl());
    book.remember(ETHEREUM, '0xd', pnl({ status: 'unavailable' }));
    expect(book.known(ETHEREUM, '0xd')).toBeNull();
  });
});

describe('recordWords', () => {
  it('signs the dollars and rounds the win rate', () => {
    expect(recordWords({ realizedUsd: 1_234_567, winRate: 0.64, closedPositions: 25 })).toBe('+$1.23M 30 d, 64 % wins');
    expect(recordWords({ realizedUsd: -53_900_000, winRate: 0.486, closedPositions: 504 })).toBe('-$53.9M 30 d, 49 % wins');
    // Nothing closed in 30 days says nothing about how the wallet trades: no words.
    expect(recordWords({ realizedUsd: 0, winRate: null, closedPositions: 0 })).toBeNull();
  });
});
