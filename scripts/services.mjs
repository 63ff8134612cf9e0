// The processes behind the product besides the front ends: the api and the local mailbox, started
// the same way by `npm start` and `npm run dev`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './config.mjs';

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

/** The local mailbox: verification codes and reset links land here (web inbox + JSON API). */
export function startMailbox(config) {
  const { smtpPort, webPort } = config.mail.mailbox;
  const mailDirectory = path.join(config.dataDir, 'mail');
  fs.mkdirSync(mailDirectory, { recursive: true });
  const args = ['--ip', '127.0.0.1', '--smtp', String(smtpPort), '--web', String(webPort), '--mail-directory', mailDirectory, '--silent'];
  return spawn(process.execPath, [require.resolve('maildev/bin/maildev'), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The operator token for `npm run plan`: ADMIN_TOKEN, or one generated on first start and kept in
 * DATA_DIR/admin-token (readable by its owner only).
 */
export function operatorToken(config) {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = path.join(config.dataDir, 'admin-token');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The api picks its devnet defaults (the devnet's price table, chain id 31337, 2 confirmations) only when
 * CHAIN_RPC_URL is unset; the devnet started here is handed over by URL, so its defaults are too.
 */
const DEVNET_DEFAULTS = { PRICES_SOURCE: 'dev', CHAIN_ID: '31337', MONITOR_CONFIRMATIONS: '2' };

export function startApi(config, stdio = 'inherit') {
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: path.join(ROOT, 'api'),
    stdio,
    env: {
      ...(config.chain.devnet ? DEVNET_DEFAULTS : {}),
      ...process.env,
      API_HOST: config.api.host,
      API_PORT: String(config.api.port),
      DATA_DIR: process.env.DATABASE_URL ? '' : path.join(config.dataDir, 'pglite'),
      CORS_ORIGINS: config.corsOrigins,
      SITE_URL: config.shellUrl,
      API_PUBLIC_URL: config.api.publicUrl,
      SMTP_URL: config.mail.smtpUrl,
      CHAIN_RPC_URL: config.chain.rpcUrl,
      ADMIN_TOKEN: operatorToken(config),
    },
  });
  return child;
}

const DEVNET_READY = /devnet ready on (\S+)/;

/**
 * The local Ethereum chain (anvil with the popular tokens and simulated whales). Resolves once it
 * answers; its output (including the whale addresses to try) goes to the console, prefixed.
 */
export function startDevnet(config, timeoutMs = 5 * 60_000) {
  const { port, dataDir } = config.chain.devnet;
  const child = spawn(process.execPath, [path.join(ROOT, 'devnet/dist/cli.js'), '--port', String(port), '--data-dir', dataDir], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`devnet not ready within ${timeoutMs / 1000} s`)), timeoutMs);
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        console.log(line.startsWith('[devnet]') ? line : `[devnet] ${line}`);
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
