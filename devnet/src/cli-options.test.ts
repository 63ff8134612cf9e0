import path from 'node:path';
import { DEVNET_L2 } from './chains';
import { cliOptions, L2_READY_PREFIX, readyLines, READY_PREFIX } from './cli-options';
import type { Devnet } from './devnet';

/** The L2's options when nothing is set for it. */
const L2_DEFAULTS = { port: 8546, blockTimeSeconds: 1, history: 2_000, simulate: true, chain: DEVNET_L2 };

describe('the devnet CLI options', () => {
  it('reads flags', () => {
    const options = cliOptions(
      [
        '--host',
        '0.0.0.0',
        '--port',
        '0',
        '--block-time',
        '3',
        '--history',
        '100000',
        '--history-days',
        '90',
        '--seed',
        'demo',
        '--data-dir',
        '/tmp/chain',
        '--no-simulate',
        '--l2-port',
        '9546',
        '--l2-block-time',
        '2',
        '--l2-history',
        '500',
      ],
      {},
    );
    const shared = { host: '0.0.0.0', historyDays: 90, seed: 'demo', simulate: false };
    expect(options).toEqual({
      l1: { ...shared, port: 0, blockTimeSeconds: 3, history: 100_000, dataDir: '/tmp/chain' },
      l2: { ...shared, port: 9546, blockTimeSeconds: 2, history: 500, dataDir: path.join('/tmp/chain', 'l2'), chain: DEVNET_L2 },
    });
  });

  it('falls back to DEVNET_* variables, and flags win over them', () => {
    const env = {
      DEVNET_PORT: '9545',
      DEVNET_BLOCK_TIME: '5',
      DEVNET_HISTORY: '50',
      DEVNET_HISTORY_DAYS: '30',
      DEVNET_SEED: 'env',
      DEVNET_DATA_DIR: '.data/devnet',
      DEVNET_L2_PORT: '9546',
      DEVNET_L2_BLOCK_TIME: '3',
      DEVNET_L2_HISTORY: '40',
    };
    expect(cliOptions([], env)).toMatchObject({
      l1: { port: 9545, blockTimeSeconds: 5, history: 50, historyDays: 30, seed: 'env', dataDir: '.data/devnet', simulate: true },
      l2: { port: 9546, blockTimeSeconds: 3, history: 40, historyDays: 30, seed: 'env', dataDir: path.join('.data/devnet', 'l2') },
    });
    expect(cliOptions(['--port', '8546', '--l2-port', '8547'], env)).toMatchObject({ l1: { port: 8546 }, l2: { port: 8547 } });
  });

  it('leaves unset L1 options to the defaults and gives the L2 its own', () => {
    expect(cliOptions([], {})).toEqual({ l1: { simulate: true }, l2: L2_DEFAULTS });
  });

  it('runs the L1 alone with --no-l2', () => {
    expect(cliOptions(['--no-l2', '--l2-port', '9546'], {})).toEqual({ l1: { simulate: true }, l2: null });
  });

  it('refuses a port that is not a number', () => {
    expect(() => cliOptions(['--port', 'eighty'], {})).toThrow('--port must be a whole number, got "eighty"');
    expect(() => cliOptions(['--l2-port', 'eighty'], {})).toThrow('--l2-port must be a whole number, got "eighty"');
  });

  it("prints the L1's ready line first, then its accounts, then the L2's ready line", () => {
    const devnet = (rpcUrl: string) => ({ rpcUrl, whales: ['0xw1', '0xw2', '0xw3', '0xw4'], retail: ['0xr1'] }) as unknown as Devnet;
    const l1 = devnet('http://127.0.0.1:8545');
    expect(readyLines(l1, devnet('http://127.0.0.1:8546'))).toEqual([
      `${READY_PREFIX} http://127.0.0.1:8545`,
      '  whale 1:  0xw1',
      '  whale 2:  0xw2',
      '  whale 3:  0xw3',
      '  retail 1: 0xr1',
      `${L2_READY_PREFIX} http://127.0.0.1:8546`,
    ]);
    expect(readyLines(l1, null)).toHaveLength(5);
    expect(L2_READY_PREFIX).toBe('devnet l2 ready on');
  });
});
