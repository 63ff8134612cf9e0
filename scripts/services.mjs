// The processes behind the product: the devnet, the local mailbox and the api (started the same way by
// `npm start` and `npm run dev`), and for `npm start` one static server per front end.
// `detached` puts a service in its own process group, so that Ctrl-C in a terminal reaches only its
// supervisor, which stops each service once and in order.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { API_BUILD_INPUTS } from './build-if-needed.mjs';
import { ROOT } from './root.mjs';

const require = createRequire(import.meta.url);

/** Resolves once something accepts TCP connections on host:port. */
export async function waitForPort(host, port, child, name, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host, port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not listen on ${host}:${port} within ${timeoutMs / 1000} s`);
}

/** Rejects with a clear message when something already listens on host:port (set `variable` to move). */
export function assertPortFree(host, port, variable) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use (set ${variable})`) : error);
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** The local mailbox: verification codes and reset links land here (web inbox + JSON API). */
export function startMailbox(config, { detached = false } = {}) {
  const { smtpPort, webPort } = config.mail.mailbox;
  const mailDirectory = path.join(config.dataDir, 'mail');
  fs.mkdirSync(mailDirectory, { recursive: true });
  const args = ['--ip', '127.0.0.1', '--smtp', String(smtpPort), '--web', String(webPort), '--mail-directory', mailDirectory, '--silent'];
  return spawn(process.execPath, [require.resolve('maildev/bin/maildev'), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached,
  });
}

/**
 * The operator token for `npm run plan`: ADMIN_TOKEN, or one generated on first start and kept in
 * DATA_DIR/admin-token (readable by its owner only).
 */
