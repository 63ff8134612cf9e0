// Which chain data the api reads: each chain's sources in order (config/chain-sources.ts), one after the
// other when the one before is unavailable (fallback-source.ts); by default Etherscan's V2 API when
// explorer keys are configured, then the chain's JSON-RPC node (the local devnet by default).
import { QUICK_CALL_DEADLINE_MS, type ChainConfig, type ExplorerSetting, type SourceSetting } from '../config';
import type { ChainSource } from './chain-source';
import { etherscanSource } from './etherscan/etherscan-source';
import { fallbackSource } from './fallback-source';
import { rpcSource } from './rpc/rpc-source';

/** One explorer source; `retry: false` where another source follows (its failures go there at once). */
function explorerSource({ kind, baseUrl, chainId, accounts, ratePerSecond, timeoutMs }: ExplorerSetting, retry: boolean): ChainSource {
  return etherscanSource({ kind, baseUrl, chainId, accounts, ratePerSecond, timeoutMs, retry });
}

function firstSource(config: ChainConfig, retry: boolean): ChainSource {
  if (config.etherscan) return etherscanSource({ ...config.etherscan, retry });
  if (config.explorer) return explorerSource(config.explorer, retry);
  return rpcSource({ url: config.rpcUrl, wsUrl: config.wsUrl, parallelReads: config.parallelReads });
}

function fallbackOf(setting: SourceSetting, followed: boolean): ChainSource {
  if (setting.name === 'rpc') return rpcSource({ url: setting.rpcUrl, wsUrl: setting.wsUrl, parallelReads: setting.parallelReads });
  return explorerSource(setting.explorer, !followed);
}

/** The chain's source: its first one (`config`), and where it has `fallbacks`, them after it in order. */
export function createChainSource(config: ChainConfig, fallbacks: readonly SourceSetting[] = []): ChainSource {
  const first = firstSource(config, fallbacks.length === 0);
  if (fallbacks.length === 0) return first;
  return fallbackSource([
    { source: first, deadlineMs: QUICK_CALL_DEADLINE_MS },
    ...fallbacks.map((setting, index) => ({ source: fallbackOf(setting, index < fallbacks.length - 1), deadlineMs: setting.deadlineMs })),
  ]);
}

export {
  type Address,
  type BlockActivity,
  type ChainSource,
  type ChainSourceName,
  type SourceStanding,
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
export { fallbackSource, SOURCE_LABELS } from './fallback-source';
export { chainUnavailable } from './unavailable';
export { chainRoutes } from './routes';
export { chainRefOf, requireChain } from './named-chain';
