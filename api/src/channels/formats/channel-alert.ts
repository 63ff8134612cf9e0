// An alert as every channel sends it: the notification's words (describe.ts: the same words as the toast,
// the centre and emails), its dollars and wallet, its idempotency key (the webhook-id receivers
// de-duplicate by) and a link to its page in the product (`/tx/:hash` on SITE_URL).
import type { StoredMove } from '../../db';
import { TEST_NOTIFICATION_MESSAGE } from '../../notifications';
import { toWalletNotification, type NotificationRow } from '../../notifications';

export type ChannelAlert = {
  /** The alert's idempotency key (a test's: test:<uuid>). */
  id: string;
  type: 'alert.created' | 'alert.test';
  message: string;
  lines: string[];
  wallet: { address: string; nickname: string } | null;
  moves: StoredMove[];
  valueUsd: number | null;
  venue: string | null;
  /** The chain it happened on ({ id, slug, name }); null for a test. */
  chain: { id: number; slug: string; name: string } | null;
  txHash: string | null;
  blockNumber: number | null;
  /** pending (seen, not yet final), confirmed or retracted. */
  status: string;
  createdAt: string;
  /** The alert's page in the product, when it is about a transaction. */
  link: string | null;
};

/**
 * The transaction's page in the product: `/tx/<chain>/<hash>` off Ethereum (`/tx/base/0x…`), `/tx/<hash>`
 * on Ethereum, as every link sent before there were other chains (that page finds the hash on any chain).
 */
export const txLink = (siteUrl: string, txHash: string | null, chain?: { slug: string } | null) =>
  txHash ? (chain && chain.slug !== 'ethereum' ? `${siteUrl}/tx/${chain.slug}/${txHash}` : `${siteUrl}/tx/${txHash}`) : null;

export function alertOf(row: NotificationRow, siteUrl: string): ChannelAlert {
  const notification = toWalletNotification(row);
  const isTest = row.kind === 'test';
  return {
    id: row.idempotencyKey,
    type: isTest ? 'alert.test' : 'alert.created',
    message: notification.message,
    lines: notification.lines,
    wallet: isTest ? null : notification.wallet,
    moves: notification.moves,
    valueUsd: notification.valueUsd,
    venue: notification.venue,
    chain: notification.chain,
    txHash: notification.txHash,
    blockNumber: notification.blockNumber,
    status: notification.status,
    createdAt: notification.createdAt,
    link: txLink(siteUrl, notification.txHash, notification.chain),
  };
}

/** What "Send test" sends to one channel. */
export function testAlert(id: string, at: Date): ChannelAlert {
  return {
    id,
    type: 'alert.test',
    message: TEST_NOTIFICATION_MESSAGE,
    lines: [],
    wallet: null,
    moves: [],
    valueUsd: null,
    venue: null,
    chain: null,
    txHash: null,
    blockNumber: null,
    status: 'confirmed',
    createdAt: at.toISOString(),
    link: null,
  };
}
