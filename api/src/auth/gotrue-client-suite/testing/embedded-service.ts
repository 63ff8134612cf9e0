// What supabase-js's auth-js test suite (test/lib/clients.ts, test/lib/utils.ts at v2.109.0) expects
// around its GoTrueClient tests, pointed at the embedded Supabase Auth service: the real api started
// in-process on PGlite, with a real SMTP mailbox, on a loopback port chosen before the clients are made
// (the suite builds its clients when the file loads, as upstream's does).
import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { GoTrueClient, type GoTrueClientOptions, type SupportedStorage } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { SignJWT, type JWTPayload } from 'jose';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../../../config';
import { users } from '../../../db/schema';
import { TEST_JWT_SECRET } from '../../../testing/accounts';
import { codeIn, startMailbox, type Mailbox } from '../../../testing/mailbox';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** A free loopback port, found before any test runs (the clients below need their URL at load time). */
function freePortNow(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export const PORT = freePortNow();
/** Upstream's GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON; here the embedded service (email confirmations on). */
export const GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON = `http://127.0.0.1:${PORT}/auth/v1`;
/** Upstream's SUPABASE_PUBLISHABLE_KEY: the key the embedded service accepts. */
export const SUPABASE_PUBLISHABLE_KEY = EMBEDDED_SUPABASE_ANON_KEY;

export type EmbeddedService = { app: TestApp; mailbox: Mailbox; close(): Promise<void> };

let running: EmbeddedService | undefined;

// Every client the suite makes, the shared ones below and those a case makes for itself, so that none is
// left refreshing (auto-refresh ticks, retried refreshes) against a closed service after the file is done:
// under load those outlived the file and logged into other files' runs.
const clientsMade = new Set<GoTrueClient>();
const initialize = GoTrueClient.prototype.initialize;
GoTrueClient.prototype.initialize = function (this: GoTrueClient) {
  clientsMade.add(this);
  return initialize.call(this);
};

/** Stops every client's refreshing and listeners (supabase-js's `dispose`), then the service. */
export async function disposeClientsAndStop(): Promise<void> {
  await Promise.all([...clientsMade].map((client) => client.dispose()));
  clientsMade.clear();
  await running?.close();
}

/** The api on PGlite and a mailbox, as `npm start` runs them, with limits no suite run reaches. */
export async function startEmbeddedService(): Promise<EmbeddedService> {
  const mailbox = await startMailbox();
  const app = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    SITE_URL: 'http://127.0.0.1:3000',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    WRITE_RATE_LIMIT_PER_IP: '1000000',
    WRITE_RATE_LIMIT_PER_USER: '1000000',
  });
  await app.app.listen({ host: '127.0.0.1', port: PORT });
  running = {
    app,
    mailbox,
    close: async () => {
      await app.close();
      await mailbox.close();
      running = undefined;
    },
  };
  return running;
}

function service(): EmbeddedService {
  if (!running) throw new Error('the embedded service is not started (startEmbeddedService in beforeAll)');
  return running;
}

class MemoryStorage {
  private _storage: { [name: string]: string } = {};

  async setItem(name: string, value: string) {
    this._storage[name] = value;
  }

  async getItem(name: string): Promise<string | null> {
    return this._storage[name] || null;
  }

  async removeItem(name: string) {
    delete this._storage[name];
  }
}

export const authClient = new GoTrueClient({
  url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
  headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
  autoRefreshToken: false,
  persistSession: true,
  storage: new MemoryStorage(),
});

export const authClientWithSession = new GoTrueClient({
  url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
  headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
  autoRefreshToken: false,
  persistSession: true,
  storage: new MemoryStorage(),
});

export const authSubscriptionClient = new GoTrueClient({
  url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
  headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
  autoRefreshToken: false,
  persistSession: true,
  storage: new MemoryStorage(),
});

export const clientApiAutoConfirmEnabledClient = new GoTrueClient({
  url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
  headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
  autoRefreshToken: false,
  persistSession: true,
  storage: new MemoryStorage(),
});

export const pkceClient = new GoTrueClient({
  url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
  headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
  autoRefreshToken: false,
  persistSession: true,
  storage: new MemoryStorage(),
  flowType: 'pkce',
});

export const autoRefreshClient = new GoTrueClient({
  url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
  headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
  autoRefreshToken: true,
  persistSession: true,
});

export function getClientWithSpecificStorage(storage: SupportedStorage) {
  return new GoTrueClient({
    url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
    headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
    storageKey: 'test-specific-storage',
    autoRefreshToken: false,
    persistSession: true,
    storage,
  });
}

export function getClientWithSpecificStorageKey(storageKey: string, opts: GoTrueClientOptions = {}) {
  return new GoTrueClient({
    url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
    headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
    autoRefreshToken: false,
    persistSession: true,
    storageKey,
    ...opts,
  });
}

/** Upstream's mockUserCredentials (faker's email and password; a phone number from the clock). */
export function mockUserCredentials(options?: { email?: string; phone?: string; password?: string }): {
  email: string;
  phone: string;
  password: string;
} {
  const randNumbers = Date.now().toString();
  return {
    email: options?.email || `gotrue-${randomBytes(6).toString('hex')}@example.com`,
    phone: options?.phone || `1${randNumbers.substring(randNumbers.length - 12, 11)}`,
    password: options?.password || randomBytes(9).toString('base64url'),
  };
}

export const mockVerificationOTP = (): string => String(randomInt(100000, 1000000));

type SignUpOptions = { data?: object; emailRedirectTo?: string };

/**
 * Upstream's suite runs GoTrue with email confirmations off, where signUp answers with a session. The
 * embedded service confirms by an emailed 6-digit code, as the product does: so where upstream's test
 * signs up and goes on with the session, this signs up, reads the code from the mailbox and verifies
 * it with the same client (which stores the session and tells its listeners SIGNED_IN), and answers as
 * signUp would have.
 */
export async function signUpAndConfirm(
  client: GoTrueClient,
  credentials: { email: string; password: string; options?: SignUpOptions },
): ReturnType<GoTrueClient['verifyOtp']> {
  const { mailbox } = service();
  const before = (await mailbox.emailsTo(credentials.email)).length;
  const signedUp = await client.signUp(credentials);
  if (signedUp.error) return { data: { user: null, session: null }, error: signedUp.error };
  if (signedUp.data.session) throw new Error('the embedded service answered sign-up with a session: confirmations are on');
  const code = codeIn(await mailbox.latestTo(credentials.email, before + 1));
  return client.verifyOtp({ email: credentials.email, token: code, type: 'signup' });
}

/**
 * Stands in for upstream's `authAdminApiAutoConfirmEnabledClient.deleteUser(id)`: the embedded service has
 * no admin API, so the account goes from its database (its sessions and refresh tokens with it), as
 * GoTrue's admin delete removes the user.
 */
export async function deleteUser(id: string): Promise<void> {
  await service().app.database.db.delete(users).where(eq(users.id, id));
}

/** Upstream's `jwt.sign(claims, GOTRUE_JWT_SECRET)` (jsonwebtoken): an HS256 token signed with the service's secret. */
export async function signJwt(claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
}
