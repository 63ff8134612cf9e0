// An alert in words (DESIGN.md §8): worded once here, and the same words reach the toast, the
// notification centre, emails and every channel. Amounts and dollars go through shared's one formatter.
//   'Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14'
//   'Big Whale swapped 500 ETH ($1.56M) for 1,604,233 USDC on Uniswap V3'
//   'Big Whale approved Uniswap: Permit2 to spend unlimited USDC' / 'Big Whale revoked USDC approval for …'
//   several unrelated moves: 'Big Whale made 3 moves ($2.1M)' with one line per move.
import { formatAmount, formatCompactUsd, formatSignedUsd, shortAddress, walletName } from '@whalewatch/shared/format';
import type { StoredMove } from '../db';
import type { WalletRecordSummary as WalletRecord } from '@whalewatch/contracts';

export type AlertWords = { message: string; lines: string[] };

export const TEST_NOTIFICATION_MESSAGE = 'Test notification: notifications are working';

const partyName = (move: StoredMove) => move.counterpartyLabel?.name ?? shortAddress(move.counterparty ?? '');

/** ' ($1.25M)'; ' (no price)' for a token without one; nothing when prices could not be read at all. */
function dollars(move: StoredMove): string {
  if (move.valueUsd !== null) return ` (${formatCompactUsd(move.valueUsd)})`;
  return move.priced ? '' : ' (no price)';
}

const quantity = (move: StoredMove) => `${formatAmount(move.amount)} ${move.symbol}${dollars(move)}`;

/** The move as a verb phrase: 'sent 1,250,000 USDC ($1.25M) to Binance 14'. */
export function moveWords(move: StoredMove): string {
  if (move.kind === 'approval') {
    if (move.amount === 'unlimited') return `approved ${partyName(move)} to spend unlimited ${move.symbol}`;
    if (Number(move.amount) === 0) return `revoked ${move.symbol} approval for ${partyName(move)}`;
    return `approved ${partyName(move)} to spend ${formatAmount(move.amount)} ${move.symbol}`;
  }
  return move.direction === 'out' ? `sent ${quantity(move)} to ${partyName(move)}` : `received ${quantity(move)} from ${partyName(move)}`;
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const largest = (moves: StoredMove[]) => moves.reduce((best, move) => ((move.valueUsd ?? -1) > (best.valueUsd ?? -1) ? move : best));

/**
 * The swap in the moves, if they are one: the wallet sends one asset and receives another in the same
 * transaction. The legs are the largest (by USD) sent and received.
 */
export function swapLegs(moves: StoredMove[]): { sold: StoredMove; bought: StoredMove } | null {
  const assets = moves.filter((move) => move.kind !== 'approval');
  const sent = assets.filter((move) => move.direction === 'out');
  const received = assets.filter((move) => move.direction === 'in');
  if (sent.length === 0 || received.length === 0) return null;
  const sold = largest(sent);
  const bought = largest(received);
  return sold.token === bought.token ? null : { sold, bought };
}

/**
 * A transaction's moves as a verb phrase with the wallet left out ('swapped 500 ETH ($1.56M) for 1,604,233
 * USDC on Uniswap V3'), and one line per move where the phrase sums several up; `venue` names the DEX of a
 * swap when known.
 */
export function describeMoves(moves: StoredMove[], venue: string | null): { phrase: string; lines: string[] } {
  const swap = swapLegs(moves);
  const everyMove = () => moves.map((move) => capitalised(moveWords(move)));
  if (swap) {
    // Dollars once: on what was sold, or on what was bought when only that has a price.
    const soldPriced = swap.sold.valueUsd !== null;
    const sold = soldPriced ? quantity(swap.sold) : `${formatAmount(swap.sold.amount)} ${swap.sold.symbol}`;
    const bought = soldPriced ? `${formatAmount(swap.bought.amount)} ${swap.bought.symbol}` : quantity(swap.bought);
    return { phrase: `swapped ${sold} for ${bought}${venue ? ` on ${venue}` : ''}`, lines: moves.length > 2 ? everyMove() : [] };
  }
  if (moves.length === 1) return { phrase: moveWords(moves[0]), lines: [] };
  const priced = moves.filter((move) => move.valueUsd !== null);
  const total = priced.length > 0 ? ` (${formatCompactUsd(priced.reduce((sum, move) => sum + (move.valueUsd ?? 0), 0))})` : '';
  return { phrase: `made ${moves.length} moves${total}`, lines: everyMove() };
}

/** A wallet's 30-day record beside its name: '+$1.2M 30 d, 64 % wins'; null when it closed nothing in them. */
export function recordWords({ realizedUsd, winRate, closedPositions }: WalletRecord): string | null {
  if (closedPositions === 0 || winRate === null) return null;
  return `${formatSignedUsd(realizedUsd)} 30 d, ${Math.round(winRate * 100)} % wins`;
}

/** What else an alert's words say: the wallet's record, the chain it is on, or the bridge its ether went through. */
export type AlertContext = {
  record?: WalletRecord | null;
  /** Named at the end where set: '… on Base', or after a swap's DEX: '… on Uniswap V3 (Base)'. */
  chainName?: string;
  /** The one move is ether sent into a bridge: 'bridged 200 ETH ($624K) from Ethereum to Base'. */
  bridge?: { from: string; to: string };
};

/**
 * The alert's words from the wallet's point of view; `venue` names the DEX of a swap when known, and a
 * known `record` goes beside the wallet's name: 'Big Whale (+$1.2M 30 d, 64 % wins) swapped …'.
 */
export function describeAlert(
  wallet: { address: string; nickname: string },
  moves: StoredMove[],
  venue: string | null,
  { record = null, chainName, bridge }: AlertContext = {},
): AlertWords {
  const words = record ? recordWords(record) : null;
  const name = words ? `${walletName(wallet)} (${words})` : walletName(wallet);
  // A bridge names both of its chains itself.
  if (bridge && moves.length === 1)
    return { message: `${name} bridged ${quantity(moves[0])} from ${bridge.from} to ${bridge.to}`, lines: [] };
  const described = describeMoves(moves, venue);
  const phrase = !chainName
    ? described.phrase
    : venue && described.phrase.endsWith(` on ${venue}`)
      ? `${described.phrase} (${chainName})`
      : `${described.phrase} on ${chainName}`;
  return { message: `${name} ${phrase}`, lines: described.lines };
}

/** What notifications stored before alerts were grouped by transaction hold: one move each. */
export type LegacyNotification = {
  kind: string;
  walletAddress: string;
  walletNickname: string;
  direction: string;
  amount: string;
  symbol: string;
  counterparty: string | null;
};

/** The one move of a notification stored before alerts were grouped; null for a test notification. */
export function legacyMove(notification: LegacyNotification): StoredMove | null {
  const { kind, direction, amount, symbol, counterparty } = notification;
  if (kind === 'test' || kind === 'transaction') return null;
  return {
    kind: kind === 'token-approval' ? 'approval' : kind === 'ether-transfer' ? 'ether' : 'token',
    direction: direction === 'in' ? 'in' : 'out',
    amount,
    symbol,
    token: null,
    valueUsd: null,
    priced: true,
    counterparty,
    counterpartyLabel: null,
  };
}

/** Words for a notification stored before alerts were grouped (and for the test notification). */
export function describeLegacy(notification: LegacyNotification): string {
  const move = legacyMove(notification);
  if (!move) return TEST_NOTIFICATION_MESSAGE;
  return `${walletName({ address: notification.walletAddress, nickname: notification.walletNickname })} ${moveWords(move)}`;
}
