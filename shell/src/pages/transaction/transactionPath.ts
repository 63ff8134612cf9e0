/** The product's page for a transaction (its alerts, moves and latency receipt), on any chain. */
export const TRANSACTION_ROUTE = '/tx/:hash';
/** The same page for the transaction on one chain (`/tx/base/0x…`): only that chain's alerts. */
export const CHAIN_TRANSACTION_ROUTE = '/tx/:chain/:hash';

/**
 * The same path as shared's `transactionPath`, which the remotes use: shared's lives beside the address
 * formatting (and its keccak), which the shell's first load leaves out.
 */
export const transactionPath = (hash: string, chain?: { slug: string } | null) =>
  chain && chain.slug !== 'ethereum' ? `/tx/${chain.slug}/${hash}` : `/tx/${hash}`;
