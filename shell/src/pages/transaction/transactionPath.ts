/** The product's page for a transaction (its alerts, moves and latency receipt). */
export const TRANSACTION_ROUTE = '/tx/:hash';

export const transactionPath = (hash: string) => `/tx/${hash}`;
