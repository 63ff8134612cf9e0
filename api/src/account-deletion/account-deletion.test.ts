// DELETE /account: everything the account owns goes, its sessions end, and nothing of anyone else's is
// touched; refused while Paddle would still charge; with a hosted Supabase project, the project's user
// is deleted first, and nothing of the api's when it cannot be.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getTableName, sql } from 'drizzle-orm';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import { subscriptions } from '../db';
import { signUp, signUpOn, PASSWORD, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { expectAnswer } from '../testing/contract-answer';
import { codeIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { KEPT_TABLES, OWNED_TABLES } from './owned-rows';

jest.setTimeout(120_000);

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ADMIN_TOKEN: TEST_ADMIN_TOKEN, API_DOCS: 'off' });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const deleteAccount = (session: SessionBody, app = t.app) => app.inject({ method: 'DELETE', url: '/account', headers: as(session) });
const WHALE = '0x00000000219ab540356cbb839cbe05303d7705fa';
const OPTIONS = { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0.1 };

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsIn = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Every table with a column naming a user, and that column. */
async function userColumns(db = t.database.db): Promise<{ table: string; column: string }[]> {
  const rows = await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and (column_name = 'user_id' or column_name like '%\\_user\\_id' or (table_name = 'users' and column_name = 'id'))`);
  return rowsIn<{ table_name: string; column_name: string }>(rows).map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** How many rows of each table name the user, by table (tables without any left out). */
async function rowsOf(userId: string, db = t.database.db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userColumns(db)) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    const n = Number(rowsIn<{ n: number }>(result)[0]?.n ?? 0);
    if (n > 0) counts[table] = (counts[table] ?? 0) + n;
  }
  return counts;
}

/**
 * The account's audit events: after its deletion, only the record of it, which stays until its email
 * went and the log's 90 days are up.
 */
async function actionsOf(userId: string): Promise<string[]> {
  const rows = await t.database.db.execute(sql`select action from audit_events where user_id = ${userId}`);
  return rowsIn<{ action: string }>(rows).map((row) => row.action);
}

/** An account with something in most of its tables: tracked wallets, settings, preferences, a plan, activity. */
async function busyAccount(): Promise<SessionBody> {
  const user = await signUpOn(t.app, mailbox, 'starter');
  await track(user);
  const preferences = await t.app.inject({
    method: 'PUT',
    url: '/notifications/preferences',
    headers: as(user),
    payload: { emailPolicy: 'daily' },
  });
  expect(preferences.statusCode).toBe(200);
  return user;
}

/** Tracks a wallet for the user, on this app. */
async function track(user: SessionBody, app = t.app): Promise<void> {
  const registered = await app.inject({
    method: 'POST',
    url: '/users/register',
    headers: as(user),
    payload: { email: user.user.email, wallets: [{ address: WHALE, monitorOptions: OPTIONS }], checkInterval: 5000 },
  });
  expect(registered.json()).toMatchObject({ check_interval: 5000 });
}

describe('what the account owns', () => {
  it('names every table with a user column: deleted with the account, or kept and why', async () => {
    const named = new Set([...OWNED_TABLES.map((table) => getTableName(table)), ...Object.keys(KEPT_TABLES)]);
    const inDatabase = new Set((await userColumns()).map(({ table }) => table));
    expect([...inDatabase].filter((table) => !named.has(table))).toEqual([]);
    expect([...named].filter((table) => !inDatabase.has(table) && !['mfa_challenges', 'refresh_tokens'].includes(table))).toEqual([]);
  });
});

describe('DELETE /account', () => {
  it('deletes everything the account owns, ends its sessions, emails it, and leaves other accounts alone', async () => {
    const user = await busyAccount();
    const bystander = await busyAccount();
    const bystanderRows = await rowsOf(bystander.user.id);
    expect(Object.keys(await rowsOf(user.user.id))).toEqual(
      expect.arrayContaining(['users', 'auth_sessions', 'tracked_wallets', 'tracking_settings', 'notification_preferences', 'user_plans']),
    );

    expectAnswer('DELETE /account', await deleteAccount(user), 204);

    await t.app.audit.idle();
    expect(await rowsOf(user.user.id)).toEqual({ audit_events: 1 });
    expect(await actionsOf(user.user.id)).toEqual(['account_deleted']);
    expect(await rowsOf(bystander.user.id)).toEqual(bystanderRows);

    // Its access token names a session that is gone; its refresh token is unknown; its password opens nothing.
    const settings = await t.app.inject({ method: 'GET', url: '/users/settings', headers: as(user) });
    expect(settings.json()).toMatchObject({ code: 'session_not_found' });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY },
      payload: { refresh_token: user.session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email: user.user.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(400);

    // The goodbye, to the address it had.
    await t.app.audit.idle();
    const goodbye = await mailbox.latestTo(user.user.email);
    expect(goodbye.subject).toBe('Your Whalewatch account was deleted');
    expect(goodbye.text).toContain("If this wasn't you, someone was signed in to your account: reply to this email at once.");

    // The same address can make a new, empty account.
    const emailed = (await mailbox.emailsTo(user.user.email)).length;
    const email = user.user.email;
    expect((await t.app.inject({ method: 'POST', url: '/auth/signup/initiate', payload: { email, password: PASSWORD } })).statusCode).toBe(
      200,
    );
    const otp = codeIn(await mailbox.latestTo(email, emailed + 1));
    const again = (await t.app.inject({ method: 'POST', url: '/auth/signup/complete', payload: { email, otp } })).json<SessionBody>();
    expect(again.user.id).not.toBe(user.user.id);
  });

  it('refuses while a subscription would renew, and allows it once its cancellation is scheduled', async () => {
    const user = await busyAccount();
    const subscription = {
      subscriptionId: `sub_${user.user.id.slice(0, 8)}`,
      userId: user.user.id,
      customerId: 'ctm_01',
      status: 'active',
      priceId: 'pri_pro',
      plan: 'pro',
      periodEndsAt: new Date(Date.now() + 10 * 86_400_000),
      nextBilledAt: new Date(Date.now() + 10 * 86_400_000),
      lastEventAt: new Date(),
    };
    await t.database.db.insert(subscriptions).values(subscription);
    const before = await rowsOf(user.user.id);

    expectAnswer('DELETE /account', await deleteAccount(user), 409, 'subscription_renews');
    expect(await rowsOf(user.user.id)).toEqual(before);

    // Paddle clears next_billed_at once a cancellation at the period's end is scheduled.
    await t.database.db.execute(sql`update subscriptions set next_billed_at = null where subscription_id = ${subscription.subscriptionId}`);
    expectAnswer('DELETE /account', await deleteAccount(user), 204);
    expect(await rowsOf(user.user.id)).toEqual({ audit_events: 1 });
  });

  it('refuses a caller without a bearer token', async () => {
    expectAnswer('DELETE /account', await t.app.inject({ method: 'DELETE', url: '/account' }), 401, 'no_authorization');
  });
});

/** A hosted Supabase project's auth, as far as these calls go: GET /user (its factors) and the admin delete. */
async function fakeProject(answerDelete: (response: http.ServerResponse) => void) {
  const deletes: { path: string; apikey?: string; authorization?: string }[] = [];
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/auth/v1/user') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x', aud: 'authenticated', factors: [] }));
      return;
    }
    if (request.method === 'DELETE' && request.url?.startsWith('/auth/v1/admin/users/')) {
      deletes.push({ path: request.url, apikey: request.headers.apikey as string, authorization: request.headers.authorization });
      answerDelete(response);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    deletes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const hostedEnv = (url: string, serviceRoleKey?: string) => ({
  SUPABASE_URL: url,
  SUPABASE_ANON_KEY: EMBEDDED_SUPABASE_ANON_KEY,
  SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
  ...(serviceRoleKey ? { SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey } : {}),
  AUTH_JWT_SECRET: '',
  API_DOCS: 'off',
});

type Hosted = { app: TestApp; project: Awaited<ReturnType<typeof fakeProject>>; user: SessionBody };

/**
 * An api whose accounts are a fake project's (answering its admin delete with `answerDelete`), and a user
 * of it tracking a wallet there. The api verifies the tokens the embedded service `t` issued, with the
 * shared secret.
 */
async function withHostedApi(
  { serviceRoleKey, answerDelete }: { serviceRoleKey?: string; answerDelete: (response: http.ServerResponse) => void },
  run: (hosted: Hosted) => Promise<void>,
): Promise<void> {
  const project = await fakeProject(answerDelete);
  const app = await createTestApp(hostedEnv(project.url, serviceRoleKey));
  try {
    const user = await signUp(t.app, mailbox);
    await track(user, app.app);
    await run({ app, project, user });
  } finally {
    await app.close();
    await project.close();
  }
}

const answerJson = (status: number, body: object) => (response: http.ServerResponse) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const SERVICE_ROLE_KEY = 'service-role-key';

describe('with a hosted Supabase project', () => {
  const deletedUser = answerJson(200, { id: 'x', aud: 'authenticated', role: 'authenticated', email: 'gone@example.com' });

  it("deletes the project's user with the service role key, then the api's rows", async () => {
    await withHostedApi({ serviceRoleKey: SERVICE_ROLE_KEY, answerDelete: deletedUser }, async ({ app, project, user }) => {
      expect(await rowsOf(user.user.id, app.database.db)).toMatchObject({ tracked_wallets: 1 });
      expect((await deleteAccount(user, app.app)).statusCode).toBe(204);
      expect(await rowsOf(user.user.id, app.database.db)).toEqual({ audit_events: 1 });
      expect(project.deletes).toEqual([
        { path: `/auth/v1/admin/users/${user.user.id}`, apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      ]);
    });
  });

  it('counts a user the project no longer has as deleted (a retry)', async () => {
    const gone = answerJson(404, { code: 404, error_code: 'user_not_found', msg: 'User not found' });
    await withHostedApi({ serviceRoleKey: SERVICE_ROLE_KEY, answerDelete: gone }, async ({ app, user }) => {
      expect((await deleteAccount(user, app.app)).statusCode).toBe(204);
      expect(await rowsOf(user.user.id, app.database.db)).toEqual({ audit_events: 1 });
    });
  });

  it('answers 503 account_deletion_failed and deletes nothing when the project errs', async () => {
    const failed = answerJson(500, { code: 500, msg: 'Database error deleting user' });
    await withHostedApi({ serviceRoleKey: SERVICE_ROLE_KEY, answerDelete: failed }, async ({ app, project, user }) => {
      const before = await rowsOf(user.user.id, app.database.db);
      expectAnswer('DELETE /account', await deleteAccount(user, app.app), 503, 'account_deletion_failed');
      expect(project.deletes).toHaveLength(1);
      expect(await rowsOf(user.user.id, app.database.db)).toEqual(before);
    });
  });

  it('answers 503 account_deletion_failed within its deadline when the project never answers, deleting nothing', async () => {
    await withHostedApi({ serviceRoleKey: SERVICE_ROLE_KEY, answerDelete: () => undefined }, async ({ app, user }) => {
      const before = await rowsOf(user.user.id, app.database.db);
      const started = Date.now();
      expectAnswer('DELETE /account', await deleteAccount(user, app.app), 503, 'account_deletion_failed');
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await rowsOf(user.user.id, app.database.db)).toEqual(before);
    });
  }, 30_000);

  it('answers 503 account_deletion_unavailable without the service role key, asking the project nothing', async () => {
    await withHostedApi({ answerDelete: deletedUser }, async ({ app, project, user }) => {
      const before = await rowsOf(user.user.id, app.database.db);
      expectAnswer('DELETE /account', await deleteAccount(user, app.app), 503, 'account_deletion_unavailable');
      expect(project.deletes).toEqual([]);
      expect(await rowsOf(user.user.id, app.database.db)).toEqual(before);
    });
  });
});
