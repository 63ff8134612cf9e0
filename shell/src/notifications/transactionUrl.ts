import { getConfig, type WalletNotification } from '@whalewatch/shared';

/** The notification's transaction on the block explorer; null for a test notification. */
export function transactionUrl(notification: Pick<WalletNotification, 'txHash'>): string | null {
  return notification.txHash ? `${getConfig().explorerUrl}/tx/${notification.txHash}` : null;
}
