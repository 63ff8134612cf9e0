// Configuration of `npm start` / `npm run dev`, from the environment with embedded defaults
// (documented in README.md and .env.example).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS } from './apps.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function port(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

/** The api's Etherscan variables (api/src/chain/etherscan/accounts.ts): ETHERSCAN_API_KEYS, ETHERSCAN_API_KEY, _1 … _20. */
export function etherscanKeysSet(env = process.env) {
  const names = ['ETHERSCAN_API_KEYS', 'ETHERSCAN_API_KEY', ...Array.from({ length: 20 }, (_, index) => `ETHERSCAN_API_KEY_${index + 1}`)];
  return names.some((name) => (env[name] ?? '').trim() !== '');
}

export function loadConfig() {
  const host = process.env.WEB_HOST || '127.0.0.1';
  const webPort = port('WEB_PORT', 3000);
  const apiPort = port('API_PORT', 4000);
  const apiHost = process.env.API_HOST || '127.0.0.1';
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || '.data');
  const publicHost = process.env.PUBLIC_HOST || host;
  const apps = FRONT_ENDS.map((app) => ({
    ...app,
    port: webPort + app.offset,
    url: `http://${publicHost}:${webPort + app.offset}`,
  }));
  const apiPublicUrl = process.env.PUBLIC_API_URL || `http://${publicHost}:${apiPort}`;
  const origins = apps.flatMap((app) => [`http://127.0.0.1:${app.port}`, `http://localhost:${app.port}`]);
  return {
    host,
    apps,
    shellUrl: apps[0].url,
    api: {
      host: apiHost,
      port: apiPort,
      publicUrl: apiPublicUrl,
    },
    // The local mailbox (maildev) catches every email unless SMTP_URL points at a real server.
    mail: process.env.SMTP_URL
      ? { smtpUrl: process.env.SMTP_URL, mailbox: null }
      : {
          smtpUrl: `smtp://127.0.0.1:${port('MAIL_SMTP_PORT', 1025)}`,
          mailbox: { smtpPort: port('MAIL_SMTP_PORT', 1025), webPort: port('MAIL_WEB_PORT', 1080) },
        },
    // Chain data: the local devnet, unless CHAIN_RPC_URL points at another node or Etherscan keys are
    // set (then the api reads Etherscan, with mainnet's defaults, and no devnet runs).
    chain: process.env.CHAIN_RPC_URL
      ? { rpcUrl: process.env.CHAIN_RPC_URL, etherscan: etherscanKeysSet(), devnet: null }
      : etherscanKeysSet()
        ? { rpcUrl: null, etherscan: true, devnet: null }
        : {
            rpcUrl: `http://127.0.0.1:${port('DEVNET_PORT', 8545)}`,
            etherscan: false,
            devnet: { port: port('DEVNET_PORT', 8545), dataDir: path.join(dataDir, 'devnet') },
          },
    // Accounts: the api's embedded Supabase-compatible auth service unless a hosted project is set.
    supabase: {
      url: process.env.SUPABASE_URL || apiPublicUrl,
      anonKey: process.env.SUPABASE_ANON_KEY || 'whalewatch-embedded-anon-key',
    },
    // Where transaction links point (toasts, notification centre; the api's emails read the same variable).
    explorerUrl: process.env.EXPLORER_URL || 'https://etherscan.io',
    // Paddle checkout in the browser (the api reads the same price ids to map webhooks to plans).
    paddle: {
      paddleClientToken: process.env.PADDLE_CLIENT_TOKEN || '',
      paddleEnvironment: process.env.PADDLE_ENVIRONMENT || 'production',
      paddlePriceStarter: process.env.PADDLE_PRICE_STARTER || '',
      paddlePricePro: process.env.PADDLE_PRICE_PRO || '',
      paddlePricePrivacyShield: process.env.PADDLE_PRICE_PRIVACY_SHIELD || '',
    },
    dataDir,
    remotesFile: process.env.REMOTES_FILE ? path.resolve(ROOT, process.env.REMOTES_FILE) : null,
    corsOrigins: process.env.CORS_ORIGINS || origins.join(','),
  };
}
