// The product as `npm start` runs it, on its own ports and data folder so a developer's running copy
// is left alone. Tests re-point remotes by editing REMOTES_FILE, exactly as a deployment would.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_ROOT, '..');
// E2E_TMP lets two runs on one machine (each with its own E2E_*_PORTs) keep apart.
export const TMP = process.env.E2E_TMP ? path.resolve(process.env.E2E_TMP) : path.join(E2E_ROOT, '.tmp');

export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 13000);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 14000);
export const MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 11025);
export const MAIL_WEB_PORT = Number(process.env.E2E_MAIL_WEB_PORT ?? 11080);
export const DEVNET_PORT = Number(process.env.E2E_DEVNET_PORT ?? 18545);
/** The devnet's second chain, standing in for Base. */
export const DEVNET_L2_PORT = Number(process.env.E2E_DEVNET_L2_PORT ?? 18546);
export const SHELL_URL = `http://127.0.0.1:${WEB_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const REMOTES_FILE = path.join(TMP, 'remotes.json');
export const DATA_DIR = path.join(TMP, 'data');

export const productEnv = {
  WEB_PORT: String(WEB_PORT),
  API_PORT: String(API_PORT),
  DATA_DIR,
  REMOTES_FILE,
  MAIL_SMTP_PORT: String(MAIL_SMTP_PORT),
  MAIL_WEB_PORT: String(MAIL_WEB_PORT),
  DEVNET_PORT: String(DEVNET_PORT),
  DEVNET_L2_PORT: String(DEVNET_L2_PORT),
  // Every test browser comes from 127.0.0.1: the per-IP limits are for the internet, not for this suite.
  AUTH_RATE_LIMIT_PER_IP: '10000',
  RATE_LIMIT_PER_IP: '1000000',
  WRITE_RATE_LIMIT_PER_IP: '100000',
  // The limits are tested by the api's suite; here they would only make the suite depend on its pace.
  WRITE_RATE_LIMIT_PER_USER: '100000',
  // Billing as a deployment configures it; the tests sign Paddle's webhooks with this secret.
  PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_01e2e_whalewatch_webhook_secret',
  PADDLE_PRICE_STARTER: 'pri_01e2estarter',
  PADDLE_PRICE_PRO: 'pri_01e2epro',
  PADDLE_PRICE_PRIVACY_SHIELD: 'pri_01e2eprivacyshield',
};

/** Where an instance of the product answers: its shell, its api and its mailbox's JSON API. */
export type Endpoints = { shellUrl: string; apiUrl: string; mailboxApi: string };

export const SUITE_PRODUCT: Endpoints = { shellUrl: SHELL_URL, apiUrl: API_URL, mailboxApi: `http://127.0.0.1:${MAIL_WEB_PORT}/email` };

/**
 * Another instance of the product beside the suite's, for a spec that needs it configured otherwise: its
 * own ports (the suite's plus `offset`), data folder and registry, and the suite's settings plus `env`.
 */
export function productBeside(
  name: string,
  offset: number,
  env: Record<string, string>,
): { env: Record<string, string>; endpoints: Endpoints } {
  const dataDir = path.join(TMP, name);
  const port = (base: number) => String(base + offset);
  return {
    env: {
      ...productEnv,
      WEB_PORT: port(WEB_PORT),
      API_PORT: port(API_PORT),
      MAIL_SMTP_PORT: port(MAIL_SMTP_PORT),
      MAIL_WEB_PORT: port(MAIL_WEB_PORT),
      DEVNET_PORT: port(DEVNET_PORT),
      DEVNET_L2_PORT: port(DEVNET_L2_PORT),
      DATA_DIR: dataDir,
      REMOTES_FILE: path.join(dataDir, 'remotes.json'),
      ...env,
    },
    endpoints: {
      shellUrl: `http://127.0.0.1:${port(WEB_PORT)}`,
      apiUrl: `http://127.0.0.1:${port(API_PORT)}`,
      mailboxApi: `http://127.0.0.1:${port(MAIL_WEB_PORT)}/email`,
    },
  };
}
