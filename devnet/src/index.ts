// @whalewatch/devnet: a local Ethereum chain (anvil) with the spec's popular tokens at their mainnet
// addresses, seeded whale and retail accounts, and simulated activity every block.
export {
  startDevnet,
  DEFAULT_BLOCK_TIME_SECONDS,
  DEFAULT_HISTORY,
  DEFAULT_HISTORY_DAYS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_SEED,
} from './devnet';
export type { Devnet, DevnetOptions } from './devnet';
export { DEVNET_TOKENS, ETH, tokenByAddress, tokenBySymbol } from './tokens';
export type { Address, Asset, DevnetToken } from './tokens';
export { deriveAccounts, devnetAddress, devnetPrivateKey, RETAIL_COUNT, SPENDER_COUNT, WHALE_COUNT } from './accounts';
export type { AccountRole, DevnetAccounts } from './accounts';
export {
  DEVNET_EXCHANGES,
  DEVNET_ROUTER_ADDRESS,
  DEVNET_ROUTER_ADDRESSES,
  DISPERSE_ADDRESS,
  EXCHANGE_ADDRESSES,
  PERMIT2_ADDRESS,
  UNIVERSAL_ROUTER_ADDRESS,
} from './counterparties';
export type { DevnetExchange } from './counterparties';
export { disperseAbi, MULTICALL3_ADDRESS, routerAbi, tokenMintAbi } from './contracts';
export { DEVNET_CHAIN_ID, devnetChain } from './chain';
export { planBlockActivity, WHALE_MOVE_CHANCE } from './block-plan';
export { sendBlockActivity } from './simulator';
export { createRpc, type Rpc } from './rpc';
export { planHistory } from './history-plan';
export type { HistoryBlock, HistoryPlan, HistorySpan } from './history-plan';
export { swapOnDevnet } from './swap';
export type { DevnetSwapRequest, DevnetSwapResult } from './swap';
export { quoteSwap, SWAP_FEE } from './amounts';
export { devnetPriceAt, DEVNET_REFERENCE_PRICES, PRICE_PATH_ANCHOR } from './price-path';
export type { PricedAsset } from './price-path';
export type { Action, Swap } from './actions';
export { MAX_UINT256 } from './actions';
export { PortInUseError } from './anvil';
