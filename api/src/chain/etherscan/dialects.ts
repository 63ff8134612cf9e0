// How each kind of Etherscan-compatible explorer is asked the same question (config/explorers.ts says
// what was verified of each, and where). Etherscan V2: one URL for every chain, `chainid` in the query,
// the key as `apikey`. Blockscout: the instance's own URL, no chainid, key optional as `apikey`; it has no
// `proxy` module, so the JSON-RPC calls this api makes through it (eth_blockNumber, eth_getBlockByNumber,
// eth_call) are POSTed to the instance's /api/eth-rpc, which answers JSON-RPC as Etherscan's proxy does.
// Routescan: its per-chain URL, key optional as an `apikey` header. Everything else — the answers, the
// retries, the budget — is the one client's (client.ts).
import { NO_KEY, type ExplorerKind } from '../../config';

export type EtherscanQuery = { module: string; action: string } & Record<string, string | number | bigint | boolean>;

export type ExplorerRequest = { url: URL; init: RequestInit };

type Ask = { baseUrl: string; chainId: number; query: EtherscanQuery; key: string; post: boolean };

export type Dialect = {
  /** The HTTP request that asks `query` with `key` (NO_KEY: none). */
  request(ask: Ask): ExplorerRequest;
  /** The explorer's own refusal of a query it cannot answer, said without asking it; null when it can. */
  refusal(query: EtherscanQuery): string | null;
};

const ACCEPT = { accept: 'application/json' };

/** A module/action request: in the URL, or (`post`) as a form body. The base URL's own query is kept. */
function moduleRequest(
  { baseUrl, query, key, post }: Ask,
  { chainId, keyIn }: { chainId?: number; keyIn: 'query' | 'header' },
): ExplorerRequest {
  const url = new URL(baseUrl);
  if (chainId !== undefined) url.searchParams.set('chainid', String(chainId));
  const params = new URLSearchParams(url.search);
  for (const [name, value] of Object.entries(query)) params.set(name, String(value));
  const headers: Record<string, string> = { ...ACCEPT };
  if (key !== NO_KEY) {
    if (keyIn === 'query') params.set('apikey', key);
    else headers.apikey = key;
  }
  if (!post) {
    url.search = params.toString();
    return { url, init: { headers } };
  }
  return { url, init: { method: 'POST', body: params, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } } };
}

/** The JSON-RPC params of the proxy calls this api makes, from their Etherscan query. */
const RPC_PARAMS: Readonly<Record<string, (query: EtherscanQuery) => unknown[]>> = {
  eth_blockNumber: () => [],
  eth_getBlockByNumber: (query) => [String(query.tag), query.boolean === true || query.boolean === 'true'],
  eth_call: (query) => [{ to: String(query.to), data: String(query.data) }, String(query.tag ?? 'latest')],
};

/** https://<instance>/api → https://<instance>/api/eth-rpc. */
function ethRpcUrl(baseUrl: string, key: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/eth-rpc`;
  url.search = '';
  if (key !== NO_KEY) url.searchParams.set('apikey', key);
  return url;
}

export const DIALECTS: Readonly<Record<ExplorerKind, Dialect>> = {
  etherscan: {
    request: (ask) => moduleRequest(ask, { chainId: ask.chainId, keyIn: 'query' }),
    refusal: () => null,
  },
  blockscout: {
    request(ask) {
      const params = ask.query.module === 'proxy' ? RPC_PARAMS[ask.query.action] : undefined;
      if (!params) return moduleRequest(ask, { keyIn: 'query' });
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: ask.query.action, params: params(ask.query) });
      return {
        url: ethRpcUrl(ask.baseUrl, ask.key),
        init: { method: 'POST', body, headers: { ...ACCEPT, 'content-type': 'application/json' } },
      };
    },
    refusal(query) {
      // Its answers, word for word (blockscout/blockscout, api/rpc/address_controller.ex, rpc_translator.ex).
      if (query.module === 'account' && query.action === 'tokentx' && query.address === undefined)
        return 'Query parameter address is required';
      if (query.module === 'proxy' && !RPC_PARAMS[query.action]) return 'Unknown action';
      return null;
    },
  },
  routescan: {
    request: (ask) => moduleRequest(ask, { keyIn: 'header' }),
    refusal: () => null,
  },
};
