// `npm run dev`: the api (restarted on change) plus a webpack-dev-server per front end (live reload), on
// the usual ports. The shell's dev server serves shell/public/remotes.json, which points at the remotes'
// dev servers.
// `npm run dev -- mfe-tracking` (any remote): one team's loop. That remote's dev server with React Fast
// Refresh, on its port + 100; everything else as `npm start` runs it (built), except the shell, built in
// development mode (Fast Refresh needs React's development build). The browser points the remote at the
// dev server through the shell's per-browser override (shell/src/federation/remoteOverride.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from './apps.mjs';
import { buildIfNeeded, buildShellForDevelopment } from './build-if-needed.mjs';
import { loadConfigOrExit, printConfig, ROOT } from './config.mjs';
import { defaultRegistry } from './registry.mjs';
import { apiEnvironment, runtimeConfigOf, startApiWatching, startDevnet, startMailbox, startStaticServer } from './services.mjs';

const WEBPACK_CLI = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
/** A remote's dev server listens on its own port + this, so the built remote keeps its port. */
const DEV_PORT_OFFSET = 100;
const log = (message) => console.log(`[dev] ${message}`);

// `npm run dev -- --config`: the effective configuration, secrets masked; starts nothing.
if (process.argv.includes('--config')) process.exit(printConfig(apiEnvironment, process.env, { launcher: 'npm run dev' }));

const { values, positionals } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: true });
const remoteName = positionals[0];
const remote = remoteName ? REMOTES.find((app) => app.dir === remoteName || app.container === remoteName) : null;
if (remoteName && !remote) {
  console.error(`[dev] no remote named ${remoteName}; one of: ${REMOTES.map((app) => app.dir).join(', ')}`);
  process.exit(2);
}

const config = loadConfigOrExit();
buildIfNeeded({ log });

// webpack-cli itself rather than `npx webpack`, so stopping dev stops the servers too.
function devServer(dir, port, extra = []) {
  return spawn(process.execPath, [WEBPACK_CLI, 'serve', '--mode', 'development', '--port', String(port), ...extra], {
    cwd: path.join(ROOT, dir),
    stdio: 'inherit',
  });
}

const devnet = config.chain.devnet ? startDevnet(config) : null;
// The api answers without the chain; the devnet catches up while the dev servers compile.
const services = [...(devnet ? [devnet.child] : []), ...(config.mail.mailbox ? [startMailbox(config)] : [])];
let api = null;
const stop = () => {
  api?.stop();
  services.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

/** The remote from its dev server (Fast Refresh); the rest built, as `npm start` serves it. */
async function startRemoteLoop(remote) {
  const app = config.apps.find((candidate) => candidate.dir === remote.dir);
  const port = values.port ? Number(values.port) : app.port + DEV_PORT_OFFSET;
  const devOrigin = `http://127.0.0.1:${port}`;
  buildShellForDevelopment({ log });
  const registryFile = config.remotesFile ?? path.join(config.dataDir, 'remotes.json');
  if (!fs.existsSync(registryFile)) {
    fs.mkdirSync(path.dirname(registryFile), { recursive: true });
    fs.writeFileSync(registryFile, `${JSON.stringify(defaultRegistry(config), null, 2)}\n`);
  }
  const [shell, ...remotes] = config.apps;
  const runtimeConfig = JSON.stringify(runtimeConfigOf(config, { devRemoteOrigins: [devOrigin] }));
  const servers = [
    startStaticServer(config, shell, { registryFile, runtimeConfig, output: 'dist-dev' }),
    ...remotes.map((other) => startStaticServer(config, other)),
  ];
  services.push(...servers.map((server) => server.child), devServer(app.dir, port, ['--env', 'fastRefresh', '--env', `port=${port}`]));
  await Promise.all(servers.map((server) => server.ready));
  // After the static servers, which may build the api when stale (scripts/config.mjs): one build at a time.
  api = startApiWatching(config, { log });
  const overrideUrl = `${config.shellUrl}/?dev-remote=${remote.container}@${devOrigin}/mf-manifest.json`;
  log(`${remote.dir} from source with Fast Refresh on ${devOrigin}; the rest as built (the shell in development mode)`);
  log(`open ${overrideUrl}`);
  log(`  (the shell keeps "${remote.container} → ${devOrigin}" for this browser only, in localStorage, and shows a banner to stop it)`);
}

try {
  if (remote) {
    await startRemoteLoop(remote);
  } else {
    api = startApiWatching(config, { log });
    services.push(...config.apps.map((app) => devServer(app.dir, app.port)));
    log(`starting; open ${config.shellUrl} once the dev servers report "compiled"`);
  }
} catch (error) {
  console.error(`[dev] ${error.message}`);
  stop();
  process.exitCode = 1;
}
