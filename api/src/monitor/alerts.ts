// From a watched wallet's moves in one transaction to the alert it is owed (DESIGN.md §8): each move
// valued in USD at its block's time (at the time it was seen when the block's time is unknown, as in
// wallet polling through an explorer), the wallet's value filters applied, the rest worded once. Prices
// are read before any database transaction (DESIGN.md §8 "No network I/O inside a database transaction").
//
// Filters (a watcher's monitor options):
// - minTransactionValue (ETH) applies to every move: ether by its amount, a token by its USD value
//   converted at the ether price of the block ($200 of USDC is under 0.1 ETH at $3,120/ETH); a finite
//   approval by the value it allows. Unlimited approvals and revocations pass: they are about risk, not size.
// - A token without a price alerts only when alertUnpricedTokens is on (on mainnet these are mostly spam).
// - When no ether price can be read at all (the price source is down), tokens are not filtered by
//   value and no dollars are shown: an outage must not silence alerts.
// - direction: the transaction alerts when a move that passed goes the chosen way (approvals are 'out').
import { formatUnits, parseEther } from 'viem';
import type { Address } from '../chain';
import type { StoredMove } from '../db';
import { dexVenueName } from '../labels';
import { knownLabel, labelIn, type AddressBook } from '../labels';
import { KNOWN_CHAINS } from '@whalewatch/contracts';
import { describeAlert, swapLegs } from '../notifications';
import type { NewNotification } from '../notifications';
import { priceKey, type PriceSource } from '../prices';
import type { WalletRecord, WalletRecordBook } from '../wallets';
import { idempotencyKey, type RawMove, type WalletTransaction } from './match-block';
import type { MonitorOptions } from './watch-index';

/** USD prices for one transaction's moves at its block's time; ethUsd null when prices could not be read. */
export type Valuation = { ethUsd: number | null; tokenUsd: ReadonlyMap<Address, number> };

export const NO_PRICES: Valuation = { ethUsd: null, tokenUsd: new Map() };

/** When a transaction's moves are valued: its block's time, else when it was seen. */
const valuedAt = (group: WalletTransaction, seenAt: Date) => group.blockTimestamp ?? Math.floor(seenAt.getTime() / 1000);

/** Each transaction's prices at its block's time, all read in one ask (throws when prices cannot be read). */
export async function valuationsFor(
  groups: WalletTransaction[],
  prices: PriceSource,
  seenAt: Date,
): Promise<Map<WalletTransaction, Valuation>> {
  const valuations = new Map<WalletTransaction, Valuation>();
  if (groups.length === 0) return valuations;
  const queries = groups.flatMap((group) => {
    const at = valuedAt(group, seenAt);
    return [{ asset: 'eth' as const, at }, ...group.moves.flatMap((move) => (move.token ? [{ asset: move.token, at }] : []))];
  });
  const found = await prices.pricesAt(queries);
  for (const group of groups) {
    const at = valuedAt(group, seenAt);
    const tokenUsd = new Map<Address, number>();
    for (const { token } of group.moves) {
      const price = token ? found.get(priceKey(token, at)) : undefined;
      if (token && price !== undefined) tokenUsd.set(token, price);
    }
    valuations.set(group, { ethUsd: found.get(priceKey('eth', at)) ?? null, tokenUsd });
  }
  return valuations;
}

type ValuedMove = { raw: RawMove; priceUsd: number | null; amount: number };

function valued(move: RawMove, valuation: Valuation): ValuedMove {
  const priceUsd = move.token ? (valuation.tokenUsd.get(move.token) ?? null) : valuation.ethUsd;
  return { raw: move, priceUsd, amount: Number(formatUnits(move.value, move.decimals)) };
}

// The number's shortest decimal form: parseEther refuses exponents (1e-7), and toFixed(18) is not exact (0.1 → …006).
const decimalText = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 18 });
const minimumWei = (options: MonitorOptions) => parseEther(decimalText.format(options.minTransactionValue));

function passes({ raw, priceUsd, amount }: ValuedMove, options: MonitorOptions, ethUsd: number | null): boolean {
  if (raw.kind === 'ether') return raw.value >= minimumWei(options);
  if (ethUsd === null) return true;
  if (priceUsd === null) return options.alertUnpricedTokens;
  if (raw.kind === 'approval' && (raw.unlimited || raw.value === 0n)) return true;
  return (amount * priceUsd) / ethUsd >= options.minTransactionValue;
}

function stored({ raw, priceUsd, amount }: ValuedMove, book: AddressBook | undefined, pricesRead: boolean, chain?: string): StoredMove {
  return {
    kind: raw.kind,
    direction: raw.direction,
    amount: raw.unlimited ? 'unlimited' : formatUnits(raw.value, raw.decimals),
    symbol: raw.symbol,
    token: raw.token,
    // An approval moves nothing: it has no value of its own.
    valueUsd: raw.kind !== 'approval' && priceUsd !== null ? amount * priceUsd : null,
    priced: !pricesRead || priceUsd !== null,
    counterparty: raw.counterparty,
    counterpartyLabel: labelIn(book, raw.counterparty, chain),
  };
}

