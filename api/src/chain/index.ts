// Which chain data the api reads: Etherscan's V2 API when explorer keys are configured, otherwise any
// JSON-RPC node (the local devnet by default).
import type { ChainConfig } from '../config';
import type { ChainSource } from './chain-source';
import { etherscanSource } from './etherscan/etherscan-source';
import { rpcSource } from './rpc/rpc-source';

export type { ChainSource } from './chain-source';

export function createChainSource(config: ChainConfig): ChainSource {
  return config.etherscan
    ? etherscanSource(config.etherscan)
    : rpcSource({ url: config.rpcUrl, wsUrl: config.wsUrl, parallelReads: config.parallelReads });
}
