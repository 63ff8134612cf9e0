// @whalewatch/devnet: local chains (anvil) standing in for Ethereum (the L1) and Base (the L2), with
// popular tokens at their real addresses, the same seeded whale and retail accounts on both, simulated
// activity every block, and a simulated bridge from the L1 to the L2.
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
export { DEFAULT_L2_BLOCK_TIME_SECONDS, DEFAULT_L2_HISTORY, DEFAULT_L2_PORT, L2_READY_PREFIX, READY_PREFIX } from './cli-options';
export { DEVNET_L2_TOKENS, DEVNET_TOKENS, ETH, tokenByAddress, tokenBySymbol } from './tokens';
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
export { CONTRACT_WALLET_ARTIFACT, disperseAbi, MULTICALL3_ADDRESS, routerAbi, tokenMintAbi } from './contracts';
export { devnetChain } from './chain';
export { DEVNET_CHAIN_ID, DEVNET_CHAINS, DEVNET_L1, DEVNET_L2, DEVNET_L2_CHAIN_ID, devnetChainProfile } from './chains';
export type { DevnetChainProfile } from './chains';
export { BRIDGE_FEE_WEI, bridgedAmount, bridgeOnDevnet, DEVNET_BRIDGES } from './bridge';
export type { DevnetBridgeRequest, DevnetBridgeResult } from './bridge';
export { startBridgeRelay } from './bridge-relay';
export type { BridgeRelay, BridgeRelayOptions } from './bridge-relay';
export { planBlockActivity, WHALE_BRIDGE_SHARE, WHALE_MOVE_CHANCE } from './block-plan';
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
