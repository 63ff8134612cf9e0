// One client, three kinds of Etherscan-compatible explorer, against the local fake explorer answering as
// each really answers (testing/explorer-answers.ts): the URL each is asked at, where its key goes, what
// its answers read as, and the calls a kind lacks refused as that explorer refuses them, without asking.
// Fake clock: the budget's spacing costs no real time.
import { z } from 'zod';
import { optionalKeyAccounts } from '../../config';
import { judgeFailure } from '../source-failures';
import { etherscanClient } from './client';
import { EtherscanError } from './errors';
import { etherscanSource } from './etherscan-source';
import { keyPool } from './key-pool';
import {
  blockscoutInvalidAddress,
  blockscoutNoLogs,
  blockscoutNoTokenTransfers,
  blockscoutNoTransactions,
  blockscoutTokentx,
  blockscoutTooManyRequests,
  blockscoutTransferLogs,
  blockscoutTxlist,
  blockscoutUnknownAction,
  etherscanFreePlanNotServed,
  ethRpcResult,
  routescanChainNotSupported,
  routescanTooManyRequests,
  USDC,
  WALLET,
} from './testing/explorer-answers';
import { ok } from './testing/fake-etherscan';
import { fakeEtherscanEachTest, settle } from './testing/fake-time';

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const OTHER = '0x28c6c06298d514db089934071355e5743bf21d60';
const TX = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const ROUTESCAN_PATH = '/v2/network/mainnet/evm/1/etherscan/api';

const explorer = fakeEtherscanEachTest(T0);

const blockscout = ({ key, retry }: { key?: string; retry?: boolean } = {}) =>
  etherscanSource({
    kind: 'blockscout',
    baseUrl: `${explorer().origin}/api`,
    chainId: 8453,
    accounts: optionalKeyAccounts(key),
    ratePerSecond: 5,
    retry,
  });
const routescan = (key?: string) =>
  etherscanSource({
    kind: 'routescan',
    baseUrl: `${explorer().origin}${ROUTESCAN_PATH}`,
    chainId: 1,
    accounts: optionalKeyAccounts(key),
    ratePerSecond: 2,
  });
const sent = () => explorer().requests.map(({ method, path, params, apikey, rpc }) => ({ method, path, params, apikey, rpc }));

describe('Blockscout', () => {
  it('is asked at the instance’s /api without chainid, the key as apikey only when one is set, and its txlist read', async () => {
    explorer().queue(blockscoutTxlist, blockscoutTxlist);

    expect(await settle(blockscout().latestTransactions(WALLET))).toEqual([
      { hash: TX, value: '1500000000000000000', from: OTHER, to: WALLET, timeStamp: 1705320000, blockNumber: 19000000n },
    ]);
    await settle(blockscout({ key: 'BS-KEY' }).latestTransactions(WALLET, 1));

    const query = { module: 'account', action: 'txlist', address: WALLET, startblock: '0', endblock: '99999999', page: '1', sort: 'desc' };
    expect(sent()).toEqual([
      { method: 'GET', path: '/api', params: { ...query, offset: '5' }, apikey: undefined, rpc: undefined },
      { method: 'GET', path: '/api', params: { ...query, offset: '1', apikey: 'BS-KEY' }, apikey: undefined, rpc: undefined },
    ]);
  });

  it('has no proxy module: the newest block and a block by number are JSON-RPC POSTed to /api/eth-rpc', async () => {
    explorer().queue(ethRpcResult('0x121eac0'), ethRpcResult({ number: '0x5', hash: `0x${'ab'.repeat(32)}` }));
    const source = blockscout();

    expect(await settle(source.latestBlockNumber())).toBe(19000000n);
    expect(await settle(source.blockAt(5n))).toEqual({ number: 5n, hash: `0x${'ab'.repeat(32)}` });
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/api/eth-rpc',
        params: {},
        apikey: undefined,
        rpc: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
      },
      {
        method: 'POST',
        path: '/api/eth-rpc',
        params: {},
        apikey: undefined,
        rpc: { jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x5', false] },
      },
    ]);
  });

  it('lists a wallet’s ERC-20 tokens from tokentx, leaving out the NFT transfers it lists beside them', async () => {
    explorer().queue(blockscoutTokentx);

    expect(await settle(blockscout().walletTokens(WALLET))).toEqual([{ contract: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 }]);
  });

  it('reads its empty lists ("No token transfers found", result []) as empty', async () => {
    explorer().queue(blockscoutNoTokenTransfers, blockscoutNoTransactions);

    expect(await settle(blockscout().walletTokens(WALLET))).toEqual([]);
    expect(await settle(blockscout().latestTransactions(WALLET))).toEqual([]);
  });

  it('refuses a token’s transfers by contract alone as Blockscout does ("Query parameter address is required"), without asking', async () => {
    const read = await settle(blockscout().tokenTransfers(USDC));

    expect(read).toMatchObject({ transfers: [], complete: false });
    expect(read.failure).toBeInstanceOf(EtherscanError);
    expect(read.failure).toMatchObject({
      failure: 'unsupported',
      message: 'Blockscout account/tokentx failed: Query parameter address is required',
    });
    expect(judgeFailure(read.failure)).toBe('unsupported');
    expect(explorer().requests).toHaveLength(0);
  });

  it('reads getLogs written with four topics, null for those missing, and numbers in 0x hex, for a wallet’s poll', async () => {
    explorer().handle((params) =>
      params.action === 'txlist' ? blockscoutNoTransactions : params.topic2 ? blockscoutTransferLogs : blockscoutNoLogs,
    );
    const { walletPolling } = blockscout();

    expect(await settle(walletPolling!.activity(WALLET, 19000000n, 19000010n))).toEqual({
      transactions: [],
      logs: [
        {
          event: 'Transfer',
          contract: USDC,
          transactionHash: TX,
          logIndex: 2,
          from: OTHER,
          to: WALLET,
          value: 2500000000n,
          blockNumber: 19000000n,
        },
      ],
    });
    expect(explorer().requests.map(({ params }) => params.topic0_2_opr ?? params.topic0_1_opr ?? params.action)).toEqual([
      'txlist',
      'and',
      'and',
      'and',
    ]);
  });

  it('over its limit answers 429: with another source after it, that fails at once as unavailable', async () => {
    explorer().queue(blockscoutTooManyRequests);

    const failed = await settle(blockscout({ retry: false }).nativeBalance(WALLET)).catch((error: unknown) => error);

    expect(failed).toMatchObject({
      failure: 'rate-limited',
      message: 'Blockscout account/balance was still rate limited after 0 retries: HTTP 429 Too Many Requests',
    });
    expect(judgeFailure(failed)).toBe('unavailable');
    expect(explorer().requests).toHaveLength(1);
  });

  it('refuses a malformed address, which is about the question: no other source is asked about it', async () => {
    explorer().queue(blockscoutInvalidAddress);

    const failed = await settle(blockscout().nativeBalance(WALLET)).catch((error: unknown) => error);

    expect(failed).toMatchObject({ failure: 'refused', message: 'Blockscout account/balance failed: Invalid address format' });
    expect(judgeFailure(failed)).toBe('answer');
  });

  it('answers a module it lacks with 400 "Unknown action": read as its refusal, not as the network failing', async () => {
    explorer().queue(blockscoutUnknownAction);
    const request = etherscanClient({
      kind: 'blockscout',
      baseUrl: `${explorer().origin}/api`,
      chainId: 8453,
      pool: keyPool(optionalKeyAccounts(undefined)),
    });

    await expect(settle(request({ module: 'gastracker', action: 'gasoracle' }, z.unknown()))).rejects.toMatchObject({
      failure: 'refused',
      message: 'Blockscout gastracker/gasoracle failed: Unknown action',
    });
    await expect(settle(request({ module: 'proxy', action: 'eth_gasPrice' }, z.unknown()))).rejects.toMatchObject({
      failure: 'unsupported',
      message: 'Blockscout proxy/eth_gasPrice failed: Unknown action',
    });
    expect(explorer().requests).toHaveLength(1);
  });
});

