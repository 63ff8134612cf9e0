// startDevnet: one devnet chain, the L1 (Ethereum's stand-in) by default or the L2 (Base's): anvil with
// the chain's tokens at their real addresses, a seeded history on first start (kept across restarts
// when there is a data directory), then live simulated activity.
import { deriveAccounts, type DevnetAccounts } from './accounts';
import { PortInUseError, startAnvil, type Anvil } from './anvil';
import { DEVNET_CHAIN_ID, DEVNET_L1, type DevnetChainProfile } from './chains';
import { placeContracts, placeRouters } from './contracts';
import { clearChain, readSeededChain, stateFile, writeSeedRecord, type SeedRecord } from './data-dir';
import { planHistory } from './history-plan';
import { seedHistory } from './seed-history';
import { startSimulator, type Simulator } from './simulator';
import { asQuantity, createRpc, type Rpc } from './rpc';
import type { Address, DevnetToken } from './tokens';

export type DevnetOptions = {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 8545; 0 picks a free port. */
  port?: number;
  /** Where the chain is kept across restarts; without it the chain lives in memory only. */
  dataDir?: string;
  /** Whole seconds between blocks; default 2. */
  blockTimeSeconds?: number;
  /** Accounts, history and activity all follow from it; default 'whalewatch'. */
  seed?: string;
  /** Token transfers seeded on a new chain; default 20,000 (over 10,000 of them USDC). */
  history?: number;
  /** Days the seeded history spans, ending about now; default 365. */
  historyDays?: number;
  /** Send simulated activity every block; default true. */
  simulate?: boolean;
  /** Which chain: DEVNET_L1 (default, chain id 31337) or DEVNET_L2 (31338). */
  chain?: DevnetChainProfile;
  log?: (line: string) => void;
};

export type Devnet = {
  rpcUrl: string;
  /** What eth_chainId answers: 31337 on the L1, 31338 on the L2. */
  chainId: number;
  tokens: DevnetToken[];
  whales: Address[];
  retail: Address[];
  /** The exchange hot wallets the simulated activity deposits to and withdraws from (DEVNET_EXCHANGES). */
  exchanges: Address[];
  stop(): Promise<void>;
};

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8545;
export const DEFAULT_BLOCK_TIME_SECONDS = 2;
export const DEFAULT_SEED = 'whalewatch';
export const DEFAULT_HISTORY = 20_000;
export const DEFAULT_HISTORY_DAYS = 365;
/** How often anvil writes its state file while running (it also writes it on exit). */
const STATE_INTERVAL_SECONDS = 60;

type Settings = Required<Omit<DevnetOptions, 'dataDir'>> & { dataDir: string | undefined };

function settingsFrom(options: DevnetOptions): Settings {
  const settings: Settings = {
    host: options.host ?? DEFAULT_HOST,
    port: options.port ?? DEFAULT_PORT,
    dataDir: options.dataDir,
    blockTimeSeconds: options.blockTimeSeconds ?? DEFAULT_BLOCK_TIME_SECONDS,
    seed: options.seed ?? DEFAULT_SEED,
    history: options.history ?? DEFAULT_HISTORY,
    historyDays: options.historyDays ?? DEFAULT_HISTORY_DAYS,
    simulate: options.simulate ?? true,
    chain: options.chain ?? DEVNET_L1,
    log: options.log ?? (() => {}),
  };
  if (!Number.isInteger(settings.port) || settings.port < 0 || settings.port > 65_535)
    throw new Error(`port must be an integer from 0 to 65535, got ${settings.port}`);
  if (!Number.isInteger(settings.blockTimeSeconds) || settings.blockTimeSeconds < 1) {
    throw new Error(
      `blockTimeSeconds must be a whole number of seconds, at least 1 (anvil's interval mining), got ${settings.blockTimeSeconds}`,
    );
  }
  if (!Number.isInteger(settings.history) || settings.history < 0)
    throw new Error(`history must be a non-negative integer, got ${settings.history}`);
  if (!(Number.isFinite(settings.historyDays) && settings.historyDays > 0))
    throw new Error(`historyDays must be a positive number of days, got ${settings.historyDays}`);
  if (settings.seed === '') throw new Error('seed must not be empty');
  return settings;
}

