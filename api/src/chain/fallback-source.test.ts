// A chain's sources in order: the first serves; one that hangs, answers 5xx or 429 is set aside and the
// next serves the same call, within the first one's deadline and the next one's own time; once its time
// aside is over the first is asked first again; a refusal about the question is not asked elsewhere; a
// call a kind lacks goes to the next without blame. Real sources against local fakes (an rpc node that
// never answers, explorers answering as they do), real timers; the set-aside clock is the test's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, optionalKeyAccounts, type ExplorerKind } from '../config';
import { createChainSource } from './index';
import type { ChainSource } from './chain-source';
import { etherscanSource } from './etherscan/etherscan-source';
import { blockscoutInvalidAddress, blockscoutTooManyRequests, USDC, WALLET } from './etherscan/testing/explorer-answers';
import { noRecordsFound, ok, rpcResult, startFakeEtherscan, type FakeEtherscan } from './etherscan/testing/fake-etherscan';
import { fallbackSource, SET_ASIDE_MS } from './fallback-source';
import { rpcSource } from './rpc/rpc-source';

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const DEADLINE_MS = 300;
const serverError = { status: 500, body: 'Internal Server Error' };

let first: FakeEtherscan;
let second: FakeEtherscan;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  [first, second] = await Promise.all([startFakeEtherscan(), startFakeEtherscan()]);
  clock = T0;
});
afterEach(() => Promise.all([first.close(), second.close()]));

/** An explorer of `kind` on `fake`; `followed`: another source comes after it (no retries here). */
function explorer(fake: FakeEtherscan, kind: ExplorerKind, followed: boolean): ChainSource {
  const keyed = kind === 'etherscan';
  return etherscanSource({
    kind,
    baseUrl: keyed ? fake.url : `${fake.origin}/api`,
    chainId: 1,
    accounts: keyed ? [{ name: 'default', keys: ['key-1'] }] : optionalKeyAccounts(undefined),
    ratePerSecond: 10,
    retry: !followed,
  });
}

/** Blockscout on `first`, then Etherscan on `second`. */
const blockscoutThenEtherscan = () =>
  fallbackSource(
    [
      { source: explorer(first, 'blockscout', true), deadlineMs: DEADLINE_MS },
      { source: explorer(second, 'etherscan', false), deadlineMs: DEADLINE_MS },
    ],
    { now },
  );

