// The wallets folder's public face: what the api's other folders may use of it.
export { type WalletRecord, type WalletRecordBook, walletRecordBook } from './record-book';
export { type RecordWarmer, recordWarmer } from './record-warmer';
export { walletRoutes } from './routes';
export { walletRecords } from './service';