export function operatorToken(config) {
  if (config.adminToken) return config.adminToken;
  const file = path.join(config.dataDir, 'admin-token');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The key channel URLs and signing secrets are sealed under in the database (secrets at rest): SECRETS_KEY,
 * or 32 random bytes generated on first start and kept in DATA_DIR/secrets-key (readable by its owner
 * only), outside the database so that a copy of the database alone reveals none of them. Whoever backs up
 * the database keeps this file too: without it those channels cannot be read.
 */
export function secretsKey(config, env = process.env) {
  if (env.SECRETS_KEY) return env.SECRETS_KEY;
  const file = path.join(config.dataDir, 'secrets-key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': never over a key another start has just written (it sealed rows with it).
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The api picks its devnet defaults (the devnet's price table, its two chains 31337 and 31338, 2
 * confirmations) only when neither CHAIN_RPC_URL nor Etherscan keys are set; the devnet started here is
 * handed over by URL, so its defaults are handed over too, and only then. With keys or a node of its own
 * the api keeps mainnet's (DefiLlama, chain 1, 12 confirmations).
 */
export const DEVNET_DEFAULTS = { PRICES_SOURCE: 'dev', CHAIN_ID: '31337', CHAINS: '31337,31338', MONITOR_CONFIRMATIONS: '2' };

/**
 * The api process's environment: the caller's, with what `npm start` decided on top. DATA_DIR means the
 * same to both (all local state); the api keeps its database in PGLITE_DIR, by default DATA_DIR/pglite.
 */
export function apiEnvironment(config, env = process.env) {
  return {
    ...(config.chain.devnet ? DEVNET_DEFAULTS : {}),
    ...env,
    API_HOST: config.api.host,
    API_PORT: String(config.api.port),
    DATA_DIR: config.dataDir,
    CORS_ORIGINS: config.corsOrigins,
    SITE_URL: config.siteUrl,
    API_PUBLIC_URL: config.apiLinksUrl,
    SMTP_URL: config.mail.smtpUrl,
    ...(config.chain.rpcUrl ? { CHAIN_RPC_URL: config.chain.rpcUrl } : {}),
    ...(config.chain.l2RpcUrl ? { CHAIN_RPC_URL_31338: config.chain.l2RpcUrl } : {}),
  };
}

/** What the api process started by `npm start` / `npm run dev` runs with: its environment and the keys kept in DATA_DIR. */
export function apiProcessEnvironment(config, env = process.env) {
  return { ...apiEnvironment(config, env), ADMIN_TOKEN: operatorToken(config), SECRETS_KEY: secretsKey(config, env) };
}

export function startApi(config, { stdio = 'inherit', detached = false } = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: path.join(ROOT, 'api'),
    stdio,
    detached,
    env: apiProcessEnvironment(config),
  });
  return child;
}

/**
 * The shell's /config.json. `devRemoteOrigins` (`npm run dev -- <remote>` only): where a browser may point
 * one remote at a developer's dev server (shell/src/federation/remoteOverride.ts); without it no override
 * is taken.
 */
export function runtimeConfigOf(config, { devRemoteOrigins } = {}) {
  const shellUrl = new URL(config.shellUrl);
  return {
    apiUrl: config.api.publicUrl,
    supabaseUrl: config.supabase.url,
    supabaseAnonKey: config.supabase.anonKey,
    // The local devnet's transactions are on no public explorer: no explorer link unless EXPLORER_URL names one.
    explorerUrl: config.chain.devnet && !config.explorerUrlSet ? '' : config.explorerUrl,
    ...config.paddle,
    // The only origins the shell loads remote entries from (the registry cannot add one): the host
    // every front end and the deployed releases (scripts/releases/) are served from, on any port.
    allowedRemoteOrigins: [`${shellUrl.protocol}//${shellUrl.hostname}:*`],
    ...(devRemoteOrigins ? { devRemoteOrigins } : {}),
  };
}

const API_WATCH_SETTLE_MS = 150;

/**
 * `npm run dev`'s api, restarted on change (as `node --watch` would, with the api's own build in between:
 * the api runs from api/dist). A change is compiled (swc, about 1.5 s), then the running api gets SIGTERM
 * and is started again once it has exited (PGlite allows one process per data directory). A failed build
 * leaves the running api alone.
 */
export function startApiWatching(config, { log = console.log } = {}) {
  let stopped = false;
  const start = () => {
    const started = startApi(config);
    // As `node --watch` does: a crashed api waits for the next change.
    started.once('exit', (code, signal) => {
      if (!stopped && started === child) log(`api exited (${signal ?? `code ${code}`}); it starts again on the next change`);
    });
    return started;
  };
  let child = start();
  let timer = null;
  let running = null;
  let again = false;
  /** When the first change not yet built was seen. */
  let changedAt = 0;
  const exited = (process) =>
    process.exitCode !== null || process.signalCode !== null ? Promise.resolve() : new Promise((resolve) => process.once('exit', resolve));
  const rebuildAndRestart = async (started) => {
    const build = spawn('npm', ['run', 'build', '-w', '@whalewatch/api'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    const code = await new Promise((resolve) => build.once('exit', resolve));
    if (stopped) return;
    if (code !== 0) {
      log(`api build failed (exit ${code}); the api keeps running the previous build`);
      return;
    }
    const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
    const built = seconds(started);
    const stopping = Date.now();
    const previous = child;
    child = null;
    previous.kill('SIGTERM');
    await exited(previous);
    if (stopped) return;
    const stoppedIn = seconds(stopping);
    child = start();
    const restarted = child;
    try {
      await waitForApi(config, restarted);
      log(
        `api restarted after a change: answering ${seconds(started)} s after it (built in ${built} s, the old one stopped in ${stoppedIn} s)`,
      );
    } catch (error) {
      log(`api restarted after a change but ${error.message}`);
    }
  };
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    const changedAtThisRun = changedAt;
    changedAt = 0;
    running = rebuildAndRestart(changedAtThisRun).finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void run();
      }
    });
  };
  const changed = () => {
    changedAt ||= Date.now();
    clearTimeout(timer);
    timer = setTimeout(() => void run(), API_WATCH_SETTLE_MS);
  };
  const watchers = API_BUILD_INPUTS.filter((input) => fs.existsSync(path.join(ROOT, input))).map((input) =>
    fs.watch(path.join(ROOT, input), { recursive: true }, changed),
  );
  return {
    get child() {
      return child;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      watchers.forEach((watcher) => watcher.close());
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

// The devnet's CLI says so of the L2 once both chains are up.
const DEVNET_READY = /devnet l2 ready on (\S+)/;

/**
 * The local chains (anvil with the popular tokens and simulated whales: the L1 standing in for
 * Ethereum, the L2 for Base, and the bridge between them). Resolves once both answer; its output (including the whale addresses to try) goes to the console, prefixed.
 */
export function startDevnet(config, { timeoutMs = 5 * 60_000, detached = false } = {}) {
  const { port, l2Port, dataDir } = config.chain.devnet;
  const args = ['--port', String(port), '--l2-port', String(l2Port), '--data-dir', dataDir];
  const child = spawn(process.execPath, [path.join(ROOT, 'devnet/dist/cli.js'), ...args], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached,
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`devnet not ready within ${timeoutMs / 1000} s`)), timeoutMs);
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        console.log(/^\[devnet( l2)?\]/.test(line) ? line : `[devnet] ${line}`);
        if (DEVNET_READY.test(line)) {
          clearTimeout(timer);
          resolve();
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`devnet exited with code ${code} before it was ready`));
    });
  });
  // The caller handles a failed start; without this a rejection nobody awaited yet would crash.
  ready.catch(() => {});
  return { child, ready };
}

/** Resolves once the api answers /health; rejects when it exits first or does not answer in time. */
export async function waitForApi(config, child, timeoutMs = 60_000) {
  const url = `http://${config.api.host}:${config.api.port}/health`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`api exited (${child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`}) before it was ready`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // Not listening (or not answering) yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`api did not answer ${url} within ${timeoutMs / 1000} s`);
}

const SERVE_APP = path.join(ROOT, 'scripts/serve-app.mjs');

/**
 * One built front end served by its own process (scripts/serve-app.mjs), so that one crashing leaves
 * the others serving. `dynamic` is the shell's: the registry file read on every request and the
 * runtime config. `output`: the build folder served (the shell's development build is in dist-dev).
 * Ready once the server says it listens.
 */
export function startStaticServer(
  config,
  app,
  { registryFile, runtimeConfig, detached = false, output = 'dist' } = {},
  timeoutMs = 30_000,
) {
  const args = ['--dir', path.join(ROOT, app.dir, output), '--host', config.host, '--port', String(app.port)];
  if (registryFile) args.push('--registry', registryFile);
  if (runtimeConfig) args.push('--runtime-config', runtimeConfig);
  const child = spawn(process.execPath, [SERVE_APP, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached,
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${app.dir} did not listen on port ${app.port} within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${app.dir} exited (${signal ? `signal ${signal}` : `code ${code}`}) before it was ready`));
    });
  });
  ready.catch(() => {});
  return { child, ready };
}
