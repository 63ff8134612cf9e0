// The Etherscan-compatible explorer APIs a chain can read besides its node, and what is known of each
// (issue 35: "Etherscan V2 where the plan covers the chain, Blockscout or Routescan otherwise"). One
// client serves all three (chain/etherscan/client.ts); what differs is the URL, where a key goes, their
// free limits and a few calls, listed here and in chain/etherscan/dialects.ts.
//
// What was verified, and where (2026):
//   Etherscan V2 — docs.etherscan.io "Rate Limits": free plan 3 calls/s and 100,000 a day per account,
//     "selected chains only" (Ethereum, Arbitrum One, Polygon PoS of ours; Base, OP Mainnet and BNB Chain
//     answer "Free API access is not supported for this chain", as several public clients record).
//   Blockscout — its own source (blockscout/blockscout, apps/block_scout_web …/api/rpc/*.ex) and
//     docs.blockscout.com: every instance serves the RPC API at https://<instance>/api (module/action as
//     Etherscan, no chainid, key optional: 5 requests/s keyless shared, 10/s with a key, per the
//     instance's OpenAPI description); no `proxy` module (an unknown module is HTTP 400 "Unknown action"),
//     the JSON-RPC methods (eth_blockNumber, eth_getBlockByNumber, eth_call …) are POSTed to
//     https://<instance>/api/eth-rpc instead; `tokentx` needs an address ("Query parameter address is
//     required"): a token's transfers by contract alone are not listed; empty lists are status "0" with
//     "No transactions found" / "No token transfers found" / "No logs found" and result []; over its
//     limit HTTP 429 {"status":"0","message":"429 Too Many Requests","result":null} ("Too Many Requests"
//     in newer releases); getLogs answers at most 1,000 logs, ignores page/offset, and writes every log
//     with four topics (null for those it lacks). Instances of ours: eth., base., optimism., arbitrum.,
//     polygon.blockscout.com (docs.blockscout.com examples and aiochainscan's host table); BNB Chain has
//     none we could confirm: BLOCKSCOUT_URL_56 names one.
//   Routescan — https://api.routescan.io/v2/network/mainnet/evm/<chainId>/etherscan/api, key optional
//     and sent as an `apikey` header; keyless 2 requests/s and 10,000 a day (routescan.io "plans and
//     limits", as quoted by aiochainscan's Routescan scanner); over a limit always HTTP 429 (Routescan to
//     rotki, rotki/rotki#11051); a chain it does not index answers status "0" "chain not supported"
//     (seen for BNB Chain and Mode). Of ours only Ethereum (1) was verified served (aiochainscan's live
//     probes); ROUTESCAN_URL_<id> turns it on for another chain.
import type { EtherscanAccount } from './etherscan-accounts';

export const EXPLORER_KINDS = ['etherscan', 'blockscout', 'routescan'] as const;
export type ExplorerKind = (typeof EXPLORER_KINDS)[number];

/** Every source a chain can read, in the words CHAIN_SOURCES_<id> uses: its node, or an explorer API. */
export const CHAIN_SOURCE_NAMES = ['rpc', ...EXPLORER_KINDS] as const;
export type ChainSourceName = (typeof CHAIN_SOURCE_NAMES)[number];

/** The account keyless explorer requests are budgeted under (one "key": none). */
export const KEYLESS_ACCOUNT = 'keyless';
/** The key pool's stand-in for "no key": the request carries none. */
export const NO_KEY = '';

/**
 * What this api assumes of each kind when nothing says otherwise: its name in messages, requests a second
 * (keyless and with a key), and how long one request may take (Etherscan's slowest answers, a wide
 * getLogs refused as "Query Timeout", take about 30 s).
 */
export const EXPLORER_DEFAULTS: Readonly<
  Record<ExplorerKind, { label: string; ratePerSecond: number; keyedRatePerSecond: number; timeoutMs: number }>
> = {
  etherscan: { label: 'Etherscan', ratePerSecond: 3, keyedRatePerSecond: 3, timeoutMs: 30_000 },
  // Keyless requests share one pool on each instance: stay at the documented keyless rate.
  blockscout: { label: 'Blockscout', ratePerSecond: 5, keyedRatePerSecond: 10, timeoutMs: 20_000 },
  routescan: { label: 'Routescan', ratePerSecond: 2, keyedRatePerSecond: 5, timeoutMs: 20_000 },
};

/** Public Blockscout instances' RPC API, per chain id (see above for where each was confirmed). */
export const BLOCKSCOUT_INSTANCES: Readonly<Record<number, string>> = {
  1: 'https://eth.blockscout.com/api',
  8453: 'https://base.blockscout.com/api',
  10: 'https://optimism.blockscout.com/api',
  42161: 'https://arbitrum.blockscout.com/api',
  137: 'https://polygon.blockscout.com/api',
};

/** The chains Routescan was verified to serve, of ours. */
export const ROUTESCAN_CHAINS: ReadonlySet<number> = new Set([1]);

export const routescanUrl = (chainId: number) => `https://api.routescan.io/v2/network/mainnet/evm/${chainId}/etherscan/api`;

/** One Etherscan-compatible explorer API for one chain, with its own budget and deadline. */
export type ExplorerSetting = {
  kind: ExplorerKind;
  /** Where module/action requests go (Etherscan: its V2 URL; Blockscout: https://<instance>/api). */
  baseUrl: string;
  chainId: number;
  /** Keyed accounts; a keyless explorer has one account whose only "key" is NO_KEY. */
  accounts: EtherscanAccount[];
  /** Requests a second each account may make. */
  ratePerSecond: number;
  /** The longest one request may take. */
  timeoutMs: number;
};

/** The keyless account, or the one key given: a Blockscout or Routescan key is optional. */
export function optionalKeyAccounts(key: string | undefined): EtherscanAccount[] {
  return key ? [{ name: 'default', keys: [key] }] : [{ name: KEYLESS_ACCOUNT, keys: [NO_KEY] }];
}
