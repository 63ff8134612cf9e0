/** The product's page for a transaction (its alerts, moves and latency receipt). */
export const TRANSACTION_ROUTE = '/tx/:hash';

/**
 * The same path as shared's `transactionPath`, which the remotes use: shared's lives beside the address
 * formatting (and its keccak), which the shell's first load leaves out.
 */
export const transactionPath = (hash: string) => `/tx/${hash}`;
