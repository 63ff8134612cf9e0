// Runs the anvil binary that ships in @foundry-rs/anvil's platform package: start it, know when it
// listens, stop it so it writes its state (SIGTERM, then wait for the exit).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/** Long enough for anvil to write a state file of a few hundred MB. */
const STOP_TIMEOUT_MS = 60_000;
const START_TIMEOUT_MS = 30_000;

export class PortInUseError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`Port ${port} on ${host} is already in use: stop whatever listens there or choose another port`);
    this.name = 'PortInUseError';
  }
}

/** The anvil executable for this platform, resolved from @foundry-rs/anvil's optional dependencies. */
export function anvilBinary(): string {
  const key = `${process.platform}-${process.arch}`;
  const platformPackage = PLATFORM_PACKAGES[key];
  if (!platformPackage)
    throw new Error(`anvil has no npm build for ${key} (@foundry-rs/anvil supports ${Object.keys(PLATFORM_PACKAGES).join(', ')})`);
  const binary = `${platformPackage}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`;
  const wrapperRequire = createRequire(require.resolve('@foundry-rs/anvil/package.json'));
  try {
    return wrapperRequire.resolve(binary);
  } catch {
    throw new Error(
      `The anvil binary ${binary} is missing: npm skipped the optional dependency ${platformPackage} of @foundry-rs/anvil. Run npm install on this machine (without --omit=optional).`,
    );
  }
}

export type AnvilOptions = {
  host: string;
  port: number;
  /** What eth_chainId answers. */
  chainId: number;
  /** Loaded at start when it exists, written on exit and every `stateIntervalSeconds`. */
  stateFile?: string;
  stateIntervalSeconds?: number;
  /** Seconds since the epoch; only for a new chain. */
  genesisTimestamp?: number;
};

export type Anvil = {
  rpcUrl: string;
  /** Resolves with the exit code (null when killed by a signal) whenever anvil exits. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

function anvilArgs(options: AnvilOptions): string[] {
  // Mining is off until the devnet has placed its contracts and seeded history; transactions from
  // different senders leave the pool in arrival order (fifo), so a top-up sent first runs first.
  const args = [
    '--host',
    options.host,
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--no-mining',
    '--order',
    'fifo',
  ];
  if (options.stateFile) {
    args.push('--state', options.stateFile);
    if (options.stateIntervalSeconds) args.push('--state-interval', String(options.stateIntervalSeconds));
  }
  if (options.genesisTimestamp !== undefined) args.push('--timestamp', String(options.genesisTimestamp));
  return args;
}

export async function startAnvil(options: AnvilOptions): Promise<Anvil> {
  if (options.stateFile) fs.mkdirSync(path.dirname(options.stateFile), { recursive: true });
  // Its own process group: Ctrl+C in a terminal reaches only the devnet, which stops anvil in order.
  const child = spawn(anvilBinary(), anvilArgs(options), { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));

  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });

  const rpcUrl = await listeningUrl(child, exited, () => stderr, options);
  return {
    rpcUrl,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/** Reads anvil's banner up to "Listening on host:port", then discards the rest of its output. */
function listeningUrl(child: ChildProcess, exited: Promise<number | null>, stderr: () => string, options: AnvilOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    let banner = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`anvil did not start listening within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      banner += chunk.toString();
      const match = /Listening on (\S+)/.exec(banner);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve(`http://${match[1]}`);
    };
    child.stdout?.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      // anvil's first line says what went wrong; the rest is clap's "try --help".
      const output = stderr().trim().split('\n')[0];
      if (/address already in use/i.test(output)) reject(new PortInUseError(options.host, options.port));
      else reject(new Error(`anvil exited (code ${code}) before it was ready${output ? `: ${output}` : ''}`));
    });
  });
}
