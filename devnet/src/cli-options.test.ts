import { cliOptions } from './cli-options';

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
      ],
      {},
    );
    expect(options).toEqual({
      host: '0.0.0.0',
      port: 0,
      blockTimeSeconds: 3,
      history: 100_000,
      historyDays: 90,
      seed: 'demo',
      dataDir: '/tmp/chain',
      simulate: false,
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
    };
    expect(cliOptions([], env)).toMatchObject({
      port: 9545,
      blockTimeSeconds: 5,
      history: 50,
      historyDays: 30,
      seed: 'env',
      dataDir: '.data/devnet',
      simulate: true,
    });
    expect(cliOptions(['--port', '8546'], env)).toMatchObject({ port: 8546 });
  });

  it('leaves unset options to the defaults', () => {
    expect(cliOptions([], {})).toEqual({ simulate: true });
  });

  it('refuses a port that is not a number', () => {
    expect(() => cliOptions(['--port', 'eighty'], {})).toThrow('--port must be a whole number, got "eighty"');
  });
});
