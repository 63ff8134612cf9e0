// One Etherscan request against a local fake Etherscan: the answers Etherscan really gives (its documented
// texts for rate limits, daily caps, invalid keys and its per-IP throttle), and the spec's retry timings
// (§9) to the millisecond on jest's fake clock. Each key here is on an Etherscan account of its own.
import { z } from 'zod';
import { etherscanClient, type EtherscanRequest } from './client';
import { keyPool } from './key-pool';
import {
  dailyCapReached,
  invalidApiKey,
  noRecordsFound,
  noTransactionsFound,
  notOk,
  ok,
  rateLimited,
  rateLimitedOldText,
  resultWindowTooLarge,
  rpcResult,
  socketDestroyed,
  tooManyInvalidKeyAttempts,
} from './testing/fake-etherscan';
import { fakeEtherscanEachTest, settle } from './testing/fake-time';

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const list = z.array(z.string());
const txlist = { module: 'account', action: 'txlist', address: '0xabc', page: 1, offset: 5, sort: 'desc' };

const etherscan = fakeEtherscanEachTest(T0);

function client(keys: string[], random = () => 0): EtherscanRequest {
  const accounts = keys.map((key, index) => ({ name: `account ${index + 1}`, keys: [key] }));
  return etherscanClient({ baseUrl: etherscan().url, chainId: 1, pool: keyPool(accounts, { random }) });
}

/** Which key each request carried, and when it arrived (ms after T0). */
const arrivals = () => etherscan().requests.map(({ at, params }) => [params.apikey, at - T0]);

