// A wallet's total USD value over time, one point per UTC day (the last one now). Balances are worked
// backwards from today's, read from the chain, by undoing each later move: what a wallet got before its
// loaded history (an opening balance, ether paid as gas) stays counted, as DeBank and Zerion chart it.
// Each day's balances are valued at that day's prices; a token without a price that day is left out.
import { formatUnits } from 'viem';
import type { AssetId, ValuePoint, ValueRange, WalletValueHistory } from '@whalewatch/contracts';
import type { Address, ChainSource, TokenMetadata } from '../chain';
import { UNKNOWN_TOKEN } from '../chain';
import type { PriceSource } from '../prices';
import { priceKey } from '../prices';
import type { PricedMove } from './priced-moves';

export const RANGE_DAYS: Readonly<Record<ValueRange, number>> = { '30d': 30, '90d': 90, '1y': 365 };
const DAY = 86_400;
/** Tokens named per point: the rest of a day's value is in its total. */
const TOKENS_PER_POINT = 8;

type Logger = { warn(object: object, message: string): void };

/** The ends of the range's UTC days, oldest first; the last is now. */
export function dayEnds(range: ValueRange, now: number): number[] {
  const days = RANGE_DAYS[range];
  const todayStart = Math.floor(now / DAY) * DAY;
  const ends: number[] = [];
  for (let day = days - 1; day >= 1; day -= 1) ends.push(todayStart - (day - 1) * DAY - 1);
  ends.push(now);
  return ends;
}

/** Today's balances of every asset the wallet moved, in whole units. */
async function currentBalances(
  chain: ChainSource,
  wallet: Address,
  info: ReadonlyMap<AssetId, TokenMetadata>,
): Promise<Map<AssetId, number>> {
  const tokens = [...info.keys()].filter((asset): asset is Address => asset !== 'eth');
  const [ether, raw] = await Promise.all([
    chain.nativeBalance(wallet),
    tokens.length > 0 ? chain.tokenBalances(wallet, tokens) : new Map<Address, bigint>(),
  ]);
  const balances = new Map<AssetId, number>([['eth', Number(formatUnits(ether, 18))]]);
  for (const token of tokens) balances.set(token, Number(formatUnits(raw.get(token) ?? 0n, (info.get(token) ?? UNKNOWN_TOKEN).decimals)));
  return balances;
}

/** Each day end's balances (whole units, never below 0), by walking the moves back from today's. */
export function dailyBalances(
  moves: readonly PricedMove[],
  today: ReadonlyMap<AssetId, number>,
  ends: readonly number[],
): Map<AssetId, number>[] {
  const running = new Map(today);
  const days = new Array<Map<AssetId, number>>(ends.length);
  let next = moves.length - 1;
  for (let day = ends.length - 1; day >= 0; day -= 1) {
    for (; next >= 0 && moves[next].at > ends[day]; next -= 1) {
      const move = moves[next];
      const undo = move.direction === 'in' ? -move.amount : move.amount;
      running.set(move.asset, (running.get(move.asset) ?? 0) + undo);
    }
    days[day] = new Map([...running].filter(([, amount]) => amount > 1e-12));
  }
  return days;
}

export async function valueHistory(
  { chain, prices, log }: { chain: ChainSource; prices: PriceSource; log?: Logger },
  wallet: Address,
  moves: readonly PricedMove[],
  info: ReadonlyMap<AssetId, TokenMetadata>,
  range: ValueRange,
  now: number,
): Promise<Omit<WalletValueHistory, 'chain'>> {
  const ends = dayEnds(range, now);
  const balances = dailyBalances(moves, await currentBalances(chain, wallet, info), ends);
  const queries = balances.flatMap((held, day) => [...held.keys()].map((asset) => ({ asset, at: ends[day] })));
  let found: Map<string, number> | null = null;
  try {
    found = await prices.pricesAt(queries);
  } catch (error) {
    log?.warn({ err: error }, 'historical prices unavailable for a value chart');
  }
  const points = balances.map((held, day): ValuePoint => {
    const tokens: ValuePoint['tokens'] = [];
    for (const [asset, amount] of held) {
      const price = found?.get(priceKey(asset, ends[day]));
      if (price !== undefined) tokens.push({ asset, symbol: (info.get(asset) ?? UNKNOWN_TOKEN).symbol, valueUsd: amount * price });
    }
    tokens.sort((a, b) => b.valueUsd - a.valueUsd);
    const totalUsd = tokens.length > 0 ? tokens.reduce((sum, token) => sum + token.valueUsd, 0) : held.size === 0 ? 0 : null;
    return { at: ends[day], totalUsd, tokens: tokens.slice(0, TOKENS_PER_POINT) };
  });
  return { range, status: found ? 'ok' : 'unavailable', points };
}
