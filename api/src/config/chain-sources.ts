// Which sources a chain reads, in order (CHAIN_SOURCES_<id>), and the settings of each. The first one
// serves and decides how the wallet monitor works (an explorer: each wallet is polled; a node: every
// block is followed); each call that finds it unavailable goes to the next (chain/fallback-source.ts).
//
// Unset, the chain reads one source, as it always has: Etherscan when keys are set and the plan serves
// the chain, else its node when its URL is set (or it is a devnet chain). Nothing is added unasked: a
// node URL set beside Etherscan keys may be a placeholder (the tests' is a closed port), and the keyless
// explorers (Blockscout, Routescan) are third parties that would learn which wallets are watched, with
// small shared budgets. Reading several, and which, is the operator's choice: CHAIN_SOURCES_<id>.
import type { ChainInfo } from '@whalewatch/contracts/constants';
import type { EtherscanAccount } from './etherscan-accounts';
import {
  BLOCKSCOUT_INSTANCES,
  EXPLORER_DEFAULTS,
  optionalKeyAccounts,
  ROUTESCAN_CHAINS,
  routescanUrl,
  type ChainSourceName,
  type ExplorerSetting,
} from './explorers';

/**
 * The most a quick call (a balance, the newest block: a request or a few) may take on a source that has
 * another after it, before that one is asked; the source's own deadlines bound the longer reads.
 */
export const QUICK_CALL_DEADLINE_MS = 10_000;

export type NodeSetting = { name: 'rpc'; rpcUrl: string; wsUrl?: string; parallelReads: number; deadlineMs: number };
export type ExplorerSourceSetting = { name: ExplorerSetting['kind']; explorer: ExplorerSetting; deadlineMs: number };
/** One source of a chain, ready to be built. */
export type SourceSetting = NodeSetting | ExplorerSourceSetting;

export type ChainProblem = { variable: string; message: string };

/** What every chain's sources are made from (environment variables, parsed). */
export type SourceInputs = {
  etherscan?: { baseUrl: string; accounts: EtherscanAccount[]; ratePerSecond: number; plan: 'free' | 'paid' };
  blockscout: { urls: ReadonlyMap<number, string>; apiKey?: string; ratePerSecond?: number };
  routescan: { urls: ReadonlyMap<number, string>; apiKey?: string; ratePerSecond?: number };
};

/** One chain's facts the sources depend on. */
export type ChainFacts = {
  info: ChainInfo;
  /** Etherscan's free plan serves it. */
  etherscanFree: boolean;
  /** Its node, when one is configured (or the devnet's). */
  nodeUrl?: string;
  wsUrl?: string;
  parallelReads: number;
  /** CHAIN_SOURCES_<id> as given. */
  order?: readonly ChainSourceName[];
};

const WHO: Record<ChainSourceName, string> = {
  rpc: 'its node (rpc)',
  etherscan: 'Etherscan',
  blockscout: 'Blockscout',
  routescan: 'Routescan',
};

/** The source when CHAIN_SOURCES_<id> is unset: Etherscan where its keys and plan serve the chain, else the node. */
export function defaultOrder(chain: ChainFacts, inputs: SourceInputs): ChainSourceName[] {
  if (inputs.etherscan && (chain.etherscanFree || inputs.etherscan.plan === 'paid')) return ['etherscan'];
  return chain.nodeUrl ? ['rpc'] : [];
}

/** The chain's sources in order, or the problem that keeps one named from being built. */
export function chainSources(chain: ChainFacts, inputs: SourceInputs): { sources: SourceSetting[]; problems: ChainProblem[] } {
  const { id, name } = chain.info;
  const named = chain.order !== undefined;
  const order = chain.order ?? defaultOrder(chain, inputs);
  const sources: SourceSetting[] = [];
  const problems: ChainProblem[] = [];
  const because = `CHAIN_SOURCES_${id} names ${name}'s sources`;
  for (const source of order) {
    const built = buildSource(source, chain, inputs);
    if ('setting' in built) sources.push(built.setting);
    else problems.push({ variable: built.variable, message: `${because} with ${WHO[source]}, but ${built.missing}` });
  }
  if (!named && sources.length === 0) {
    const plan = inputs.etherscan ? ' (Etherscan’s free plan does not serve it: ETHERSCAN_PLAN=paid if yours does)' : '';
    problems.push({
      variable: `CHAIN_RPC_URL_${id}`,
      message: `${name} (chain ${id}) has no data source: set CHAIN_RPC_URL_${id} to a node of it${plan}`,
    });
  }
  return { sources, problems };
}

type Built = { setting: SourceSetting } | { variable: string; missing: string };

function buildSource(source: ChainSourceName, chain: ChainFacts, inputs: SourceInputs): Built {
  const { id } = chain.info;
  switch (source) {
    case 'rpc':
      if (!chain.nodeUrl) return { variable: `CHAIN_RPC_URL_${id}`, missing: `no node is set: set CHAIN_RPC_URL_${id}` };
      return {
        setting: {
          name: 'rpc',
          rpcUrl: chain.nodeUrl,
          wsUrl: chain.wsUrl,
          parallelReads: chain.parallelReads,
          deadlineMs: QUICK_CALL_DEADLINE_MS,
        },
      };
    case 'etherscan': {
      const { etherscan } = inputs;
      if (!etherscan)
        return { variable: 'ETHERSCAN_API_KEY', missing: 'no Etherscan key is set: set ETHERSCAN_API_KEY or ETHERSCAN_API_KEYS' };
      if (!chain.etherscanFree && etherscan.plan !== 'paid') {
        return { variable: 'ETHERSCAN_PLAN', missing: 'Etherscan’s free plan does not serve it: ETHERSCAN_PLAN=paid if yours does' };
      }
      return {
        setting: {
          name: 'etherscan',
          explorer: {
            kind: 'etherscan',
            baseUrl: etherscan.baseUrl,
            chainId: id,
            accounts: etherscan.accounts,
            ratePerSecond: etherscan.ratePerSecond,
            timeoutMs: EXPLORER_DEFAULTS.etherscan.timeoutMs,
          },
          deadlineMs: QUICK_CALL_DEADLINE_MS,
        },
      };
    }
    case 'blockscout':
    case 'routescan': {
      const given = inputs[source];
      const known = source === 'blockscout' ? BLOCKSCOUT_INSTANCES[id] : ROUTESCAN_CHAINS.has(id) ? routescanUrl(id) : undefined;
      const baseUrl = given.urls.get(id) ?? known;
      const variable = `${source.toUpperCase()}_URL_${id}`;
      if (!baseUrl) return { variable, missing: `${EXPLORER_DEFAULTS[source].label} is not known to serve it: set ${variable}` };
      const defaults = EXPLORER_DEFAULTS[source];
      return {
        setting: {
          name: source,
          explorer: {
            kind: source,
            baseUrl,
            chainId: id,
            accounts: optionalKeyAccounts(given.apiKey),
            ratePerSecond: given.ratePerSecond ?? (given.apiKey ? defaults.keyedRatePerSecond : defaults.ratePerSecond),
            timeoutMs: defaults.timeoutMs,
          },
          deadlineMs: QUICK_CALL_DEADLINE_MS,
        },
      };
    }
  }
}