async function silentNode(): Promise<{ url: string; close: () => Promise<void> }> {
  // Takes every request and never answers.
  const server: Server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a chain read through its sources in order', () => {
  it('when the node hangs, the next source answers after the node’s deadline, and the node is skipped meanwhile', async () => {
    const node = await silentNode();
    try {
      second.queue(rpcResult('0x10'), rpcResult('0x11'));
      const chain = fallbackSource(
        [
          { source: rpcSource({ url: node.url }), deadlineMs: DEADLINE_MS },
          { source: explorer(second, 'etherscan', false), deadlineMs: DEADLINE_MS },
        ],
        { now },
      );

      const started = Date.now();
      expect(await chain.latestBlockNumber()).toBe(16n);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(DEADLINE_MS);
      expect(took).toBeLessThan(DEADLINE_MS + 1_000);

      const reason = 'The node (rpc) did not answer within 0.3 s';
      expect(chain.standings?.()).toEqual([
        { name: 'rpc', serving: false, setAsideUntil: new Date(T0 + SET_ASIDE_MS), reason },
        { name: 'etherscan', serving: true, setAsideUntil: null, reason: null },
      ]);
      expect(chain.problems?.()).toEqual([
        `The node (rpc) is set aside until 2026-11-20T12:01:00.000Z: ${reason}`,
        'Etherscan serves this chain meanwhile',
      ]);
      // Set aside: the next call does not wait for it.
      const again = Date.now();
      expect(await chain.latestBlockNumber()).toBe(17n);
      expect(Date.now() - again).toBeLessThan(DEADLINE_MS);
      expect(chain.name).toBe('rpc');
    } finally {
      await node.close();
    }
  });

  it('when the first answers 500, the next serves at once (no retries on the first) and the first is set aside', async () => {
    first.queue(serverError);
    second.queue(ok('42'));
    const chain = blockscoutThenEtherscan();

    expect(await chain.nativeBalance(WALLET)).toBe(42n);
    expect(first.requests).toHaveLength(1);
    expect(chain.standings?.()).toEqual([
      {
        name: 'blockscout',
        serving: false,
        setAsideUntil: new Date(T0 + SET_ASIDE_MS),
        reason: 'Blockscout account/balance failed after 0 retries: HTTP 500',
      },
      { name: 'etherscan', serving: true, setAsideUntil: null, reason: null },
    ]);
  });

  it('when the first is over its limit (429), the next serves', async () => {
    first.queue(blockscoutTooManyRequests);
    second.queue(ok('7'));
    const chain = blockscoutThenEtherscan();

    expect(await chain.nativeBalance(WALLET)).toBe(7n);
    expect(chain.standings?.()[0]).toMatchObject({
      name: 'blockscout',
      serving: false,
      reason: 'Blockscout account/balance was still rate limited after 0 retries: HTTP 429 Too Many Requests',
    });
  });

  it('asks the first again, first, once its time aside is over', async () => {
    first.queue(serverError, ok('3'));
    second.queue(ok('1'), ok('2'));
    const chain = blockscoutThenEtherscan();

    expect(await chain.nativeBalance(WALLET)).toBe(1n);
    clock = T0 + SET_ASIDE_MS - 1;
    expect(await chain.nativeBalance(WALLET)).toBe(2n);
    expect(first.requests).toHaveLength(1);
    clock = T0 + SET_ASIDE_MS;
    expect(await chain.nativeBalance(WALLET)).toBe(3n);
    expect([first.requests.length, second.requests.length]).toEqual([2, 2]);
    expect(chain.standings?.().map(({ name, serving }) => [name, serving])).toEqual([
      ['blockscout', true],
      ['etherscan', false],
    ]);
    expect(chain.problems?.()).toEqual([]);
  });

  it('passes a refusal about the question on without asking the next source, and sets nothing aside', async () => {
    first.queue(blockscoutInvalidAddress);
    const chain = blockscoutThenEtherscan();

    await expect(chain.nativeBalance(WALLET)).rejects.toMatchObject({
      failure: 'refused',
      message: 'Blockscout account/balance failed: Invalid address format',
    });
    expect(second.requests).toHaveLength(0);
    expect(chain.standings?.()[0]).toMatchObject({ serving: true, setAsideUntil: null });
  });

  it('sends a call the first’s kind lacks (Blockscout: a token’s transfers) to the next, without setting the first aside', async () => {
    second.queue(noRecordsFound);
    const chain = blockscoutThenEtherscan();

    expect(await chain.tokenTransfers(USDC, { max: 10 })).toEqual({ transfers: [], complete: true, failure: undefined });
    expect(first.requests).toHaveLength(0);
    expect(second.requests.map(({ params }) => [params.action, params.contractaddress])).toEqual([['tokentx', USDC]]);
    expect(chain.standings?.()[0]).toMatchObject({ name: 'blockscout', serving: true });
  });

  it('when every source fails, answers the first one’s failure, and says no source serves', async () => {
    first.queue(serverError);
    second.queue(serverError, serverError, serverError, serverError);
    const chain = fallbackSource(
      [
        { source: explorer(first, 'blockscout', true), deadlineMs: DEADLINE_MS },
        { source: explorer(second, 'routescan', true), deadlineMs: DEADLINE_MS },
      ],
      { now },
    );

    await expect(chain.nativeBalance(WALLET)).rejects.toMatchObject({
      failure: 'network',
      message: 'Blockscout account/balance failed after 0 retries: HTTP 500',
    });
    expect(chain.problems?.()).toEqual([
      'Blockscout is set aside until 2026-11-20T12:01:00.000Z: Blockscout account/balance failed after 0 retries: HTTP 500',
      'Routescan is set aside until 2026-11-20T12:01:00.000Z: Routescan account/balance failed after 0 retries: HTTP 500',
      'No source of this chain serves until 2026-11-20T12:01:00.000Z',
    ]);
  });

  it('works the monitor as its first source says: an explorer first polls wallets, a node first follows blocks', () => {
    const node = rpcSource({ url: 'http://127.0.0.1:9', wsUrl: 'ws://127.0.0.1:9' });
    const etherscanFirst = fallbackSource([
      { source: explorer(second, 'etherscan', true), deadlineMs: DEADLINE_MS },
      { source: node, deadlineMs: DEADLINE_MS },
    ]);
    const nodeFirst = fallbackSource([
      { source: node, deadlineMs: DEADLINE_MS },
      { source: explorer(second, 'etherscan', false), deadlineMs: DEADLINE_MS },
    ]);

    expect([etherscanFirst.name, etherscanFirst.walletPolling?.requestsPerPoll, etherscanFirst.followNewHeads]).toEqual([
      'etherscan',
      4,
      undefined,
    ]);
    expect([nodeFirst.name, nodeFirst.walletPolling, typeof nodeFirst.followNewHeads]).toEqual(['rpc', undefined, 'function']);
    // The node's own members are forwarded where any source has them.
    expect([typeof nodeFirst.ensName, typeof nodeFirst.walletHistory]).toEqual(['function', 'function']);
  });

  it('is what the api builds from CHAIN_SOURCES_<id>: the sources named, in their order', async () => {
    second.queue(ok('5'));
    const [chain] = loadConfig({
      CHAINS: '8453',
      CHAIN_SOURCES_8453: 'blockscout,rpc',
      BLOCKSCOUT_URL_8453: `${second.origin}/api`,
      CHAIN_RPC_URL_8453: 'http://127.0.0.1:9',
    }).chains;
    const source = createChainSource(chain.source, chain.fallbacks);

    expect(await source.nativeBalance(WALLET)).toBe(5n);
    expect(second.requests.map(({ path, params }) => [path, params.action, params.chainid])).toEqual([['/api', 'balance', undefined]]);
    expect(source.standings?.().map(({ name, serving }) => [name, serving])).toEqual([
      ['blockscout', true],
      ['rpc', false],
    ]);
  });
});
