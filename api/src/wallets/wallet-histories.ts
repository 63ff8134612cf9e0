// The wallet histories the profiles are computed from, kept in memory and extended block by block: a
// wallet asked about again reads only the blocks after its tip, as the transfer index does for tokens.
// At most 100,000 moves are kept per wallet (the analyzer's window, the oldest go first); the least
// recently asked wallet's history goes first past `keep` wallets. A reorg under the tip (its hash
// changed) reads the wallet again whole. Each move keeps its price once read: a past price never changes.
import type { Address, BlockRef, ChainSource, TokenMetadata, WalletMove } from '../chain';
import { MAX_TOKEN_TRANSFERS } from '../chain';

/** Blocks below the tip read again when a history is extended (an explorer's lists lag its head). */
export const REREAD_BLOCKS = 12n;
/** Wallet histories kept in memory. */
export const KEPT_WALLETS = 64;

export type LoadedHistory = {
  wallet: Address;
  /** In chain order. */
  moves: WalletMove[];
  /** USD per whole unit at each move's time, by index into `moves`; undefined until read, null for none. */
  prices: (number | null | undefined)[];
  /** Each token's name, symbol and decimals once known (from the source's records, else read once). */
  tokens: Map<Address, TokenMetadata>;
  tip: BlockRef;
  /** True once the 100,000-move window dropped older moves. */
  windowReached: boolean;
};

export type WalletHistories = {
  /** The wallet's history through the chain's newest block. */
  load(wallet: Address): Promise<LoadedHistory>;
};

export class WalletHistoryUnsupportedError extends Error {
  override name = 'WalletHistoryUnsupportedError';
}

const moveKey = (move: WalletMove) => `${move.hash}:${move.logIndex}:${move.asset}`;

export function walletHistories({
  chain,
  max = MAX_TOKEN_TRANSFERS,
  keep = KEPT_WALLETS,
}: {
  chain: ChainSource;
  max?: number;
  keep?: number;
}): WalletHistories {
  const kept = new Map<Address, LoadedHistory>();
  const loading = new Map<Address, Promise<LoadedHistory>>();

  function remember(history: LoadedHistory): LoadedHistory {
    kept.delete(history.wallet);
    kept.set(history.wallet, history);
    while (kept.size > keep) kept.delete(kept.keys().next().value as Address);
    return history;
  }

  async function read(wallet: Address): Promise<LoadedHistory> {
    if (!chain.walletHistory) throw new WalletHistoryUnsupportedError(`The ${chain.name} chain source cannot list a wallet's history`);
    const head = await chain.blockAt();
    if (!head) throw new Error('The chain has no newest block');
    const known = kept.get(wallet);
    if (known && known.tip.number <= head.number) {
      const tip = known.tip.number === head.number ? head : await chain.blockAt(known.tip.number);
      if (tip?.hash === known.tip.hash) {
        if (known.tip.number === head.number) return remember(known);
        // The newest few blocks are read again: an explorer's lists may lag its newest block.
        const from = known.tip.number + 1n > REREAD_BLOCKS ? known.tip.number + 1n - REREAD_BLOCKS : 0n;
        const { moves, complete, tokens } = await chain.walletHistory(wallet, { fromBlock: from, toBlock: head.number, max });
        for (const [token, metadata] of tokens ?? []) known.tokens.set(token, metadata);
        const kept = known.moves.findIndex((move) => move.blockNumber >= from);
        const reread = kept < 0 ? [] : known.moves.splice(kept);
        const rereadPrices = kept < 0 ? [] : known.prices.splice(kept);
        const priceOf = new Map(reread.map((move, index) => [moveKey(move), rereadPrices[index]]));
        known.moves.push(...moves);
        known.prices.push(...moves.map((move) => priceOf.get(moveKey(move))));
        const excess = known.moves.length - max;
        if (excess > 0 || !complete) {
          known.moves.splice(0, Math.max(excess, 0));
          known.prices.splice(0, Math.max(excess, 0));
          known.windowReached = true;
        }
        known.tip = head;
        return remember(known);
      }
    }
    const { moves, complete, tokens } = await chain.walletHistory(wallet, { fromBlock: 0n, toBlock: head.number, max });
    return remember({ wallet, moves, prices: moves.map(() => undefined), tokens: new Map(tokens), tip: head, windowReached: !complete });
  }

  return {
    load(wallet) {
      const running = loading.get(wallet);
      if (running) return running;
      const started = read(wallet).finally(() => loading.delete(wallet));
      loading.set(wallet, started);
      return started;
    },
  };
}
