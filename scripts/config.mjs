// Configuration of `npm start`, `npm run dev` and the other scripts, read through the schema the api
// reads too (api/src/config/environment.ts: every variable, its default, its validation, which ones are secret),
// so a variable means the same in every process. Documented in README.md and .env.example.
import { createRequire } from 'node:module';
import path from 'node:path';
import { FRONT_ENDS } from './apps.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ROOT } from './root.mjs';

export { ROOT };

const require = createRequire(import.meta.url);
let loaded = null;

/**
 * The shared configuration module, api/dist/config/environment.js: the api is built first when its sources
 * changed (a fresh checkout included), quietly, so a script's own output stays its own.
 */
export function environment() {
  if (!loaded) {
    buildIfNeeded({ only: ['api'], quiet: true, log: (message) => console.error(`[whalewatch] ${message}`) });
    loaded = require(path.join(ROOT, 'api/dist/config/environment.js'));
  }
  return loaded;
}

/** Reads and checks every variable; throws the api's ConfigError (`problems`: each variable at fault) when one is invalid. */
export function loadConfig(env = process.env) {
  const { vars, etherscanAccounts, isSet } = environment().readEnvironment(env);
  const host = vars.WEB_HOST;
  const publicHost = vars.PUBLIC_HOST ?? host;
  const apps = FRONT_ENDS.map((app) => ({
    ...app,
    port: vars.WEB_PORT + app.offset,
    url: `http://${publicHost}:${vars.WEB_PORT + app.offset}`,
  }));
  const apiPublicUrl = vars.PUBLIC_API_URL ?? `http://${publicHost}:${vars.API_PORT}`;
  const origins = apps.flatMap((app) => [`http://127.0.0.1:${app.port}`, `http://localhost:${app.port}`]);
  const etherscan = etherscanAccounts.length > 0;
  // CHAINS naming a real network (Base, Arbitrum…: anything but the devnet's two) means its own node or
  // explorer serves it (CHAIN_RPC_URL_<id>, CHAIN_SOURCES_<id>): no devnet runs, and the api keeps real
  // defaults (DefiLlama prices), not the devnet's.
  const { DEVNET_BASE, DEVNET_ETHEREUM } = require('@whalewatch/contracts/constants');
  const realChains = (vars.CHAINS ?? []).some((id) => id !== DEVNET_ETHEREUM.id && id !== DEVNET_BASE.id);
  return {
    host,
    publicHost,
    apps,
    shellUrl: apps[0].url,
    api: {
      host: vars.API_HOST,
      port: vars.API_PORT,
      publicUrl: apiPublicUrl,
    },
    // Where password-reset links lead, and the api's URL in emailed links: the shell and PUBLIC_API_URL
    // unless set apart.
    siteUrl: isSet('SITE_URL') ? vars.SITE_URL : apps[0].url,
    apiLinksUrl: vars.API_PUBLIC_URL ?? apiPublicUrl,
    // The local mailbox (maildev) catches every email unless SMTP_URL points at a real server.
    mail: isSet('SMTP_URL')
      ? { smtpUrl: vars.SMTP_URL, mailbox: null }
      : {
          smtpUrl: `smtp://127.0.0.1:${vars.MAIL_SMTP_PORT}`,
          mailbox: { smtpPort: vars.MAIL_SMTP_PORT, webPort: vars.MAIL_WEB_PORT },
        },
    // Chain data: the local devnet, unless CHAIN_RPC_URL points at another node, Etherscan keys are set
    // or CHAINS names a real network (then the api reads those, with real defaults, and no devnet runs).
    chain: vars.CHAIN_RPC_URL
      ? { rpcUrl: vars.CHAIN_RPC_URL, etherscan, devnet: null }
      : etherscan || realChains
        ? { rpcUrl: null, etherscan, devnet: null }
        : {
            rpcUrl: `http://127.0.0.1:${vars.DEVNET_PORT}`,
            etherscan: false,
            // Two chains (devnet/README.md): the L1 standing in for Ethereum, the L2 for Base.
            l2RpcUrl: `http://127.0.0.1:${vars.DEVNET_L2_PORT}`,
            devnet: { port: vars.DEVNET_PORT, l2Port: vars.DEVNET_L2_PORT, dataDir: path.join(vars.DATA_DIR, 'devnet') },
          },
    // Accounts: the api's embedded Supabase-compatible auth service unless a hosted project is set.
    supabase: {
      url: vars.SUPABASE_URL ?? apiPublicUrl,
      anonKey: vars.SUPABASE_ANON_KEY,
    },
    // Where transaction links point (toasts, notification centre; the api's emails read the same variable).
    explorerUrl: vars.EXPLORER_URL ?? 'https://etherscan.io',
    explorerUrlSet: isSet('EXPLORER_URL'),
    // Paddle checkout in the browser (the api reads the same price ids to map webhooks to plans).
    paddle: {
      paddleClientToken: vars.PADDLE_CLIENT_TOKEN ?? '',
      paddleEnvironment: vars.PADDLE_ENVIRONMENT ?? 'production',
      paddlePriceStarter: vars.PADDLE_PRICE_STARTER ?? '',
      paddlePricePro: vars.PADDLE_PRICE_PRO ?? '',
      paddlePricePrivacyShield: vars.PADDLE_PRICE_PRIVACY_SHIELD ?? '',
    },
    // DATA_DIR: all local state (the embedded database in PGLITE_DIR, by default DATA_DIR/pglite; the
    // devnet's chain; the mailbox; the registry; backups; the operator token; the services' pids).
    dataDir: vars.DATA_DIR,
    pgliteDir: vars.PGLITE_DIR,
    databaseUrl: vars.DATABASE_URL ?? null,
    adminToken: vars.ADMIN_TOKEN ?? null,
    remotesFile: vars.REMOTES_FILE ?? null,
    corsOrigins: isSet('CORS_ORIGINS') ? vars.CORS_ORIGINS.join(',') : origins.join(','),
  };
}

