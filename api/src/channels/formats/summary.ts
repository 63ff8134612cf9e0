// The lines under an alert's headline in chat channels: its moves (when they were unrelated), the wallet
// and its largest USD value. Plain text; each format escapes it for its own markup.
import { formatCompactUsd, walletName } from '@whalewatch/shared/format';
import type { ChannelAlert } from './channel-alert';

export function detailLines(alert: ChannelAlert): string[] {
  const details = [...alert.lines];
  if (alert.wallet) details.push(`Wallet: ${walletName(alert.wallet)} (${alert.wallet.address})`);
  if (alert.valueUsd !== null) details.push(`Value: ${formatCompactUsd(alert.valueUsd)}`);
  if (alert.status === 'pending') details.push('Not final yet: waiting for confirmations');
  return details;
}

export const digestTitle = (count: number) => `${count} new alert${count === 1 ? '' : 's'}`;
