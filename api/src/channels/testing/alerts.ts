// Alerts as the monitor stores them, for channel tests: stored through the notifications repo, so the
// outbox trigger queues them exactly as it queues the monitor's.
import type { Db } from '../../db/database';
import { insertAndAnnounce } from '../../notifications/repo';

export const WHALE = '0x28c6c06298d514db089934071355e5743bf21d60';
export const OTHER_WHALE = '0x21a31ee1afc51d94c2efccaa2092ad1028285549';

let sequence = 0;

export type StoredAlert = { id: string; idempotencyKey: string; txHash: string; message: string };

/** One alert about a new transaction of `wallet` for `userId`, created at `at`. */
export async function storeAlert(db: Db, userId: string, { wallet = WHALE, at = new Date(), usd = 1_250_000 }: { wallet?: string; at?: Date; usd?: number } = {}): Promise<StoredAlert> {
  sequence += 1;
  const txHash = `0x${(Date.now() * 1000 + sequence).toString(16).padStart(64, '0')}`;
  const message = `Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14`;
  const [row] = await insertAndAnnounce(db, [
    {
      idempotencyKey: `31337:${txHash}:${userId}:${wallet}`,
      userId,
      kind: 'transaction',
      walletAddress: wallet,
      walletNickname: wallet === WHALE ? 'Big Whale' : wallet,
      direction: 'out',
      amount: '1250000',
      symbol: 'USDC',
      counterparty: '0x28c6c06298d514db089934071355e5743bf21d61',
      message,
      lines: [],
      moves: [
        {
          kind: 'token',
          direction: 'out',
          amount: '1250000',
          symbol: 'USDC',
          token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          valueUsd: usd,
          priced: true,
          counterparty: '0x28c6c06298d514db089934071355e5743bf21d61',
          counterpartyLabel: { name: 'Binance 14', kind: 'exchange' },
        },
      ],
      valueUsd: usd,
      txHash,
      blockNumber: 100 + sequence,
      status: 'pending',
      createdAt: at,
    },
  ]);
  return { id: row.id, idempotencyKey: row.idempotencyKey, txHash, message };
}