describe('Routescan', () => {
  it('is asked at its per-chain URL without chainid, the key (when set) as an apikey header', async () => {
    explorer().queue(ok('1000'), ok('2000'));

    expect(await settle(routescan().nativeBalance(WALLET))).toBe(1000n);
    expect(await settle(routescan('RS-KEY').nativeBalance(WALLET))).toBe(2000n);
    const query = { module: 'account', action: 'balance', address: WALLET, tag: 'latest' };
    expect(sent()).toEqual([
      { method: 'GET', path: ROUTESCAN_PATH, params: query, apikey: undefined, rpc: undefined },
      { method: 'GET', path: ROUTESCAN_PATH, params: query, apikey: 'RS-KEY', rpc: undefined },
    ]);
  });

  it('answers "chain not supported" on a chain it does not index: this source cannot serve the chain', async () => {
    explorer().queue(routescanChainNotSupported);

    const failed = await settle(routescan().nativeBalance(WALLET)).catch((error: unknown) => error);

    expect(failed).toMatchObject({ failure: 'chain-not-served', message: 'Routescan account/balance failed: chain not supported' });
    expect(judgeFailure(failed)).toBe('unavailable');
  });

  it('over a limit answers 429, retried like Etherscan’s rate limit', async () => {
    explorer().queue(routescanTooManyRequests, ok('3000'));

    expect(await settle(routescan().nativeBalance(WALLET))).toBe(3000n);
    expect(explorer().requests).toHaveLength(2);
  });
});

describe('Etherscan V2', () => {
  it('asked by a free key about a paid-only chain: unavailable at once, no other key tried', async () => {
    explorer().queue(etherscanFreePlanNotServed);
    const source = etherscanSource({ baseUrl: explorer().url, chainId: 8453, keys: ['key-1', 'key-2'] });

    const failed = await settle(source.nativeBalance(WALLET)).catch((error: unknown) => error);

    expect(failed).toMatchObject({
      failure: 'chain-not-served',
      message: 'Etherscan account/balance failed: Free API access is not supported for this chain',
    });
    expect(judgeFailure(failed)).toBe('unavailable');
    expect(explorer().requests.map(({ path, params }) => [path, params.chainid, params.apikey])).toEqual([['/v2/api', '8453', 'key-1']]);
  });
});
