// How long a live notification stream lives: no longer than its session (a sign-out of any scope or a
// password change ends it at once, in every api process on the database), and a user holds at most
// NOTIFICATION_STREAMS_PER_USER of them (a new one ends their oldest).
import type { AddressInfo } from 'node:net';
import { SESSION_ENDED_STREAM_EVENT } from '@whalewatch/contracts';
import { decodeJwt } from 'jose';
import { buildApp, type App } from '../app';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import { PASSWORD, signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { openStream, type NotificationStream } from '../testing/sse-stream';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';

let mailbox: Mailbox;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());

async function start(env: NodeJS.ProcessEnv = {}) {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ...env });
  baseUrl = await listen(t.app);
}
async function listen(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const supabaseHeaders = (session: SessionBody) => ({
  authorization: `Bearer ${session.session.access_token}`,
  apikey: EMBEDDED_SUPABASE_ANON_KEY,
});
const signInAgain = async (app: App, session: SessionBody): Promise<SessionBody> => {
  const response = await app.inject({ method: 'POST', url: '/auth/signin', payload: { email: session.user.email, password: PASSWORD } });
  return response.json<SessionBody>();
};
const signOut = (app: App, session: SessionBody, scope: 'global' | 'local' | 'others') =>
  app.inject({ method: 'POST', url: `/auth/v1/logout?scope=${scope}`, headers: supabaseHeaders(session) });
const sendTest = async (app: App, session: SessionBody) =>
  (
    await app.inject({ method: 'POST', url: '/notifications/test', headers: { authorization: `Bearer ${session.session.access_token}` } })
  ).json<{ id: string }>();

/** Milliseconds until the stream ends; fails if it delivers anything or is still open after `withinMs`. */
async function endsWithin(stream: NotificationStream, withinMs: number): Promise<number> {
  const started = Date.now();
  const outcome = await Promise.race([
    stream.next().then(
      (event) => `delivered ${event.event}`,
      (error: Error) => error.message,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('still open'), withinMs)),
  ]);
  expect(outcome).toBe('stream ended');
  return Date.now() - started;
}

/** Milliseconds until the stream ends for its session: it says so first ('session-ended'), then ends. */
async function endsForSession(stream: NotificationStream, withinMs: number): Promise<number> {
  const started = Date.now();
  const told = await Promise.race([
    stream.next().then(
      (event) => event.event,
      (error: Error) => error.message,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('still open'), withinMs)),
  ]);
  expect(told).toBe(SESSION_ENDED_STREAM_EVENT);
  await endsWithin(stream, withinMs);
  return Date.now() - started;
}

/** A new notification of the user reaches each of `streams`. */
async function deliversNext(app: App, session: SessionBody, ...streams: NotificationStream[]): Promise<void> {
  const sent = await sendTest(app, session);
  for (const stream of streams) expect((await stream.next()).data.id).toBe(sent.id);
}

