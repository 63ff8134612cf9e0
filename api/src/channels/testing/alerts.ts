// Alerts as the monitor stores them, for channel tests: worded by describe.ts and stored through the
// notifications repo, so the outbox trigger queues them exactly as it queues the monitor's; and alerts as
// the channel formats receive them, for the format tests.
import type { Db } from '../../db/database';
import type { StoredMove } from '../../db/schema';
import { describeAlert } from '../../notifications/describe';
import { insertAndAnnounce } from '../../notifications/repo';
import { txLink, type ChannelAlert } from '../formats/channel-alert';

export const WHALE = '0x28c6c06298d514db089934071355e5743bf21d60';
export const OTHER_WHALE = '0x21a31ee1afc51d94c2efccaa2092ad1028285549';

let sequence = 0;

export type StoredAlert = { id: string; idempotencyKey: string; txHash: string; message: string };

/**
 * One alert about a new transaction of `wallet` for `userId`, created at `at`: the wallet (nicknamed
 * `nickname`) sent 1,250,000 `symbol` to Binance 14.
 */
export async function storeAlert(
  db: Db,
  userId: string,
  {
    wallet = WHALE,
    at = new Date(),
    usd = 1_250_000,
    nickname = wallet === WHALE ? 'Big Whale' : wallet,
    symbol = 'USDC',
  }: { wallet?: string; at?: Date; usd?: number; nickname?: string; symbol?: string } = {},
): Promise<StoredAlert> {
  sequence += 1;
  const txHash = `0x${(Date.now() * 1000 + sequence).toString(16).padStart(64, '0')}`;
  const move: StoredMove = {
    kind: 'token',
    direction: 'out',
    amount: '1250000',
    symbol,
    token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    valueUsd: usd,
    priced: true,
    counterparty: '0x28c6c06298d514db089934071355e5743bf21d61',
    counterpartyLabel: { name: 'Binance 14', kind: 'exchange' },
  };
  const { message } = describeAlert({ address: wallet, nickname }, [move], null);
  const [row] = await insertAndAnnounce(db, [
    {
      idempotencyKey: `31337:${txHash}:${userId}:${wallet}`,
      userId,
      kind: 'transaction',
      walletAddress: wallet,
      walletNickname: nickname,
      direction: 'out',
      amount: '1250000',
      symbol,
      counterparty: '0x28c6c06298d514db089934071355e5743bf21d61',
      message,
      lines: [],
      moves: [move],
      valueUsd: usd,
      txHash,
      blockNumber: 100 + sequence,
      status: 'pending',
      createdAt: at,
    },
  ]);
  return { id: row.id, idempotencyKey: row.idempotencyKey, txHash, message };
}

const ROUTER = '0xe592427a0aece92de3edee1f18e0157c05861564';
const SCAM_TOKEN = '0x00000000000000000000000000000000000000aa';

/**
 * An alert as the channel formats receive it, worded by describe.ts as the monitor words it: the wallet
 * (nicknamed `nickname`) swapped 500 ETH for 1,604,233 `symbol` on Uniswap V3 and sent 10 `symbol` on,
 * so the nickname is in the headline and the Wallet line, and the symbol in the headline and two lines.
 */
export function channelAlert({
  nickname = 'Big Whale',
  symbol = 'USDC',
  txHash = `0x${'ab'.repeat(32)}`,
  siteUrl = 'https://whalewatch.example',
} = {}): ChannelAlert {
  const router = { name: 'Uniswap V3: Router', kind: 'dex' };
  const moves: StoredMove[] = [
    {
      kind: 'ether',
      direction: 'out',
      amount: '500',
      symbol: 'ETH',
      token: null,
      valueUsd: 1_560_000,
      priced: true,
      counterparty: ROUTER,
      counterpartyLabel: router,
    },
    {
      kind: 'token',
      direction: 'in',
      amount: '1604233',
      symbol,
      token: SCAM_TOKEN,
      valueUsd: null,
      priced: false,
      counterparty: ROUTER,
      counterpartyLabel: router,
    },
    {
      kind: 'token',
      direction: 'out',
      amount: '10',
      symbol,
      token: SCAM_TOKEN,
      valueUsd: null,
      priced: false,
      counterparty: OTHER_WHALE,
      counterpartyLabel: null,
    },
  ];
  const wallet = { address: WHALE, nickname };
  const { message, lines } = describeAlert(wallet, moves, 'Uniswap V3');
  return {
    id: `31337:${txHash}:user:${WHALE}`,
    type: 'alert.created',
    message,
    lines,
    wallet,
    moves,
    valueUsd: 1_560_000,
    venue: 'Uniswap V3',
    chain: { id: 1, slug: 'ethereum', name: 'Ethereum' },
    txHash,
    blockNumber: 100,
    status: 'confirmed',
    createdAt: new Date(0).toISOString(),
    link: txLink(siteUrl, txHash),
  };
}
