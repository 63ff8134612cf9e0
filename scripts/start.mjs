// `npm start`: build what changed, then run the devnet, the mailbox, the api and one static server per
// front end (each on its own port, as they would be deployed), each its own process under a supervisor
// that restarts whichever crashes. Prints the URL to open once everything answers.
// `npm start -- --config`: prints the effective configuration (every variable, its value, where it comes
// from; secrets masked) and exits, starting nothing; an invalid variable is named and the exit code is 1.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { loadConfigOrExit, printConfig } from './config.mjs';
import { defaultRegistry } from './registry.mjs';
import {
  apiEnvironment,
  assertPortFree,
  runtimeConfigOf,
  startApi,
  startDevnet,
  startMailbox,
  startStaticServer,
  waitForApi,
  waitForPort,
} from './services.mjs';
import { createSupervisor } from './supervisor.mjs';

const started = Date.now();
const log = (message) => console.log(`[whalewatch] ${message}`);
// Windows would open a console window per detached process.
const detached = process.platform !== 'win32';

async function main() {
  // Checked before anything is built or started: an invalid variable is named at once.
  const config = loadConfigOrExit();
  buildIfNeeded({ log });
  fs.mkdirSync(config.dataDir, { recursive: true });

  const registryFile = config.remotesFile ?? path.join(config.dataDir, 'remotes.json');
  if (!config.remotesFile || !fs.existsSync(registryFile)) {
    fs.mkdirSync(path.dirname(registryFile), { recursive: true });
    fs.writeFileSync(registryFile, `${JSON.stringify(defaultRegistry(config), null, 2)}\n`);
  }

  const supervisor = createSupervisor({
    log,
    pidFile: path.join(config.dataDir, 'run', 'services.json'),
    onStopped: (code) => process.exit(code),
  });
  const shutdown = () => {
    if (!supervisor.stopping) {
      void supervisor.stop(0);
      return;
    }
    log('stopping now');
    supervisor.kill();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);

  try {
    // The chain first (its first start seeds history), the mailbox and the front ends alongside, then the api.
    const devnet = config.chain.devnet ? supervisor.start({ name: 'devnet', launch: () => startDevnet(config, { detached }) }) : null;
    const mailbox = config.mail.mailbox
      ? supervisor.start({
          name: 'mailbox',
          launch: async () => {
            const { smtpPort, webPort } = config.mail.mailbox;
            await assertPortFree('127.0.0.1', smtpPort, 'MAIL_SMTP_PORT');
            await assertPortFree('127.0.0.1', webPort, 'MAIL_WEB_PORT');
            const child = startMailbox(config, { detached });
            return { child, ready: waitForPort('127.0.0.1', smtpPort, child, 'mailbox (maildev)') };
          },
        })
      : null;
    const [shell, ...remotes] = config.apps;
    const frontEnds = [
      ...remotes.map((app) => supervisor.start({ name: app.dir, launch: () => startStaticServer(config, app, { detached }) })),
      supervisor.start({
        name: shell.dir,
        launch: () => startStaticServer(config, shell, { registryFile, runtimeConfig: JSON.stringify(runtimeConfigOf(config)), detached }),
      }),
    ];
    await Promise.all([devnet, mailbox, ...frontEnds]);
    await supervisor.start({
      name: 'api',
      launch: async () => {
        // Checked first: /health answered by whatever else holds the port would look like our api.
        await assertPortFree(config.api.host, config.api.port, 'API_PORT');
        const child = startApi(config, { stdio: ['ignore', 'inherit', 'inherit'], detached });
        return { child, ready: waitForApi(config, child) };
      },
    });
  } catch (error) {
    if (supervisor.stopping) return;
    console.error(`[whalewatch] ${error.message}`);
    void supervisor.stop(1);
    return;
  }

  log(`remotes registry: ${registryFile}`);
  log(`api: ${config.api.publicUrl}`);
  const chains = config.chain.devnet ? `${config.chain.rpcUrl} (local devnet, Ethereum) and ${config.chain.l2RpcUrl} (Base)` : null;
  log(`chain: ${chains ?? (config.chain.etherscan ? "Etherscan's V2 API" : config.chain.rpcUrl)}`);
  if (config.mail.mailbox) log(`mailbox (verification codes, reset links): http://127.0.0.1:${config.mail.mailbox.webPort}`);
  log(`services' pids: ${path.join(config.dataDir, 'run', 'services.json')} (crashed services are restarted)`);
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: open ${config.shellUrl}`);
  // GoTrue takes a wallet's sign-in message from a host name only (localhost, or https elsewhere).
  if (config.publicHost === '127.0.0.1') log(`Sign in with wallet works on ${config.shellUrl.replace('127.0.0.1', 'localhost')}`);
}

if (process.argv.includes('--config')) process.exit(printConfig(apiEnvironment));

main().catch((error) => {
  console.error(`[whalewatch] ${error.stack ?? error}`);
  process.exit(1);
});
