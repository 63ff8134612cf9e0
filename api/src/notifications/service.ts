// Notifications that do not come from the chain.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { TEST_NOTIFICATION_MESSAGE } from './describe';
import * as repo from './repo';

/** A test notification, stored and announced like any other, so it reaches every open stream. */
export async function sendTestNotification(db: Db, userId: string) {
  const [row] = await repo.insertAndAnnounce(db, [
    {
      idempotencyKey: `test:${randomUUID()}`,
      userId,
      kind: 'test',
      walletAddress: '',
      walletNickname: 'Whalewatch',
      direction: 'in',
      amount: '0',
      symbol: 'ETH',
      message: TEST_NOTIFICATION_MESSAGE,
      lines: [],
      moves: [],
      status: 'confirmed',
    },
  ]);
  return repo.toWalletNotification(row);
}