/** The DEX of a swap: the transaction's recipient, or a counterparty, that is a known router or pool. */
const venueOf = (group: WalletTransaction, moves: StoredMove[], chain?: string) =>
  dexVenueName([group.txTo, ...moves.map((move) => move.counterparty)], chain);

/**
 * The chain an alert happened on: its id, its slug (whose public labels apply; Ethereum's when absent)
 * and name; `inWords` names it at the end of the alert's words ('… on Base') — set on every chain but the
 * first one watched, whose alerts read as they always have.
 */
export type AlertChain = { id: number; slug?: string; name?: string; inWords?: string };

/** The chain a monitor's alerts are on, from its configuration (Ethereum's slug and name where it names none). */
export function alertChainOf(config: { chainId: number; chainSlug?: string; chainName?: string; chainWords?: string }) {
  return { id: config.chainId, slug: config.chainSlug ?? 'ethereum', name: config.chainName ?? 'Ethereum', inWords: config.chainWords };
}

/** Ether sent to a bridge whose other end is a known chain: the alert says "bridged … from A to B". */
function bridgeOf(chain: AlertChain, moves: StoredMove[]): { from: string; to: string } | undefined {
  const [move] = moves;
  if (moves.length !== 1 || move.kind !== 'ether' || move.direction !== 'out') return undefined;
  const to = knownLabel(move.counterparty, chain.slug)?.bridgesTo;
  const destination = to ? KNOWN_CHAINS.find((known) => known.slug === to) : undefined;
  return destination ? { from: chain.name ?? 'Ethereum', to: destination.name } : undefined;
}

/** The alert a wallet transaction is owed, or null when the watcher's filters leave nothing. */
export function toAlert(
  chain: AlertChain,
  group: WalletTransaction,
  valuation: Valuation,
  book: AddressBook | undefined,
  seenAt: Date,
  record: WalletRecord | null = null,
): NewNotification | null {
  const { options } = group.watcher;
  const kept = group.moves.map((move) => valued(move, valuation)).filter((move) => passes(move, options, valuation.ethUsd));
  if (kept.length === 0) return null;
  if (options.direction !== 'both' && !kept.some((move) => move.raw.direction === options.direction)) return null;

  const moves = kept.map((move) => stored(move, book, valuation.ethUsd !== null, chain.slug));
  const swap = swapLegs(moves);
  const venue = swap ? venueOf(group, moves, chain.slug) : null;
  const wallet = { address: group.watcher.address, nickname: group.watcher.nickname };
  const { message, lines } = describeAlert(wallet, moves, venue, { record, chainName: chain.inWords, bridge: bridgeOf(chain, moves) });
  const headline = swap?.sold ?? moves[0];
  const values = moves.flatMap((move) => (move.valueUsd === null ? [] : [move.valueUsd]));
  return {
    idempotencyKey: idempotencyKey(chain.id, group),
    chainId: chain.id,
    userId: group.watcher.userId,
    kind: 'transaction',
    walletAddress: wallet.address,
    walletNickname: wallet.nickname,
    direction: headline.direction,
    amount: headline.amount,
    symbol: headline.symbol,
    counterparty: headline.counterparty,
    message,
    lines,
    moves,
    valueUsd: values.length > 0 ? Math.max(...values) : null,
    venue,
    txHash: group.txHash,
    logIndex: null,
    blockNumber: Number(group.blockNumber),
    blockHash: group.blockHash,
    blockTime: group.blockTimestamp === null ? null : new Date(group.blockTimestamp * 1000),
    seenAt,
    status: 'pending',
  };
}

/** The alerts of one step: valued with one price read (each at its block's time), filtered, worded. */
export async function alertsFor(
  chain: AlertChain,
  groups: WalletTransaction[],
  {
    prices,
    books,
    records,
    log,
  }: {
    prices: PriceSource;
    books: ReadonlyMap<string, AddressBook>;
    records?: Pick<WalletRecordBook, 'known'>;
    log: { warn(object: object, message: string): void };
  },
  seenAt = new Date(),
): Promise<NewNotification[]> {
  let valuations = new Map<WalletTransaction, Valuation>();
  try {
    valuations = await valuationsFor(groups, prices, seenAt);
  } catch (error) {
    log.warn({ err: error }, 'prices could not be read: alerts go out without dollar values');
  }
  // A wallet's record on this chain goes with its alerts when one is known; none is computed here (alerts
  // never wait).
  return groups.flatMap(
    (group) =>
      toAlert(
        chain,
        group,
        valuations.get(group) ?? NO_PRICES,
        books.get(group.watcher.userId),
        seenAt,
        records?.known(chain.id, group.watcher.address) ?? null,
      ) ?? [],
  );
}
