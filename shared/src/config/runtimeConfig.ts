// Deploy-time settings the browser needs. The shell loads them from /config.json at start-up so one
// build runs against any api; standalone remotes keep the build-time defaults.
export interface RuntimeConfig {
  apiUrl: string;
  /** The hosted auth service (Supabase); the api embeds a compatible one at apiUrl by default. */
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The block explorer for transaction links: `${explorerUrl}/tx/<hash>`; empty when the chain has no
   * public explorer (the local devnet's transactions are on no etherscan). */
  explorerUrl: string;
  /** Paddle Billing's client-side token (test_… or live_…); empty: checkout is not configured. */
  paddleClientToken: string;
  /** 'production' or 'sandbox'. */
  paddleEnvironment: string;
  /** The Paddle price (pri_…) each paid plan is sold at; empty: that plan cannot be bought here. */
  paddlePriceStarter: string;
  paddlePricePro: string;
  paddlePricePrivacyShield: string;
}

/** The embedded auth service's anonymous key; a hosted project has its own (spec §6: it is public). */
export const EMBEDDED_SUPABASE_ANON_KEY = 'whalewatch-embedded-anon-key';

const defaultApiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

const defaults: RuntimeConfig = {
  apiUrl: defaultApiUrl,
  supabaseUrl: process.env.SUPABASE_URL ?? defaultApiUrl,
  supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? EMBEDDED_SUPABASE_ANON_KEY,
  explorerUrl: process.env.EXPLORER_URL ?? 'https://etherscan.io',
  paddleClientToken: process.env.PADDLE_CLIENT_TOKEN ?? '',
  paddleEnvironment: process.env.PADDLE_ENVIRONMENT ?? 'production',
  paddlePriceStarter: process.env.PADDLE_PRICE_STARTER ?? '',
  paddlePricePro: process.env.PADDLE_PRICE_PRO ?? '',
  paddlePricePrivacyShield: process.env.PADDLE_PRICE_PRIVACY_SHIELD ?? '',
};

const FIELDS = Object.keys(defaults) as (keyof RuntimeConfig)[];

let current: RuntimeConfig = { ...defaults };

export function getConfig(): RuntimeConfig {
  return current;
}

export function configure(overrides: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...overrides };
  return current;
}

export function resetConfig(): void {
  current = { ...defaults };
}

/** Fields a config.json may set to '' (meaning: none); any other field keeps its value when given ''. */
const MAY_BE_EMPTY: ReadonlySet<keyof RuntimeConfig> = new Set(['explorerUrl']);

/** The fields of a config.json body that are non-empty strings (or '' where allowed); anything else keeps its current value. */
function readOverrides(body: unknown): Partial<RuntimeConfig> {
  if (!body || typeof body !== 'object') return {};
  const overrides: Partial<RuntimeConfig> = {};
  for (const field of FIELDS) {
    const value: unknown = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && (value !== '' || MAY_BE_EMPTY.has(field))) overrides[field] = value;
  }
  return overrides;
}

/** The transaction on the block explorer; null without a hash or without an explorer. */
export function transactionUrl(hash: string | null): string | null {
  const { explorerUrl } = current;
  return hash && explorerUrl ? `${explorerUrl.replace(/\/+$/, '')}/tx/${hash}` : null;
}

/** Fetches the deployment's config; keeps the defaults when it is absent or unreadable. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return current;
    return configure(readOverrides(await response.json()));
  } catch {
    // A missing config is not fatal: the build-time defaults stand.
  }
  return current;
}
