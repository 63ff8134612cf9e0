// Which chain data the api reads: Etherscan's V2 API when explorer keys are configured, otherwise any
// JSON-RPC node (the local devnet by default).
import type { ChainConfig } from '../config';
import type { ChainSource } from './chain-source';
import { etherscanSource } from './etherscan/etherscan-source';
import { rpcSource } from './rpc/rpc-source';

export function createChainSource(config: ChainConfig): ChainSource {
  return config.etherscan
    ? etherscanSource(config.etherscan)
    : rpcSource({ url: config.rpcUrl, wsUrl: config.wsUrl, parallelReads: config.parallelReads });
}

export {
  type Address,
  type BlockActivity,
  type ChainSource,
  type BlockRef,
  type Hash,
  MAX_TOKEN_TRANSFERS,
  type NewHeads,
  type TokenLog,
  type TokenMetadata,
  type TokenTransfer,
  UNKNOWN_TOKEN,
  type WalletActivity,
  type WalletMove,
  type WalletPolling,
  type WalletToken,
} from './chain-source';
export { EtherscanError } from './etherscan/errors';
export { chainUnavailable } from './unavailable';
export { chainRoutes } from './routes';
export { chainRefOf, requireChain } from './named-chain';
