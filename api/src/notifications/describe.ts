// A notification in words, for emails (the shell words its toasts the same way).
export type DescribedNotification = {
  kind: string;
  walletAddress: string;
  walletNickname: string;
  direction: string;
  amount: string;
  symbol: string;
  counterparty: string | null;
};

const short = (address: string) => (address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

export function describeNotification(notification: DescribedNotification): string {
  const { kind, walletAddress, walletNickname, direction, amount, symbol, counterparty } = notification;
  if (kind === 'test') return 'Test notification: notifications are working';
  const name = walletNickname && walletNickname.toLowerCase() !== walletAddress.toLowerCase() ? walletNickname : short(walletAddress);
  const other = short(counterparty ?? '');
  if (kind === 'token-approval') return `${name}: approved ${other} to spend ${amount} ${symbol}`;
  return direction === 'in' ? `${name}: received ${amount} ${symbol} from ${other}` : `${name}: sent ${amount} ${symbol} to ${other}`;
}