/** Starts anvil with `options.chain`'s chain id and contracts, seeds or resumes its chain, and simulates activity on it. */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const settings = settingsFrom(options);
  const { log, dataDir, chain } = settings;
  const started = Date.now();

  const resumed = dataDir ? await resumeChain(settings, dataDir) : null;
  const seed = resumed?.record.seed ?? settings.seed;
  const accounts = deriveAccounts(seed);
  const { anvil, rpc } = resumed ?? (await newChain(settings, accounts));

  try {
    await rpc.request('evm_setIntervalMining', [settings.blockTimeSeconds]);
  } catch (error) {
    await anvil.stop();
    throw error;
  }
  const simulator: Simulator | null = settings.simulate
    ? startSimulator({ rpc, seed, accounts, chain, blockTimeSeconds: settings.blockTimeSeconds, log })
    : null;
  log(`started in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  let stopping: Promise<void> | undefined;
  void anvil.exited.then((code) => {
    if (stopping) return;
    log(`anvil exited unexpectedly (code ${code})`);
    void simulator?.stop();
  });
  return {
    rpcUrl: anvil.rpcUrl,
    chainId: chain.id,
    tokens: chain.tokens.map((token) => ({ ...token })),
    whales: accounts.whales,
    retail: accounts.retail,
    exchanges: accounts.exchanges,
    stop: () => {
      stopping ??= (async () => {
        await simulator?.stop();
        await anvil.stop();
        log(dataDir ? `stopped; chain saved in ${stateFile(dataDir)}` : 'stopped');
      })();
      return stopping;
    },
  };
}

type RunningChain = { anvil: Anvil; rpc: Rpc };

/** Starts anvil on the chain kept in `dataDir`, or returns null when there is none to resume. */
async function resumeChain(settings: Settings, dataDir: string): Promise<(RunningChain & { record: SeedRecord }) | null> {
  const record = readSeededChain(dataDir);
  if (!record) {
    clearChain(dataDir);
    return null;
  }
  const savedChainId = record.chainId ?? DEVNET_CHAIN_ID;
  if (savedChainId !== settings.chain.id)
    throw new Error(`${dataDir} holds the chain with id ${savedChainId}, not ${settings.chain.id}: give each chain a directory of its own`);
  const anvil = await startAnvil({
    host: settings.host,
    port: settings.port,
    chainId: settings.chain.id,
    stateFile: stateFile(dataDir),
    stateIntervalSeconds: STATE_INTERVAL_SECONDS,
  }).catch((error: unknown) => {
    if (error instanceof PortInUseError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not load the chain saved in ${dataDir} (${reason}). Delete ${dataDir} to start a new chain.`);
  });
  try {
    const rpc = createRpc(anvil.rpcUrl);
    const head = Number(asQuantity(await rpc.request('eth_blockNumber'), 'eth_blockNumber'));
    if (head < record.seededThroughBlock) {
      settings.log(`the saved chain stops at block ${head}, before seeding finished (block ${record.seededThroughBlock}); seeding again`);
      await anvil.stop();
      clearChain(dataDir);
      return null;
    }
    if (record.seed !== settings.seed) settings.log(`${dataDir} holds a chain seeded with "${record.seed}"; keeping that seed`);
    await prepare(rpc);
    await placeRouters(rpc, settings.chain);
    settings.log(`resumed the chain in ${dataDir} at block ${head}`);
    return { anvil, rpc, record };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

async function newChain(settings: Settings, accounts: DevnetAccounts): Promise<RunningChain> {
  const { log, dataDir, chain } = settings;
  const span = { days: settings.historyDays, end: Math.floor(Date.now() / 1000) };
  const plan = planHistory(settings.seed, accounts, settings.history, span, chain);
  const anvil = await startAnvil({
    host: settings.host,
    port: settings.port,
    chainId: chain.id,
    genesisTimestamp: plan.start,
    ...(dataDir ? { stateFile: stateFile(dataDir), stateIntervalSeconds: STATE_INTERVAL_SECONDS } : {}),
  });
  try {
    const rpc = createRpc(anvil.rpcUrl);
    await prepare(rpc);
    await placeContracts(rpc, accounts.treasury, chain);
    const seeding = Date.now();
    log(`seeding ${plan.transfers} token transfers over ${plan.blocks.length} blocks in ${settings.historyDays} days`);
    const seeded = await seedHistory(rpc, plan, log);
    const seconds = (Date.now() - seeding) / 1000;
    log(
      `seeded ${seeded.transactions} transactions (${plan.transfers} token transfers) in ${seconds.toFixed(1)} s, up to block ${seeded.lastBlock}`,
    );
    // From here on blocks carry the wall-clock time again.
    await rpc.request('evm_setTime', [Math.floor(Date.now() / 1000)]);
    if (dataDir) {
      writeSeedRecord(dataDir, {
        seed: settings.seed,
        chainId: chain.id,
        transfers: plan.transfers,
        seededThroughBlock: seeded.lastBlock,
        seededAt: new Date().toISOString(),
      });
    }
    return { anvil, rpc };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** Per-process settings anvil does not keep in its state file. */
async function prepare(rpc: Rpc): Promise<void> {
  // Quiet: anvil would otherwise print every call and transaction to a pipe nobody reads.
  await rpc.request('anvil_setLoggingEnabled', [false]);
  await rpc.request('anvil_autoImpersonateAccount', [true]);
}
