// `npm run dev`: the api plus a webpack-dev-server per front end (live reload), on the usual ports.
// The shell's dev server serves shell/public/remotes.json, which points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { loadConfigOrExit, printConfig, ROOT } from './config.mjs';
import { apiEnvironment, startApi, startDevnet, startMailbox } from './services.mjs';

const WEBPACK_CLI = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');

// `npm run dev -- --config`: the effective configuration, secrets masked; starts nothing.
if (process.argv.includes('--config')) process.exit(printConfig(apiEnvironment, process.env, { launcher: 'npm run dev' }));

const config = loadConfigOrExit();
buildIfNeeded({ log: (message) => console.log(`[dev] ${message}`) });

const devnet = config.chain.devnet ? startDevnet(config) : null;
// The api answers without the chain; the devnet catches up while the dev servers compile.
const children = [
  ...(devnet ? [devnet.child] : []),
  ...(config.mail.mailbox ? [startMailbox(config)] : []),
  startApi(config),
  // webpack-cli itself rather than `npx webpack`, so stopping dev stops the servers too.
  ...config.apps.map((app) =>
    spawn(process.execPath, [WEBPACK_CLI, 'serve', '--mode', 'development', '--port', String(app.port)], {
      cwd: path.join(ROOT, app.dir),
      stdio: 'inherit',
    }),
  ),
];

const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
console.log(`[dev] starting; open ${config.shellUrl} once the dev servers report "compiled"`);
