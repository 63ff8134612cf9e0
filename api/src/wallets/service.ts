// A wallet's record (issue 33 §2): who it is, its profit and loss, its value over time, its activity and
// whom it deals with, all from one history kept per wallet (wallet-histories.ts) and priced at each move's
// block time. Chain reads that fail answer 502/503 as the portfolio does; prices that fail leave the
// figures unpriced with status 'unavailable', never an error. One set per chain (issue 35): its history,
// prices and records are that chain's; the routes say which chain an answer is on.
import type {
  ActivityDirection,
  AssetId,
  PnlWindow,
  ValueRange,
  WalletActivityPage,
  WalletProfile,
  WalletValueHistory,
} from '@whalewatch/contracts';
import { getAddress } from 'viem';
import { MAX_TOKEN_TRANSFERS, type Address, type ChainSource } from '../chain';
import { chainUnavailable } from '../chain';
import { failure } from '../http';
import type { AddressBook } from '../labels';
import { labelIn } from '../labels';
import { priceKey, type PriceSource } from '../prices';
import { activityPage } from './activity';
import { topCounterparties } from './counterparties';
import { walletPnl } from './pnl';
import type { WalletRecordBook } from './record-book';
import { pricedHistory, WETH, type PricedHistory } from './priced-moves';
import { valueHistory } from './value-history';
import { walletHistories, WalletHistoryUnsupportedError, type LoadedHistory, type WalletHistories } from './wallet-histories';

export const HISTORY_UNAVAILABLE = "Could not read the wallet's history from the chain";

type Logger = { warn(object: object, message: string): void };

/** An answer of one chain's records, before the route names the chain. */
type OnChain<T> = Omit<T, 'chain'>;

export type WalletRecords = {
  profile(wallet: Address, window: PnlWindow, book: AddressBook): Promise<OnChain<WalletProfile>>;
  value(wallet: Address, range: ValueRange): Promise<OnChain<WalletValueHistory>>;
  activity(
    wallet: Address,
    filter: { page: number; token?: AssetId; direction?: ActivityDirection },
    book: AddressBook,
  ): Promise<OnChain<WalletActivityPage>>;
};

export type WalletRecordsOptions = {
  chain: ChainSource;
  /** The chain's id: the wallet's record is kept under it. */
  chainId: number;
  prices: PriceSource;
  log?: Logger;
  histories?: WalletHistories;
  /** Where each wallet's 30-day record is kept when its profile is computed (for its alerts). */
  recordBook?: WalletRecordBook;
  now?: () => number;
};

const seconds = () => Math.floor(Date.now() / 1000);

export function walletRecords({
  chain,
  chainId,
  prices,
  log,
  histories = walletHistories({ chain }),
  recordBook,
  now = seconds,
}: WalletRecordsOptions): WalletRecords {
  async function load(wallet: Address): Promise<{ history: LoadedHistory; priced: PricedHistory }> {
    let history: LoadedHistory;
    try {
      history = await histories.load(wallet);
    } catch (error) {
      if (error instanceof WalletHistoryUnsupportedError) throw failure('history_unsupported');
      throw chainUnavailable(HISTORY_UNAVAILABLE, error);
    }
    try {
      return { history, priced: await pricedHistory(history, chain, prices, log) };
    } catch (error) {
      throw chainUnavailable(HISTORY_UNAVAILABLE, error);
    }
  }

  /** Each asset's price now, through the same interface as the history's (no price → absent). */
  async function currentPrices(assets: AssetId[], at: number): Promise<Map<AssetId, number>> {
    const found = new Map<AssetId, number>();
    try {
      const read = await prices.pricesAt(assets.map((asset) => ({ asset, at })));
      for (const asset of assets) {
        const price = read.get(priceKey(asset, at));
        if (price !== undefined) found.set(asset, price);
      }
    } catch (error) {
      log?.warn({ err: error }, 'current prices unavailable for a wallet profile');
    }
    return found;
  }

  async function ensName(wallet: Address): Promise<string | null> {
    if (!chain.ensName) return null;
    try {
      return await chain.ensName(wallet);
    } catch (error) {
      log?.warn({ err: error }, 'ENS name unavailable');
      return null;
    }
  }

  return {
    async profile(wallet, window, book) {
      const [{ history, priced }, ens] = await Promise.all([load(wallet), ensName(wallet)]);
      const at = now();
      const input = {
        moves: priced.moves,
        currentPrices: await currentPrices([...priced.info.keys()], at),
        etherAliases: new Set<AssetId>([WETH]),
        now: at,
        pricesAvailable: priced.pricesAvailable,
      };
      const pnl = walletPnl({ ...input, window });
      recordBook?.remember(chainId, wallet, window === '30d' ? pnl : walletPnl({ ...input, window: '30d' }));
      const moves = priced.moves;
      return {
        address: getAddress(wallet),
        label: labelIn(book, wallet),
        ensName: ens,
        history: {
          transfers: moves.length,
          firstAt: moves.length > 0 ? moves[0].at : null,
          lastAt: moves.length > 0 ? moves[moves.length - 1].at : null,
          windowReached: history.windowReached,
          windowSize: MAX_TOKEN_TRANSFERS,
        },
        assets: [...priced.info].map(([asset, info]) => ({ asset, symbol: info.symbol })).sort((a, b) => a.symbol.localeCompare(b.symbol)),
        pnl,
        counterparties: topCounterparties(moves, book),
      };
    },

    async value(wallet, range) {
      const { priced } = await load(wallet);
      try {
        return await valueHistory({ chain, prices, log }, wallet, priced.moves, priced.info, range, now());
      } catch (error) {
        // Prices that fail leave points unpriced: what fails here is reading today's balances.
        throw chainUnavailable(HISTORY_UNAVAILABLE, error);
      }
    },

    async activity(wallet, filter, book) {
      const { priced } = await load(wallet);
      return activityPage(priced.moves, filter, book, priced.pricesAvailable);
    },
  };
}
