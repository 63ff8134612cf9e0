// A wallet's moves as the profile reads them: each in whole units of its asset (token metadata read once
// per asset), from the wallet's point of view (in or out, and the other side), priced at its block's time.
// Prices are read once per move and kept with the history; when the price source fails the moves stay
// unpriced and the answer says prices are unavailable (retried on the next ask).
import { formatUnits } from 'viem';
import type { AssetId } from '@whalewatch/contracts';
import type { Address, ChainSource, TokenMetadata } from '../chain';
import { UNKNOWN_TOKEN } from '../chain';
import type { PriceSource } from '../prices';
import { priceKey } from '../prices';
import type { PnlMove } from './pnl';
import type { LoadedHistory } from './wallet-histories';

export const ETHER: TokenMetadata = { name: 'Ether', symbol: 'ETH', decimals: 18 };
/** Wrapped ether on mainnet: counted as ether in profit and loss (wrapping is no trade). */
export const WETH: Address = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';

/** A move as profit and loss reads it, with the other side of it. */
export type PricedMove = PnlMove & {
  /** The other side of the move. */
  counterparty: Address;
};

export type PricedHistory = { moves: PricedMove[]; pricesAvailable: boolean; info: ReadonlyMap<AssetId, TokenMetadata> };

type Logger = { warn(object: object, message: string): void };

const METADATA_READS_AT_ONCE = 8;

/**
 * Name, symbol and decimals of every asset in the history: ether's own; a token's as the history knows it
 * (the source's records), else read from its contract once and kept with the history.
 */
async function assetInfo(history: LoadedHistory, chain: ChainSource): Promise<Map<AssetId, TokenMetadata>> {
  const info = new Map<AssetId, TokenMetadata>();
  const missing = new Set<Address>();
  for (const { asset } of history.moves) {
    if (asset === 'eth') info.set(asset, ETHER);
    else if (history.tokens.has(asset)) info.set(asset, history.tokens.get(asset) as TokenMetadata);
    else missing.add(asset);
  }
  const unknown = [...missing];
  for (let start = 0; start < unknown.length; start += METADATA_READS_AT_ONCE) {
    const batch = unknown.slice(start, start + METADATA_READS_AT_ONCE);
    const read = await Promise.all(batch.map((token) => chain.tokenMetadata(token)));
    batch.forEach((token, index) => {
      const metadata = read[index] ?? UNKNOWN_TOKEN;
      history.tokens.set(token, metadata);
      info.set(token, metadata);
    });
  }
  return info;
}

/** Reads the prices the history does not have yet; false when the price source failed. */
async function fillPrices(history: LoadedHistory, prices: PriceSource, log?: Logger): Promise<boolean> {
  const missing: number[] = [];
  history.prices.forEach((price, index) => price === undefined && missing.push(index));
  if (missing.length === 0) return true;
  try {
    const found = await prices.pricesAt(missing.map((index) => ({ asset: history.moves[index].asset, at: history.moves[index].at })));
    for (const index of missing) {
      const move = history.moves[index];
      history.prices[index] = found.get(priceKey(move.asset, move.at)) ?? null;
    }
    return true;
  } catch (error) {
    log?.warn({ err: error }, 'historical prices unavailable for a wallet profile');
    return false;
  }
}

export async function pricedHistory(history: LoadedHistory, chain: ChainSource, prices: PriceSource, log?: Logger): Promise<PricedHistory> {
  const [info, pricesAvailable] = await Promise.all([assetInfo(history, chain), fillPrices(history, prices, log)]);
  const moves: PricedMove[] = [];
  history.moves.forEach((move, index) => {
    if (move.from === move.to) return; // to itself: nothing moved
    const metadata = info.get(move.asset) ?? UNKNOWN_TOKEN;
    const direction = move.to === history.wallet ? 'in' : 'out';
    moves.push({
      hash: move.hash,
      blockNumber: Number(move.blockNumber),
      logIndex: move.logIndex,
      at: move.at,
      asset: move.asset,
      symbol: metadata.symbol,
      name: metadata.name,
      direction,
      counterparty: direction === 'in' ? move.from : move.to,
      amount: Number(formatUnits(move.value, metadata.decimals)),
      priceUsd: history.prices[index] ?? null,
    });
  });
  return { moves, pricesAvailable, info };
}
