// The db folder's public face: what the api's other folders may use of it.
export { backupFileName } from './backup';
export { createDatabase, type Database, type Db, type Unlisten } from './database';
export * from './schema';
export * from './schema-audit';
export * from './schema-web3';
export { announceWatchListChange, WATCHLIST_CHANNEL } from './watch-list-changes';