describe('an Etherscan request', () => {
  it('asks the V2 API with chainid, module, action, the parameters and a key', async () => {
    etherscan().queue(ok(['first', 'second']));

    expect(await settle(client(['key-1'])(txlist, list))).toEqual(['first', 'second']);
    expect(etherscan().requests.map(({ params }) => params)).toEqual([
      { chainid: '1', module: 'account', action: 'txlist', address: '0xabc', page: '1', offset: '5', sort: 'desc', apikey: 'key-1' },
    ]);
  });

  it.each([
    ['"No transactions found"', noTransactionsFound],
    ['"No records found"', noRecordsFound],
    ['"No records found" as the result', notOk('No records found')],
  ])('reads status "0" with %s as an empty list', async (_, reply) => {
    etherscan().queue(reply);

    expect(await settle(client(['key-1'])(txlist, list))).toEqual([]);
    expect(etherscan().requests).toHaveLength(1);
  });

  it('reads a proxy answer in JSON-RPC form', async () => {
    etherscan().queue(rpcResult('0x1312d00'));

    expect(await settle(client(['key-1'])({ module: 'proxy', action: 'eth_blockNumber' }, z.string()))).toBe('0x1312d00');
  });

  it("fails at once on the result-window error, with Etherscan's words", async () => {
    etherscan().queue(resultWindowTooLarge);

    await expect(settle(client(['key-1'])({ ...txlist, page: 11, offset: 1000 }, list))).rejects.toMatchObject({
      name: 'EtherscanError',
      failure: 'refused',
      message: 'Etherscan account/txlist failed: Result window is too large, PageNo x Offset size must be less than or equal to 10000',
    });
    expect(etherscan().requests).toHaveLength(1);
  });

  it('fails at once on a JSON-RPC error from the proxy module', async () => {
    etherscan().queue({
      answer: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'invalid argument 0: hex string without 0x prefix' } },
    });

    await expect(
      settle(client(['key-1'])({ module: 'proxy', action: 'eth_getBlockByNumber', tag: '12' }, z.unknown())),
    ).rejects.toMatchObject({
      failure: 'refused',
      message: 'Etherscan proxy/eth_getBlockByNumber failed: invalid argument 0: hex string without 0x prefix',
    });
  });

  it('sends the query as a form body when asked, for eth_call data too long for a URL', async () => {
    etherscan().queue(rpcResult('0x01'));
    const data = `0x${'ab'.repeat(20_000)}`;

    expect(
      await settle(
        client(['key-1'])({ module: 'proxy', action: 'eth_call', to: '0xca11', data, tag: 'latest' }, z.string(), { post: true }),
      ),
    ).toBe('0x01');
    expect(etherscan().requests.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'POST', params: { chainid: '1', module: 'proxy', action: 'eth_call', to: '0xca11', data, tag: 'latest', apikey: 'key-1' } },
    ]);
  });

  it('fails with a typed error when a success carries a result of another shape', async () => {
    etherscan().queue(ok('not a list'));

    await expect(settle(client(['key-1'])(txlist, list))).rejects.toMatchObject({
      failure: 'unexpected-answer',
      message: 'Etherscan account/txlist answered an unexpected result (result: Invalid input: expected array, received string)',
    });
    expect(etherscan().requests).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('retry after 500 ms, waiting in 1000 ms steps while the only key backs off 1000 then 2000 ms', async () => {
    etherscan().queue(rateLimited, rateLimitedOldText, ok(['done']));

    expect(await settle(client(['key-1'])(txlist, list))).toEqual(['done']);
    // 0: limited, rests to 1000; 500: no key; 1500: asks. Limited again, rests to 3500; 2000, 3000: no key; 4000: asks.
    expect(arrivals()).toEqual([
      ['key-1', 0],
      ['key-1', 1_500],
      ['key-1', 4_000],
    ]);
  });

  it('retry on another key 500 ms later while the limited one backs off', async () => {
    etherscan().queue(rateLimited, rateLimited, ok(['done']));

    expect(await settle(client(['key-1', 'key-2'])(txlist, list))).toEqual(['done']);
    // key-1 rests until 1000, key-2 (limited at 500) until 1500.
    expect(arrivals()).toEqual([
      ['key-1', 0],
      ['key-2', 500],
      ['key-1', 1_000],
    ]);
  });

  it("recognise the proxy module's rate limit, written as a JSON-RPC result", async () => {
    etherscan().queue(rpcResult('Max rate limit reached'), rpcResult('0x10'));

    expect(await settle(client(['key-1', 'key-2'])({ module: 'proxy', action: 'eth_blockNumber' }, z.string()))).toBe('0x10');
    expect(arrivals()).toEqual([
      ['key-1', 0],
      ['key-2', 500],
    ]);
  });

  it('treat HTTP 429 as a rate limit', async () => {
    etherscan().queue({ status: 429, body: 'Too Many Requests' }, ok(['done']));

    expect(await settle(client(['key-1', 'key-2'])(txlist, list))).toEqual(['done']);
    expect(arrivals()).toEqual([
      ['key-1', 0],
      ['key-2', 500],
    ]);
  });

  it('give up after 5 retries', async () => {
    etherscan().handle(() => rateLimited);
    const keys = ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'];

    await expect(settle(client(keys)(txlist, list))).rejects.toMatchObject({
      failure: 'rate-limited',
      message: 'Etherscan account/txlist was still rate limited after 5 retries: Max calls per sec rate limit reached (3/sec)',
      // k1, limited at 0, is free again at 1000 ms; the last attempt was at 2500.
      retryAfterMs: 500,
    });
    expect(arrivals()).toEqual(keys.map((key, index) => [key, index * 500]));
  });
});

describe('network errors', () => {
  it('retry after 1000 ms', async () => {
    etherscan().queue(socketDestroyed, ok(['done']));

    expect(await settle(client(['key-1'])(txlist, list))).toEqual(['done']);
    expect(arrivals()).toEqual([
      ['key-1', 0],
      ['key-1', 1_000],
    ]);
  });

  it('retry a server error and an answer that is not JSON the same way', async () => {
    etherscan().queue({ status: 502, body: 'Bad Gateway' }, { status: 200, body: '<html>Cloudflare</html>' }, ok(['done']));

    expect(await settle(client(['key-1'])(txlist, list))).toEqual(['done']);
    expect(arrivals()).toEqual([
      ['key-1', 0],
      ['key-1', 1_000],
      ['key-1', 2_000],
    ]);
  });

  it('give up after 3 retries', async () => {
    etherscan().queue(socketDestroyed, socketDestroyed, socketDestroyed, socketDestroyed, ok(['too late']));

    await expect(settle(client(['key-1'])(txlist, list))).rejects.toMatchObject({
      failure: 'network',
      message: 'Etherscan account/txlist failed after 3 retries: fetch failed (other side closed)',
    });
    expect(arrivals()).toEqual([
      ['key-1', 0],
      ['key-1', 1_000],
      ['key-1', 2_000],
      ['key-1', 3_000],
    ]);
  });
});

