// `npm start`: build what changed, then run the api and serve the shell and the six remotes, each on
// its own port as they would be deployed. Prints the URL to open once everything answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { loadConfig, ROOT } from './config.mjs';
import { defaultRegistry } from './registry.mjs';
import { startApi, startDevnet, startMailbox, waitForPort } from './services.mjs';
import { serveApp } from './static-server.mjs';

const started = Date.now();
const log = (message) => console.log(`[whalewatch] ${message}`);

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`api did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  const config = loadConfig();
  buildIfNeeded({ log });
  fs.mkdirSync(config.dataDir, { recursive: true });

  const registryFile = config.remotesFile ?? path.join(config.dataDir, 'remotes.json');
  if (!config.remotesFile || !fs.existsSync(registryFile)) {
    fs.mkdirSync(path.dirname(registryFile), { recursive: true });
    fs.writeFileSync(registryFile, `${JSON.stringify(defaultRegistry(config), null, 2)}\n`);
  }

  const children = {};
  const servers = [];
  let running = false;
  const stop = (code = 0) => {
    running = false;
    for (const server of servers) server.close();
    // SIGTERM lets the devnet save its chain state before it exits.
    for (const child of Object.values(children)) if (child.exitCode === null) child.kill('SIGTERM');
    process.exitCode = code;
  };
  const supervise = (name, child) => {
    children[name] = child;
    child.once('exit', (code) => {
      if (!running) return;
      log(`${name} stopped (code ${code}); shutting down`);
      stop(code ?? 1);
    });
    return child;
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));

  try {
    // The chain first (its first start seeds history), the mailbox alongside, then the api.
    const devnet = config.chain.devnet ? startDevnet(config) : null;
    if (devnet) supervise('devnet', devnet.child);
    const mailbox = config.mail.mailbox ? supervise('mailbox', startMailbox(config)) : null;

    const [shell, ...remotes] = config.apps;
    for (const app of remotes) {
      servers.push(await serveApp({ dir: path.join(ROOT, app.dir, 'dist'), host: config.host, port: app.port }));
    }
    const runtimeConfig = JSON.stringify({
      apiUrl: config.api.publicUrl,
      supabaseUrl: config.supabase.url,
      supabaseAnonKey: config.supabase.anonKey,
      // The local devnet's transactions are on no public explorer: no explorer link unless EXPLORER_URL names one.
      explorerUrl: config.chain.devnet && !process.env.EXPLORER_URL ? '' : config.explorerUrl,
      ...config.paddle,
    });
    servers.push(
      await serveApp({
        dir: path.join(ROOT, shell.dir, 'dist'),
        host: config.host,
        port: shell.port,
        dynamic: {
          // Read on every request: editing the registry file re-points a remote without a restart.
          '/remotes.json': () => fs.readFileSync(registryFile, 'utf8'),
          '/config.json': () => runtimeConfig,
        },
      }),
    );
    if (devnet) await devnet.ready;
    if (mailbox) await waitForPort('127.0.0.1', config.mail.mailbox.smtpPort, mailbox, 'mailbox (maildev)');
    const api = supervise('api', startApi(config, ['ignore', 'inherit', 'inherit']));
    await waitForHealth(`http://${config.api.host}:${config.api.port}/health`, api);
    running = true;
  } catch (error) {
    console.error(`[whalewatch] ${error.message}`);
    stop(1);
    return;
  }

  log(`remotes registry: ${registryFile}`);
  log(`api: ${config.api.publicUrl}`);
  log(`chain: ${config.chain.rpcUrl}${config.chain.devnet ? ' (local devnet)' : ''}`);
  if (config.mail.mailbox) log(`mailbox (verification codes, reset links): http://127.0.0.1:${config.mail.mailbox.webPort}`);
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: open ${config.shellUrl}`);
}

main().catch((error) => {
  console.error(`[whalewatch] ${error.stack ?? error}`);
  process.exit(1);
});
