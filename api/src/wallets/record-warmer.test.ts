// The record warmer per chain: a holder on Base is computed from Base's records, a wallet with a known
// record on that chain is not computed again, and a chain whose reads hang holds up no other chain's.
import type { Address } from '../chain';
import { walletRecordBook } from './record-book';
import { thirtyDayPnl } from './testing/thirty-day-pnl';
import { recordWarmer } from './record-warmer';
import type { WalletRecords } from './service';

const ETHEREUM = 31337;
const BASE = 31338;
const WALLET: Address = '0x00000000000000000000000000000000000000bb';
const OTHER: Address = '0x00000000000000000000000000000000000000cc';

/** A chain's records that only say which wallets were asked for; `hang` never answers. */
function chainRecords({ hang = false } = {}) {
  const asked: Address[] = [];
  const records: Pick<WalletRecords, 'profile'> = {
    profile: (wallet) => {
      asked.push(wallet);
      return hang ? new Promise(() => {}) : Promise.reject(new Error('not needed here'));
    },
  };
  return { asked, records };
}

const log = { warn: () => undefined };

describe('recordWarmer', () => {
  it("computes a wallet's record from the chain it was asked on, and not where its record is known", async () => {
    const [ethereum, base] = [chainRecords(), chainRecords()];
    const book = walletRecordBook();
    book.remember(BASE, OTHER, thirtyDayPnl());
    const warmer = recordWarmer({
      records: new Map([
        [ETHEREUM, ethereum.records],
        [BASE, base.records],
      ]),
      book,
      log,
    });

    warmer.warm(BASE, [WALLET, OTHER]);
    await warmer.idle();
    expect(base.asked).toEqual([WALLET]);
    expect(ethereum.asked).toEqual([]);

    warmer.warm(ETHEREUM, [OTHER]);
    await warmer.idle();
    expect(ethereum.asked).toEqual([OTHER]);
  });

  it("keeps computing one chain's records while another chain's reads hang", async () => {
    const [ethereum, base] = [chainRecords({ hang: true }), chainRecords()];
    const warmer = recordWarmer({
      records: new Map([
        [ETHEREUM, ethereum.records],
        [BASE, base.records],
      ]),
      book: walletRecordBook(),
      log,
    });

    warmer.warm(ETHEREUM, [WALLET]);
    warmer.warm(BASE, [WALLET, OTHER]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ethereum.asked).toEqual([WALLET]);
    expect(base.asked).toEqual([WALLET, OTHER]);
  });
});

describe('stopping the record warmer', () => {
  it('drops the queued wallets and waits only for the one being computed', async () => {
    const asked: Address[] = [];
    let finish: () => void = () => undefined;
    const records: Pick<WalletRecords, 'profile'> = {
      profile: (wallet) => {
        asked.push(wallet);
        return new Promise((_resolve, reject) => (finish = () => reject(new Error('not needed here'))));
      },
    };
    const warmer = recordWarmer({ records: new Map([[ETHEREUM, records]]), book: walletRecordBook(), log });
    const many = Array.from({ length: 50 }, (_, index): Address => `0x${(index + 1).toString(16).padStart(40, '0')}`);

    warmer.warm(ETHEREUM, many);
    const stopped = warmer.stop();
    finish();
    await stopped;
    warmer.warm(ETHEREUM, [WALLET]);
    await warmer.idle();

    expect(asked).toEqual([many[0]]);
  });
});
