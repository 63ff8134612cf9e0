// The devnet CLI's flags and environment variables (flags win), and what it prints once ready.
import { parseArgs } from 'node:util';
import {
  DEFAULT_BLOCK_TIME_SECONDS,
  DEFAULT_HISTORY,
  DEFAULT_HISTORY_DAYS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_SEED,
  type Devnet,
  type DevnetOptions,
} from './devnet';

export const READY_PREFIX = 'devnet ready on';

export const USAGE = `Usage: node dist/cli.js [options]

  --host <ip>          listen address (DEVNET_HOST, default ${DEFAULT_HOST})
  --port <n>           JSON-RPC port, 0 for any free one (DEVNET_PORT, default ${DEFAULT_PORT})
  --block-time <s>     whole seconds between blocks (DEVNET_BLOCK_TIME, default ${DEFAULT_BLOCK_TIME_SECONDS})
  --history <n>        token transfers seeded on a new chain (DEVNET_HISTORY, default ${DEFAULT_HISTORY})
  --history-days <n>   days the seeded history spans, ending now (DEVNET_HISTORY_DAYS, default ${DEFAULT_HISTORY_DAYS})
  --seed <s>           seed of accounts, history and activity (DEVNET_SEED, default ${DEFAULT_SEED})
  --data-dir <dir>     keep the chain here across restarts (DEVNET_DATA_DIR; default: in memory)
  --no-simulate        no simulated activity, only empty blocks
  --help               this text`;

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

export function cliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): DevnetOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'block-time': { type: 'string' },
      history: { type: 'string' },
      'history-days': { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      'no-simulate': { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const options: DevnetOptions = {
    host: values.host ?? env.DEVNET_HOST,
    port: integer('--port', values.port) ?? integer('DEVNET_PORT', env.DEVNET_PORT),
    blockTimeSeconds: integer('--block-time', values['block-time']) ?? integer('DEVNET_BLOCK_TIME', env.DEVNET_BLOCK_TIME),
    history: integer('--history', values.history) ?? integer('DEVNET_HISTORY', env.DEVNET_HISTORY),
    historyDays: integer('--history-days', values['history-days']) ?? integer('DEVNET_HISTORY_DAYS', env.DEVNET_HISTORY_DAYS),
    seed: values.seed ?? env.DEVNET_SEED,
    dataDir: values['data-dir'] ?? (env.DEVNET_DATA_DIR || undefined),
    simulate: !values['no-simulate'],
  };
  return options;
}

export function readyLines(devnet: Devnet): string[] {
  return [
    `${READY_PREFIX} ${devnet.rpcUrl}`,
    ...devnet.whales.slice(0, 3).map((address, index) => `  whale ${index + 1}:  ${address}`),
    `  retail 1: ${devnet.retail[0]}`,
  ];
}
