// The chains this api watches (issue 35), as configuration: CHAINS picks them from the known ones
// (contracts' KNOWN_CHAINS), and each gets its data sources in order, confirmations, block time and price
// ids.
//
// A chain's sources (chain-sources.ts): CHAIN_SOURCES_<id> names them in order (rpc, etherscan,
// blockscout, routescan); unset, they are what is configured, best first:
//   1. Etherscan's V2 API, when keys are set and the plan serves the chain (the free plan serves Ethereum,
//      Arbitrum One and Polygon PoS only; ETHERSCAN_PLAN=paid for the others);
//   2. its node: CHAIN_RPC_URL_<id> (CHAIN_RPC_URL for the first chain listed), WebSocket beside it, or the
//      embedded default's local node for the two devnet chains.
// A chain with no source, or one named that cannot be built, stops the api naming what to set.
import { DEVNET_BASE, DEVNET_ETHEREUM, knownChain, type ChainInfo } from '@whalewatch/contracts/constants';
import { chainSources, type ChainProblem, type SourceInputs, type SourceSetting } from './chain-sources';
import type { EtherscanAccount } from './etherscan-accounts';
import type { ChainSourceName, ExplorerSetting } from './explorers';

export type { ChainProblem } from './chain-sources';

/**
 * The settings of a chain's first source (what it read before it had several): a JSON-RPC node, Etherscan's
 * V2 API for that chain id, or another Etherscan-compatible explorer. EnabledChain.sources has them all.
 */
export type ChainConfig = {
  /** Blocks, logs and balances: any Ethereum JSON-RPC node. */
  rpcUrl: string;
  /**
   * The same node over WebSocket, which pushes new blocks to the monitor (polling stays the fallback):
   * CHAIN_WS_URL(_<id>), else the RPC URL with ws(s):// (anvil and most providers serve both on one
   * address); unset with CHAIN_WS_URL=off.
   */
  wsUrl?: string;
  /** eth_getLogs calls one holder scan keeps in flight. */
  parallelReads: number;
  /**
   * Set when chain data comes from Etherscan's V2 API, each account's keys sharing its budget of
   * `ratePerSecond` calls.
   */
  etherscan?: { baseUrl: string; chainId: number; accounts: EtherscanAccount[]; ratePerSecond: number };
  /** Set when the first source is Blockscout or Routescan. */
  explorer?: ExplorerSetting;
};

/** What the api keeps per chain beyond its public facts: how it is read, and how its blocks and prices are taken. */
export type ChainProfile = {
  /** Blocks after which an alert is 'confirmed' (it is sent at once as 'pending'). */
  confirmations: number;
  /** Typical time between blocks. */
  blockTimeMs: number;
  /** DefiLlama's chain prefix of token coin ids (`base:0x…`). */
  defiLlamaChain: string;
  /** DefiLlama's coin id of the native currency. */
  nativeCoin: string;
  /** Etherscan's free plan serves it (third-party-facts: Ethereum, Arbitrum, Polygon). */
  etherscanFree: boolean;
  /** The embedded default's local node for it (devnet chains only). */
  devnetRpcUrl?: string;
};

/** The local devnet's two nodes (`npm start` runs them; devnet/README.md). */
export const DEVNET_RPC_URL = 'http://127.0.0.1:8545';
export const DEVNET_L2_RPC_URL = 'http://127.0.0.1:8546';

const ETH_COIN = 'coingecko:ethereum';

/** Per known chain id. Confirmations follow each chain's reorg depth in practice, not its finality. */
export const CHAIN_PROFILES: Readonly<Record<number, ChainProfile>> = {
  1: { confirmations: 12, blockTimeMs: 12_000, defiLlamaChain: 'ethereum', nativeCoin: ETH_COIN, etherscanFree: true },
  8453: { confirmations: 10, blockTimeMs: 2_000, defiLlamaChain: 'base', nativeCoin: ETH_COIN, etherscanFree: false },
  42161: { confirmations: 20, blockTimeMs: 250, defiLlamaChain: 'arbitrum', nativeCoin: ETH_COIN, etherscanFree: true },
  10: { confirmations: 10, blockTimeMs: 2_000, defiLlamaChain: 'optimism', nativeCoin: ETH_COIN, etherscanFree: false },
  137: {
    confirmations: 32,
    blockTimeMs: 2_000,
    defiLlamaChain: 'polygon',
    nativeCoin: 'coingecko:polygon-ecosystem-token',
    etherscanFree: true,
  },
  56: { confirmations: 15, blockTimeMs: 750, defiLlamaChain: 'bsc', nativeCoin: 'coingecko:binancecoin', etherscanFree: false },
  [DEVNET_ETHEREUM.id]: {
    confirmations: 2,
    blockTimeMs: 2_000,
    defiLlamaChain: 'ethereum',
    nativeCoin: ETH_COIN,
    etherscanFree: false,
    devnetRpcUrl: DEVNET_RPC_URL,
  },
  [DEVNET_BASE.id]: {
    confirmations: 2,
    blockTimeMs: 1_000,
    defiLlamaChain: 'base',
    nativeCoin: ETH_COIN,
    etherscanFree: false,
    devnetRpcUrl: DEVNET_L2_RPC_URL,
  },
};

