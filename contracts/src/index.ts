// @whalewatch/contracts: the api's contract with its clients. Constants are plain modules (the front
// ends bundle them); the schemas are zod (the api runs them; the front ends check answers with them in
// development and tests only, and take only their types into a production build).
export * from './constants';
export * from './errors';
export * from './route';
export * from './answers';
export * from './routes';
export * from './common';
export * from './activity';
export * from './analyzer';
export * from './audit';
export * from './account';
export * from './auth';
export * from './billing';
export * from './chains';
export * from './channels';
export * from './demo-requests';
export * from './health';
export * from './news';
export * from './notifications';
export * from './operator';
export * from './portfolio';
export * from './releases';
export * from './stealth';
export * from './tracking';
export * from './wallets';
export * from './wallet-identity';
export * from './watchlist';
export { addressInput } from './inputs/address';
export { oneLine } from './inputs/one-line';
