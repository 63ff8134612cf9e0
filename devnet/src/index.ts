// @whalewatch/devnet: a local Ethereum chain (anvil) with the spec's popular tokens at their mainnet
// addresses, seeded whale and retail accounts, and simulated activity every block.
export { startDevnet, DEFAULT_BLOCK_TIME_SECONDS, DEFAULT_HISTORY, DEFAULT_HOST, DEFAULT_PORT, DEFAULT_SEED } from './devnet';
export type { Devnet, DevnetOptions } from './devnet';
export { DEVNET_TOKENS, tokenBySymbol } from './tokens';
export type { Address, DevnetToken } from './tokens';
export { deriveAccounts, devnetAddress, devnetPrivateKey, RETAIL_COUNT, SPENDER_COUNT, WHALE_COUNT } from './accounts';
export type { AccountRole, DevnetAccounts } from './accounts';
export { MULTICALL3_ADDRESS, tokenMintAbi } from './contracts';
export { DEVNET_CHAIN_ID, devnetChain } from './chain';
export { planBlockActivity } from './block-plan';
export { planHistory } from './history-plan';
export type { Action } from './actions';
export { MAX_UINT256 } from './actions';
export { PortInUseError } from './anvil';
