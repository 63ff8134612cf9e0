// The words of a link to a block explorer, after its site: 'View on Etherscan', 'View on Basescan'
// (OP Mainnet's optimistic.etherscan.io is Etherscan's too).
export const VIEW_ON_ETHERSCAN = 'View on Etherscan';

export function viewOnExplorer(url: string): string {
  const labels = new URL(url).hostname.split('.');
  const site = labels.length > 1 ? labels[labels.length - 2] : labels[0];
  return `View on ${site.charAt(0).toUpperCase()}${site.slice(1)}`;
}