/** "Invalid configuration:" and one line per variable at fault. */
export function describeProblems(error) {
  return ['Invalid configuration:', ...error.problems.map(({ variable, message }) => `  ${variable}: ${message}`)].join('\n');
}

/** loadConfig for a command: an invalid variable ends it (exit code 1) with the variable's message. */
export function loadConfigOrExit(env = process.env) {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!Array.isArray(error?.problems)) throw error;
    console.error(`[whalewatch] ${describeProblems(error)}`);
    process.exit(1);
  }
}

/**
 * `npm start -- --config` (and `npm run dev -- --config`): prints every variable with its effective
 * value, secrets masked, and where it comes from; `apiEnvironmentOf(config, env)` is what the launcher
 * hands the api. Starts nothing; returns the exit code (1: an invalid variable, named on stderr).
 */
export function printConfig(apiEnvironmentOf, env = process.env, { launcher = 'npm start' } = {}) {
  const { describeEnvironment, formatEnvironment } = environment();
  try {
    const config = loadConfig(env);
    const effective = {
      ...apiEnvironmentOf(config, env),
      // What the launcher derives for itself.
      PUBLIC_HOST: config.publicHost,
      PUBLIC_API_URL: config.api.publicUrl,
      REMOTES_FILE: config.remotesFile ?? path.join(config.dataDir, 'remotes.json'),
    };
    console.log(formatEnvironment(describeEnvironment(env, effective), { derivedBy: launcher }));
    if (!config.adminToken) {
      console.log(
        `\nADMIN_TOKEN is unset: ${launcher} hands the api the token kept in ${path.join(config.dataDir, 'admin-token')} (generated on first start).`,
      );
    }
    if (!env.SECRETS_KEY) {
      console.log(
        `SECRETS_KEY is unset: ${launcher} hands the api the key kept in ${path.join(config.dataDir, 'secrets-key')} (generated on first start; back it up apart from the database).`,
      );
    }
    return 0;
  } catch (error) {
    if (!Array.isArray(error?.problems)) throw error;
    console.error(describeProblems(error));
    return 1;
  }
}
