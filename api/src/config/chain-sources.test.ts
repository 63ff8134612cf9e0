// CHAIN_SOURCES_<id>: a chain's sources in order, each built from its own settings, and the api refusing
// to start, naming the variable to set, when one named cannot be built. Unset: one source, as before.
import { CHAIN_SOURCES } from '@whalewatch/contracts';
import { loadConfig } from './config';
import { CHAIN_SOURCE_NAMES } from './explorers';

const sourcesOf = (env: NodeJS.ProcessEnv) =>
  loadConfig(env).chains.map(({ info, source, fallbacks }) => ({ id: info.id, source, fallbacks }));

describe('a chain’s sources in order', () => {
  it('reads CHAIN_SOURCES_<id>: the first is the chain’s source, the others its fallbacks in order', () => {
    expect(
      sourcesOf({
        CHAINS: '8453,1',
        CHAIN_SOURCES_8453: ' Blockscout, rpc ,routescan',
        CHAIN_RPC_URL_8453: 'https://base.example/key',
        CHAIN_WS_URL_8453: 'off',
        ROUTESCAN_URL_8453: 'https://api.routescan.io/v2/network/mainnet/evm/8453/etherscan/api',
        CHAIN_SOURCES_1: 'etherscan,routescan',
        ETHERSCAN_API_KEY: 'KEY',
        ROUTESCAN_API_KEY: 'RS-KEY',
      }),
    ).toEqual([
      {
        id: 8453,
        source: {
          rpcUrl: 'https://base.example/key',
          parallelReads: 4,
          explorer: {
            kind: 'blockscout',
            baseUrl: 'https://base.blockscout.com/api',
            chainId: 8453,
            accounts: [{ name: 'keyless', keys: [''] }],
            ratePerSecond: 5,
            timeoutMs: 20_000,
          },
        },
        fallbacks: [
          { name: 'rpc', rpcUrl: 'https://base.example/key', wsUrl: undefined, parallelReads: 4, deadlineMs: 10_000 },
          {
            name: 'routescan',
            explorer: {
              kind: 'routescan',
              baseUrl: 'https://api.routescan.io/v2/network/mainnet/evm/8453/etherscan/api',
              chainId: 8453,
              accounts: [{ name: 'default', keys: ['RS-KEY'] }],
              ratePerSecond: 5,
              timeoutMs: 20_000,
            },
            deadlineMs: 10_000,
          },
        ],
      },
      {
        id: 1,
        source: {
          rpcUrl: '',
          parallelReads: 4,
          etherscan: {
            baseUrl: 'https://api.etherscan.io/v2/api',
            chainId: 1,
            accounts: [{ name: 'default', keys: ['KEY'] }],
            ratePerSecond: 3,
          },
        },
        fallbacks: [
          {
            name: 'routescan',
            explorer: {
              kind: 'routescan',
              baseUrl: 'https://api.routescan.io/v2/network/mainnet/evm/1/etherscan/api',
              chainId: 1,
              accounts: [{ name: 'default', keys: ['RS-KEY'] }],
              ratePerSecond: 5,
              timeoutMs: 20_000,
            },
            deadlineMs: 10_000,
          },
        ],
      },
    ]);
  });

  it('unset, reads one source as before: Etherscan where keys and plan serve the chain, else the node', () => {
    const env = {
      CHAINS: '1,8453',
      ETHERSCAN_API_KEY: 'KEY',
      CHAIN_RPC_URL: 'https://eth.example',
      CHAIN_RPC_URL_8453: 'https://base.example',
    };
    expect(sourcesOf(env).map(({ id, source, fallbacks }) => [id, source.etherscan ? 'etherscan' : source.rpcUrl, fallbacks])).toEqual([
      [1, 'etherscan', undefined],
      [8453, 'https://base.example', undefined],
    ]);
    expect(sourcesOf({}).map(({ id, fallbacks }) => [id, fallbacks])).toEqual([
      [31337, undefined],
      [31338, undefined],
    ]);
  });

  it('takes an instance of one’s own (BLOCKSCOUT_URL_<id>) and each explorer’s budget', () => {
    const [chain] = sourcesOf({
      CHAINS: '56',
      CHAIN_SOURCES_56: 'blockscout',
      BLOCKSCOUT_URL_56: 'https://bsc.example/api',
      BLOCKSCOUT_API_KEY: 'BS-KEY',
      BLOCKSCOUT_RATE_PER_SECOND: '7',
    });
    expect(chain?.source.explorer).toEqual({
      kind: 'blockscout',
      baseUrl: 'https://bsc.example/api',
      chainId: 56,
      accounts: [{ name: 'default', keys: ['BS-KEY'] }],
      ratePerSecond: 7,
      timeoutMs: 20_000,
    });
    // A chain read by a keyless explorer alone is no devnet: real prices.
    expect(loadConfig({ CHAINS: '8453', CHAIN_SOURCES_8453: 'blockscout' }).prices.source).toBe('defillama');
  });

  it('refuses an unknown source, a source named twice, or none', () => {
    expect(() => loadConfig({ CHAINS: '8453', CHAIN_SOURCES_8453: 'rpc,alchemy' })).toThrow(
      'Invalid configuration: CHAIN_SOURCES_8453.1: must list sources from rpc, etherscan, blockscout, routescan',
    );
    expect(() => loadConfig({ CHAINS: '8453', CHAIN_SOURCES_8453: 'blockscout,blockscout' })).toThrow(
      'Invalid configuration: CHAIN_SOURCES_8453: must name each source once',
    );
    expect(() => loadConfig({ CHAINS: '8453', CHAIN_SOURCES_8453: ' , ' })).toThrow(
      'Invalid configuration: CHAIN_SOURCES_8453: must name at least one source',
    );
  });

  it('refuses a named source it cannot build, naming the variable to set', () => {
    expect(() => loadConfig({ CHAINS: '56', CHAIN_SOURCES_56: 'rpc,blockscout' })).toThrow(
      "Invalid configuration: CHAIN_RPC_URL_56: CHAIN_SOURCES_56 names BNB Chain's sources with its node (rpc), but no node is set: set CHAIN_RPC_URL_56; " +
        "BLOCKSCOUT_URL_56: CHAIN_SOURCES_56 names BNB Chain's sources with Blockscout, but Blockscout is not known to serve it: set BLOCKSCOUT_URL_56",
    );
    expect(() => loadConfig({ CHAINS: '8453', CHAIN_SOURCES_8453: 'routescan' })).toThrow(
      "ROUTESCAN_URL_8453: CHAIN_SOURCES_8453 names Base's sources with Routescan, but Routescan is not known to serve it: set ROUTESCAN_URL_8453",
    );
    expect(() => loadConfig({ CHAINS: '1', CHAIN_SOURCES_1: 'etherscan', CHAIN_RPC_URL: 'https://eth.example' })).toThrow(
      "ETHERSCAN_API_KEY: CHAIN_SOURCES_1 names Ethereum's sources with Etherscan, but no Etherscan key is set: set ETHERSCAN_API_KEY or ETHERSCAN_API_KEYS",
    );
    expect(() => loadConfig({ CHAINS: '8453', CHAIN_SOURCES_8453: 'etherscan', ETHERSCAN_API_KEY: 'KEY' })).toThrow(
      "ETHERSCAN_PLAN: CHAIN_SOURCES_8453 names Base's sources with Etherscan, but Etherscan’s free plan does not serve it: ETHERSCAN_PLAN=paid if yours does",
    );
    expect(() => loadConfig({ CHAINS: '8453', BLOCKSCOUT_URL_8453: 'ftp://base.example' })).toThrow(
      'Invalid configuration: BLOCKSCOUT_URL_8453: must be an http(s) URL',
    );
  });

  it('names the sources as /health does', () => {
    expect([...CHAIN_SOURCES]).toEqual([...CHAIN_SOURCE_NAMES]);
  });
});
