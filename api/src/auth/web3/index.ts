// Sign in with Ethereum (issue 36): GoTrue's web3 grant on the embedded auth service, and linking a wallet
// to an account. (embedded-auth.ts reads an account's wallets from ./identity directly: this face leads to
// the service, which uses embedded-auth.)
export { walletIdentityRoutes } from './routes';
export { walletAuth, type WalletAuth, type WalletAuthOptions } from './service';