/**
 * One chain the api watches: its first source's settings, and the sources after it in order, where it
 * reads several (each asked when the ones before are unavailable).
 */
export type EnabledChain = { info: ChainInfo; profile: ChainProfile; source: ChainConfig; fallbacks?: SourceSetting[] };

/** The chain an id names: a known one, or one this api is pointed at by CHAIN_ID alone (a private or test chain). */
export function chainInfo(id: number): ChainInfo {
  return knownChain(id) ?? { id, slug: String(id), name: `Chain ${id}`, nativeSymbol: 'ETH', explorerUrl: '' };
}

function profileOf(id: number): ChainProfile {
  return (
    CHAIN_PROFILES[id] ?? { confirmations: 12, blockTimeMs: 12_000, defiLlamaChain: 'ethereum', nativeCoin: ETH_COIN, etherscanFree: false }
  );
}

/** CHAIN_WS_URL as given ('off': none), else the RPC URL's ws(s):// twin. */
function webSocketUrl(setting: string | undefined, rpcUrl: string): string | undefined {
  if (setting === 'off') return undefined;
  if (setting) return setting;
  return rpcUrl.replace(/^http/, 'ws');
}

export type ChainSettingsInput = {
  ids: number[];
  /** Per chain id; the first chain's is CHAIN_RPC_URL when its own is unset. */
  rpcUrls: ReadonlyMap<number, string>;
  wsUrls: ReadonlyMap<number, string>;
  parallelReads: number;
  etherscan?: SourceInputs['etherscan'];
  blockscout?: SourceInputs['blockscout'];
  routescan?: SourceInputs['routescan'];
  /** CHAIN_SOURCES_<id>, where set. */
  orders?: ReadonlyMap<number, readonly ChainSourceName[]>;
};

/** The first source's settings in the shape ChainConfig has always had. */
function firstSourceConfig(first: SourceSetting, nodeUrl: string | undefined, parallelReads: number): ChainConfig {
  if (first.name === 'rpc') return { rpcUrl: first.rpcUrl, wsUrl: first.wsUrl, parallelReads: first.parallelReads };
  const { explorer } = first;
  if (explorer.kind !== 'etherscan') return { rpcUrl: nodeUrl ?? '', parallelReads, explorer };
  const { baseUrl, chainId, accounts, ratePerSecond } = explorer;
  return { rpcUrl: nodeUrl ?? '', parallelReads, etherscan: { baseUrl, chainId, accounts, ratePerSecond } };
}

/** The chains' settings, or the problems that keep a chain from being watched. */
export function chainSettings(input: ChainSettingsInput): { chains: EnabledChain[]; problems: ChainProblem[] } {
  const problems: ChainProblem[] = [];
  const chains: EnabledChain[] = [];
  const slugs = new Map<string, number>();
  const inputs: SourceInputs = {
    etherscan: input.etherscan,
    blockscout: input.blockscout ?? { urls: new Map() },
    routescan: input.routescan ?? { urls: new Map() },
  };
  for (const id of input.ids) {
    const info = chainInfo(id);
    const profile = profileOf(id);
    const other = slugs.get(info.slug);
    if (other !== undefined) {
      problems.push({ variable: 'CHAINS', message: `chains ${other} and ${id} are both "${info.slug}": enable one of them` });
      continue;
    }
    slugs.set(info.slug, id);
    const nodeUrl = input.rpcUrls.get(id) ?? profile.devnetRpcUrl;
    const { sources, problems: found } = chainSources(
      {
        info,
        etherscanFree: profile.etherscanFree,
        nodeUrl,
        wsUrl: nodeUrl === undefined ? undefined : webSocketUrl(input.wsUrls.get(id), nodeUrl),
        parallelReads: input.parallelReads,
        order: input.orders?.get(id),
      },
      inputs,
    );
    problems.push(...found);
    const [first, ...fallbacks] = sources;
    if (found.length > 0 || !first) continue;
    const source = firstSourceConfig(first, nodeUrl, input.parallelReads);
    chains.push(fallbacks.length > 0 ? { info, profile, source, fallbacks } : { info, profile, source });
  }
  if (input.ids.length === 0) problems.push({ variable: 'CHAINS', message: 'must name at least one chain' });
  return { chains, problems };
}