describe('keys Etherscan refuses', () => {
  it('sets an invalid key aside and goes on with another, for this and the next requests', async () => {
    etherscan().handle((params) => (params.apikey === 'bad' ? invalidApiKey : ok([params.apikey])));
    const request = client(['bad', 'good']);

    expect(await settle(request(txlist, list))).toEqual(['good']);
    expect(await settle(request(txlist, list))).toEqual(['good']);
    expect(arrivals()).toEqual([
      ['bad', 0],
      ['good', 0],
      ['good', 350],
    ]);
  });

  it('tries a key Etherscan called invalid again later, and uses it once Etherscan accepts it (a key created minutes ago)', async () => {
    // Etherscan answers "Invalid API Key" for a new key during its first minutes: here, 90 s.
    etherscan().handle((params) => (Date.now() < T0 + 90_000 ? invalidApiKey : ok([params.apikey])));
    const request = client(['new']);

    await expect(settle(request(txlist, list))).rejects.toMatchObject({ failure: 'invalid-keys', retryAfterMs: 60_000 });
    jest.setSystemTime(T0 + 60_000);
    await expect(settle(request(txlist, list))).rejects.toMatchObject({ failure: 'invalid-keys', retryAfterMs: 120_000 });
    jest.setSystemTime(T0 + 180_000);
    expect(await settle(request(txlist, list))).toEqual(['new']);
    expect(arrivals()).toEqual([
      ['new', 0],
      ['new', 60_000],
      ['new', 180_000],
    ]);
  });

  it('takes "Too many invalid api key attempts" for the per-IP throttle it is: no key is blamed, the request fails at once saying when to retry, and works again 30 s later', async () => {
    etherscan().queue(tooManyInvalidKeyAttempts);
    etherscan().handle((params) => ok([params.apikey]));
    const request = client(['key-1', 'key-2']);

    await expect(settle(request(txlist, list))).rejects.toMatchObject({
      failure: 'no-free-key',
      retryAfterMs: 30_000,
      message:
        'Etherscan throttles this server ("Too many invalid api key attempts, please try again later"): the next key is free in 30 s',
    });
    expect(Date.now() - T0).toBe(0);
    jest.setSystemTime(T0 + 30_000);
    // The key not used yet goes first; both were fine all along.
    expect(await settle(request(txlist, list))).toEqual(['key-2']);
    expect(arrivals()).toEqual([
      ['key-1', 0],
      ['key-2', 30_000],
    ]);
  });

  it('rests a key at its daily cap and goes on with another at once', async () => {
    etherscan().handle((params) => (params.apikey === 'spent' ? dailyCapReached : ok([params.apikey])));
    const request = client(['spent', 'fresh']);

    expect(await settle(request(txlist, list))).toEqual(['fresh']);
    expect(await settle(request(txlist, list))).toEqual(['fresh']);
    expect(arrivals()).toEqual([
      ['spent', 0],
      ['fresh', 0],
      ['fresh', 350],
    ]);
  });

  it('fails without hammering once every key is at its daily cap', async () => {
    etherscan().handle(() => dailyCapReached);
    const request = client(['a', 'b']);

    await expect(settle(request(txlist, list))).rejects.toMatchObject({
      failure: 'daily-cap',
      message: 'Every Etherscan API key has reached its daily limit',
    });
    await expect(settle(request(txlist, list))).rejects.toMatchObject({ failure: 'daily-cap' });
    expect(arrivals()).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
  });
});