describe('a stream ends with its session', () => {
  afterEach(() => t.close());

  it('ends at once when the user signs out everywhere (a global sign-out from another device)', async () => {
    await start();
    const laptop = await signUp(t.app, mailbox);
    const phone = await signInAgain(t.app, laptop);
    const stream = await openStream(baseUrl, laptop);
    await deliversNext(t.app, laptop, stream);

    expect((await signOut(t.app, phone, 'global')).statusCode).toBe(204);

    expect(await endsForSession(stream, 2_000)).toBeLessThan(1_000);
    // The browser's reconnect with the old token is refused.
    expect((await fetch(`${baseUrl}/notifications/stream?access_token=${laptop.session.access_token}`)).status).toBe(403);
  }, 30_000);

  it("ends only that session's streams on a local sign-out, and the others' on scope=others", async () => {
    await start();
    const laptop = await signUp(t.app, mailbox);
    const phone = await signInAgain(t.app, laptop);
    const tablet = await signInAgain(t.app, laptop);
    const onLaptop = await openStream(baseUrl, laptop);
    const onPhone = await openStream(baseUrl, phone);
    const onTablet = await openStream(baseUrl, tablet);

    expect((await signOut(t.app, laptop, 'local')).statusCode).toBe(204);
    await endsForSession(onLaptop, 2_000);
    await deliversNext(t.app, phone, onPhone, onTablet);

    expect((await signOut(t.app, phone, 'others')).statusCode).toBe(204);
    await endsForSession(onTablet, 2_000);
    await deliversNext(t.app, phone, onPhone);
    onPhone.close();
  }, 30_000);

  it('ends at once the streams of a session signed out from "Where you\'re signed in", and only those', async () => {
    await start();
    const laptop = await signUp(t.app, mailbox);
    const phone = await signInAgain(t.app, laptop);
    const onLaptop = await openStream(baseUrl, laptop);
    const onPhone = await openStream(baseUrl, phone);
    const phoneSessionId = (decodeJwt(phone.session.access_token) as { session_id: string }).session_id;

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/account/sessions/${phoneSessionId}`,
      headers: { authorization: `Bearer ${laptop.session.access_token}` },
    });

    expect(revoked.statusCode).toBe(204);
    expect(await endsForSession(onPhone, 2_000)).toBeLessThan(1_000);
    await deliversNext(t.app, laptop, onLaptop);
    onLaptop.close();
  }, 30_000);

  it('ends the streams of every other session when the password changes', async () => {
    await start();
    const laptop = await signUp(t.app, mailbox);
    const phone = await signInAgain(t.app, laptop);
    const onLaptop = await openStream(baseUrl, laptop);
    const onPhone = await openStream(baseUrl, phone);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: supabaseHeaders(phone),
      payload: { password: 'a brand new password' },
    });

    expect(changed.statusCode).toBe(200);
    expect(await endsForSession(onLaptop, 2_000)).toBeLessThan(1_000);
    // The session that changed it stays signed in, and so does its stream.
    await deliversNext(t.app, phone, onPhone);
    onPhone.close();
  }, 30_000);
});

describe('a deleted account', () => {
  afterEach(() => t.close());

  it('ends at once every stream of an account deleted from another device', async () => {
    await start();
    const laptop = await signUp(t.app, mailbox);
    const phone = await signInAgain(t.app, laptop);
    const onLaptop = await openStream(baseUrl, laptop);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/account',
      headers: { authorization: `Bearer ${phone.session.access_token}` },
    });

    expect(deleted.statusCode).toBe(204);
    expect(await endsForSession(onLaptop, 2_000)).toBeLessThan(1_000);
    expect((await fetch(`${baseUrl}/notifications/stream?access_token=${laptop.session.access_token}`)).status).toBe(403);
  }, 30_000);
});

describe('streams per user', () => {
  afterEach(() => t.close());

  it("ends the oldest of a user's streams when a new one goes past NOTIFICATION_STREAMS_PER_USER", async () => {
    await start({ NOTIFICATION_STREAMS_PER_USER: '2' });
    const alice = await signUp(t.app, mailbox);
    const bob = await signUp(t.app, mailbox);
    const first = await openStream(baseUrl, alice);
    const second = await openStream(baseUrl, alice);
    const bobs = await openStream(baseUrl, bob);

    const third = await openStream(baseUrl, alice);

    expect(third.response.status).toBe(200);
    await endsWithin(first, 2_000);
    await deliversNext(t.app, alice, second, third);
    await deliversNext(t.app, bob, bobs);
    for (const stream of [second, third, bobs]) stream.close();
  }, 30_000);
});

describe('a process that stops', () => {
  it('ends its open streams first, so it stops at once and the browsers reconnect soon', async () => {
    await start();
    const alice = await signUp(t.app, mailbox);
    const streams = [await openStream(baseUrl, alice), await openStream(baseUrl, alice)];
    await deliversNext(t.app, alice, ...streams);

    // The server waits for every open response before it closes: without ending the streams first this
    // never resolves (an api stopped by npm start was killed after 30 s).
    const closed = t.close().then(() => 'closed');
    for (const stream of streams) await endsWithin(stream, 2_000);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((resolve) => (timer = setTimeout(() => resolve('still closing'), 10_000)));
    expect(await Promise.race([closed, late])).toBe('closed');
    clearTimeout(timer);
    // Told to come back after the usual 3 s, not the minute a replaced or signed-out stream waits.
    expect(streams.map((stream) => stream.retries.at(-1))).toEqual([3_000, 3_000]);
  }, 30_000);
});

describe('several api processes on one PostgreSQL', () => {
  let postgres: PostgresCluster;
  const apps: App[] = [];
  beforeAll(async () => {
    postgres = await startPostgresCluster();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await postgres?.stop();
  });

  it('ends a stream held by one process when the user signs out through another', async () => {
    const env = {
      DATABASE_URL: await postgres.createDatabase('stream_lifetime'),
      SMTP_URL: mailbox.smtpUrl,
      AUTH_JWT_SECRET: TEST_JWT_SECRET,
    };
    // Each with its own connections and its own LISTEN, as two processes have.
    for (let n = 0; n < 2; n += 1) apps.push(await buildApp(testConfig(env)));
    const [first, second] = apps;
    const laptop = await signUp(first, mailbox);
    const stream = await openStream(await listen(second), laptop);
    await deliversNext(first, laptop, stream);

    expect((await signOut(first, laptop, 'global')).statusCode).toBe(204);

    expect(await endsForSession(stream, 2_000)).toBeLessThan(1_000);
  }, 60_000);
});
