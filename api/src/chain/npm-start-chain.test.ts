// Which chain `npm start` gives the api (scripts/config.mjs, scripts/services.mjs' apiEnvironment), read
// by the api's own configuration: with Etherscan keys or CHAIN_RPC_URL no devnet runs and the api keeps
// mainnet's defaults (DefiLlama prices, chain 1, 12 confirmations); only the devnet gets the devnet's.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../config';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** What `npm start` decides in an environment of only `env`: whether a devnet runs, and the api's environment. */
function npmStart(env: Record<string, string>): { devnet: boolean; api: Record<string, string> } {
  const script = [
    "import { loadConfig } from './scripts/config.mjs';",
    "import { apiEnvironment } from './scripts/services.mjs';",
    'const config = loadConfig();',
    'process.stdout.write(JSON.stringify({ devnet: config.chain.devnet !== null, api: apiEnvironment(config) }));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return JSON.parse(output.toString('utf8'));
}

describe('npm start', () => {
  it.each([
    ['an Etherscan key', { ETHERSCAN_API_KEY: 'KEY' }],
    ['numbered Etherscan keys', { ETHERSCAN_API_KEY_1: 'KEY1', ETHERSCAN_API_KEY_2: 'KEY2' }],
    ['Etherscan keys by account', { ETHERSCAN_API_KEYS: 'research:KEY1,KEY2' }],
    ['an RPC node', { CHAIN_RPC_URL: 'https://eth.example/rpc' }],
  ])('with %s runs no devnet, and the api prices from DefiLlama on chain 1 with 12 confirmations', (_, env) => {
    const { devnet, api } = npmStart(env);

    expect(devnet).toBe(false);
    expect(api).not.toHaveProperty('PRICES_SOURCE');
    const config = loadConfig(api);
    expect(config.prices.source).toBe('defillama');
    expect(config.monitor).toMatchObject({ chainId: 1, confirmations: 12 });
    expect(config.explorerUrl).toBe('https://etherscan.io');
    expect(config.chain.etherscan !== undefined).toBe(!('CHAIN_RPC_URL' in env));
  });

  it.each([
    ['its own node', { CHAINS: '8453', CHAIN_RPC_URL_8453: 'https://base.example/rpc' }],
    ['an explorer without a key', { CHAINS: '8453', CHAIN_SOURCES_8453: 'blockscout' }],
  ])('with a real chain read from %s runs no devnet, and the api keeps real defaults', (_, env) => {
    const { devnet, api } = npmStart(env);

    expect(devnet).toBe(false);
    expect(api).not.toHaveProperty('PRICES_SOURCE');
    expect(api).not.toHaveProperty('CHAIN_RPC_URL');
    const config = loadConfig(api);
    expect(config.chains.map(({ info }) => info.name)).toEqual(['Base']);
    expect(config.prices.source).toBe('defillama');
  });

  it('with the devnet chains named runs the devnet as without CHAINS', () => {
    expect(npmStart({ CHAINS: '31337' }).devnet).toBe(true);
    expect(loadConfig(npmStart({ CHAINS: '31337' }).api).chains.map(({ info }) => info.id)).toEqual([31337]);
  });

  it("without either runs the devnet and hands the api the devnet's defaults", () => {
    const { devnet, api } = npmStart({});

    expect(devnet).toBe(true);
    const config = loadConfig(api);
    // New blocks are pushed over the devnet's WebSocket (anvil serves both on one port).
    expect(config.chain).toEqual({ rpcUrl: 'http://127.0.0.1:8545', wsUrl: 'ws://127.0.0.1:8545', parallelReads: 4, etherscan: undefined });
    expect(config.prices.source).toBe('dev');
    expect(config.monitor).toMatchObject({ chainId: 31337, confirmations: 2 });
  });

  it('leaves what the operator set above the devnet defaults', () => {
    const config = loadConfig(npmStart({ MONITOR_CONFIRMATIONS: '6' }).api);

    expect(config.monitor.confirmations).toBe(6);
  });
});
