import { KNOWN_CHAINS } from '@whalewatch/contracts/constants';
import { arbitrum, base, bsc, mainnet, optimism, polygon } from 'viem/chains';
import { CHAIN_PROFILES } from './chains';
import { loadConfig } from './config';

const MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11';

describe('the chain list', () => {
  it('says of each real chain what viem’s definition says: id, native currency, explorer, Multicall3', () => {
    const viemChains = [mainnet, base, arbitrum, optimism, polygon, bsc];
    for (const chain of viemChains) {
      const ours = KNOWN_CHAINS.find((known) => known.id === chain.id);
      expect(ours).toMatchObject({ nativeSymbol: chain.nativeCurrency.symbol, explorerUrl: chain.blockExplorers.default.url });
      expect(chain.contracts.multicall3.address.toLowerCase()).toBe(MULTICALL3);
      expect(CHAIN_PROFILES[chain.id]).toBeDefined();
    }
    expect(KNOWN_CHAINS.map((chain) => `${chain.id} ${chain.slug} ${chain.name}`)).toEqual([
      '1 ethereum Ethereum',
      '8453 base Base',
      '42161 arbitrum Arbitrum One',
      '10 optimism OP Mainnet',
      '137 polygon Polygon PoS',
      '56 bnb BNB Chain',
      '31337 ethereum Ethereum',
      '31338 base Base',
    ]);
  });

  it('CHAINS chooses; each chain reads its own node, the first one also through CHAIN_RPC_URL', () => {
    const config = loadConfig({
      CHAINS: '1, 8453,42161',
      CHAIN_RPC_URL: 'https://eth.example/key',
      CHAIN_RPC_URL_8453: 'https://base.example/key',
      CHAIN_WS_URL_8453: 'off',
      CHAIN_RPC_URL_42161: 'https://arb.example/key',
      CHAIN_WS_URL_42161: 'wss://arb-ws.example/key',
    });
    expect(config.chains.map(({ info, profile, source }) => [info.name, profile.confirmations, source])).toEqual([
      ['Ethereum', 12, { rpcUrl: 'https://eth.example/key', wsUrl: 'wss://eth.example/key', parallelReads: 4 }],
      ['Base', 10, { rpcUrl: 'https://base.example/key', wsUrl: undefined, parallelReads: 4 }],
      ['Arbitrum One', 20, { rpcUrl: 'https://arb.example/key', wsUrl: 'wss://arb-ws.example/key', parallelReads: 4 }],
    ]);
    expect(config.monitor.chainId).toBe(1);
    expect(config.explorerUrl).toBe('https://etherscan.io');
  });

  it('reads Etherscan only for the chains its plan serves', () => {
    const keys = { ETHERSCAN_API_KEY: 'key', CHAINS: '1,137,8453', CHAIN_RPC_URL_8453: 'https://base.example' };
    const sources = loadConfig(keys).chains.map(({ info, source }) => [info.id, source.etherscan?.chainId ?? source.rpcUrl]);
    expect(sources).toEqual([
      [1, 1],
      [137, 137],
      [8453, 'https://base.example'],
    ]);
    const paid = loadConfig({ ...keys, ETHERSCAN_PLAN: 'paid' }).chains.map(({ source }) => source.etherscan?.chainId);
    expect(paid).toEqual([1, 137, 8453]);
  });

  it('refuses a chain it cannot read, an unknown one, and two chains of one name, saying what to set', () => {
    expect(() => loadConfig({ ETHERSCAN_API_KEY: 'key', CHAINS: '1,10' })).toThrow(
      'CHAIN_RPC_URL_10: OP Mainnet (chain 10) has no data source: set CHAIN_RPC_URL_10 to a node of it (Etherscan’s free plan does not serve it: ETHERSCAN_PLAN=paid if yours does)',
    );
    expect(() => loadConfig({ CHAIN_RPC_URL: 'https://eth.example', CHAINS: '1,56' })).toThrow(
      'CHAIN_RPC_URL_56: BNB Chain (chain 56) has no data source: set CHAIN_RPC_URL_56 to a node of it',
    );
    expect(() => loadConfig({ CHAINS: '1,99999' })).toThrow(/CHAINS: must list known chain ids: 1 \(Ethereum\), 8453 \(Base\)/);
    expect(() => loadConfig({ CHAINS: '8453,8453' })).toThrow('CHAINS: must name each chain once');
    expect(() => loadConfig({ CHAINS: '31337,1', CHAIN_RPC_URL_1: 'https://eth.example' })).toThrow(
      'CHAINS: chains 31337 and 1 are both "ethereum": enable one of them',
    );
  });

  it('runs the embedded default on both devnet chains, or the one CHAINS names; MONITOR_CONFIRMATIONS holds on each', () => {
    expect(loadConfig({}).chains.map(({ info }) => info.id)).toEqual([31337, 31338]);
    expect(loadConfig({ CHAINS: '31338' }).chains.map(({ info, source }) => [info.name, source.rpcUrl])).toEqual([
      ['Base', 'http://127.0.0.1:8546'],
    ]);
    expect(loadConfig({ MONITOR_CONFIRMATIONS: '5' }).chains.map(({ profile }) => profile.confirmations)).toEqual([5, 5]);
    // A node of one's own (and no CHAINS): that chain alone, as before chains were configurable.
    expect(loadConfig({ CHAIN_RPC_URL: 'http://127.0.0.1:8545', CHAIN_ID: '31337' }).chains.map(({ info }) => info.id)).toEqual([31337]);
  });
});
