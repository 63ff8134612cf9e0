// The devnet CLI's flags and environment variables (flags win), and what it prints once ready. The CLI
// runs the L1 and, unless --no-l2, the L2 beside it: the same host, seed, history span and simulation,
// its own port, block time and history, and its chain kept in `l2/` within the data directory.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEVNET_L2 } from './chains';
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
/** The line after the L1's ready lines, once the L2 is up too. */
export const L2_READY_PREFIX = 'devnet l2 ready on';
export const DEFAULT_L2_PORT = 8546;
export const DEFAULT_L2_BLOCK_TIME_SECONDS = 1;
/** Short, so the L2's cold start is too. */
export const DEFAULT_L2_HISTORY = 2_000;
/** Where the L2 keeps its chain within the data directory. */
export const L2_DATA_DIR = 'l2';

export const USAGE = `Usage: node dist/cli.js [options]

  --host <ip>           listen address of both chains (DEVNET_HOST, default ${DEFAULT_HOST})
  --port <n>            the L1's JSON-RPC port, 0 for any free one (DEVNET_PORT, default ${DEFAULT_PORT})
  --block-time <s>      whole seconds between the L1's blocks (DEVNET_BLOCK_TIME, default ${DEFAULT_BLOCK_TIME_SECONDS})
  --history <n>         token transfers seeded on a new L1 (DEVNET_HISTORY, default ${DEFAULT_HISTORY})
  --history-days <n>    days the seeded histories span, ending now (DEVNET_HISTORY_DAYS, default ${DEFAULT_HISTORY_DAYS})
  --seed <s>            seed of accounts, history and activity (DEVNET_SEED, default ${DEFAULT_SEED})
  --data-dir <dir>      keep the chains here across restarts, the L2's in <dir>/${L2_DATA_DIR} (DEVNET_DATA_DIR; default: in memory)
  --no-simulate         no simulated activity, only empty blocks
  --l2-port <n>         the L2's JSON-RPC port, 0 for any free one (DEVNET_L2_PORT, default ${DEFAULT_L2_PORT})
  --l2-block-time <s>   whole seconds between the L2's blocks (DEVNET_L2_BLOCK_TIME, default ${DEFAULT_L2_BLOCK_TIME_SECONDS})
  --l2-history <n>      token transfers seeded on a new L2 (DEVNET_L2_HISTORY, default ${DEFAULT_L2_HISTORY})
  --no-l2               run the L1 only (no L2, no bridge relay)
  --help                this text`;

/** What to start: the L1, and the L2 unless --no-l2 (its options complete, as the L1's defaults are not its own). */
export type CliOptions = { l1: DevnetOptions; l2: DevnetOptions | null };

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

export function cliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
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
      'l2-port': { type: 'string' },
      'l2-block-time': { type: 'string' },
      'l2-history': { type: 'string' },
      'no-l2': { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const l1: DevnetOptions = {
    host: values.host ?? env.DEVNET_HOST,
    port: integer('--port', values.port) ?? integer('DEVNET_PORT', env.DEVNET_PORT),
    blockTimeSeconds: integer('--block-time', values['block-time']) ?? integer('DEVNET_BLOCK_TIME', env.DEVNET_BLOCK_TIME),
    history: integer('--history', values.history) ?? integer('DEVNET_HISTORY', env.DEVNET_HISTORY),
    historyDays: integer('--history-days', values['history-days']) ?? integer('DEVNET_HISTORY_DAYS', env.DEVNET_HISTORY_DAYS),
    seed: values.seed ?? env.DEVNET_SEED,
    dataDir: values['data-dir'] ?? (env.DEVNET_DATA_DIR || undefined),
    simulate: !values['no-simulate'],
  };
  if (values['no-l2']) return { l1, l2: null };
  const l2: DevnetOptions = {
    ...l1,
    port: integer('--l2-port', values['l2-port']) ?? integer('DEVNET_L2_PORT', env.DEVNET_L2_PORT) ?? DEFAULT_L2_PORT,
    blockTimeSeconds:
      integer('--l2-block-time', values['l2-block-time']) ??
      integer('DEVNET_L2_BLOCK_TIME', env.DEVNET_L2_BLOCK_TIME) ??
      DEFAULT_L2_BLOCK_TIME_SECONDS,
    history: integer('--l2-history', values['l2-history']) ?? integer('DEVNET_L2_HISTORY', env.DEVNET_L2_HISTORY) ?? DEFAULT_L2_HISTORY,
    dataDir: l1.dataDir === undefined ? undefined : path.join(l1.dataDir, L2_DATA_DIR),
    chain: DEVNET_L2,
  };
  return { l1, l2 };
}

/** The L1's ready line, a few of its accounts, then (with an L2) the L2's ready line. */
export function readyLines(l1: Devnet, l2: Devnet | null): string[] {
  return [
    `${READY_PREFIX} ${l1.rpcUrl}`,
    ...l1.whales.slice(0, 3).map((address, index) => `  whale ${index + 1}:  ${address}`),
    `  retail 1: ${l1.retail[0]}`,
    ...(l2 ? [`${L2_READY_PREFIX} ${l2.rpcUrl}`] : []),
  ];
}
