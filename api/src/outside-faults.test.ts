// Issue 20's faults, reproduced against the api as operators run it (`node dist/server.js`, real
// PGlite, the monitor and the news reader on): a mail server that accepts and never answers, a chain
// node that takes 8 s per call, a summarizing model that never answers. While each is in place, the
// routes a signed-in user needs keep answering within a second — nothing outside is called while a
// database transaction holds PGlite's one connection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDevnet, type Devnet } from '@whalewatch/devnet';
import { buildApp } from './app';
import { EMBEDDED_SUPABASE_ANON_KEY } from './config';
import { PASSWORD, signUp, TEST_JWT_SECRET } from './testing/accounts';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import { silentHttpServer, silentTcpServer, slowRpcProxy, type FaultyServer } from './testing/faulty-servers';
import { startMailbox, type Mailbox } from './testing/mailbox';
import { testConfig } from './testing/test-app';

jest.setTimeout(120_000);

/** What a signed-in user's page needs; each must answer within this while an outside service hangs. */
const WITHIN_MS = 1_000;

let devnet: Devnet;
let mailbox: Mailbox;
let root: string;
let email: string;
let api: ApiProcess | undefined;
const faulty: FaultyServer[] = [];

const baseEnv = () => ({
  DATA_DIR: root,
  AUTH_JWT_SECRET: TEST_JWT_SECRET,
  CHAIN_RPC_URL: devnet.rpcUrl,
  PRICES_SOURCE: 'dev',
  MONITOR: 'on',
  MONITOR_POLL_MS: '100',
  NEWS: 'off',
  SMTP_URL: mailbox.smtpUrl,
  ALERT_EMAIL_GAP_MS: '0',
});

beforeAll(async () => {
  [devnet, mailbox] = await Promise.all([startDevnet({ port: 0, history: 50, blockTimeSeconds: 1, seed: 'faults-test' }), startMailbox()]);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-faults-'));
  // An account in the database the api processes will open.
  const setup = await buildApp(testConfig({ ...baseEnv(), MONITOR: 'off' }));
  email = (await signUp(setup, mailbox)).user.email;
  await setup.close();
}, 180_000);

afterEach(async () => {
  await api?.kill('SIGKILL');
  api = undefined;
  await Promise.all(faulty.splice(0).map((server) => server.close()));
});

afterAll(async () => {
  await Promise.all([devnet?.stop(), mailbox?.close()]);
  fs.rmSync(root, { recursive: true, force: true });
});

async function start(env: Record<string, string>, fault: FaultyServer): Promise<ApiProcess> {
  faulty.push(fault);
  api = await startApiProcess({ ...baseEnv(), ...env });
  return api;
}

/** Waits until the api has a call out to the faulty server, so what follows happens while it hangs. */
async function untilCalled(fault: FaultyServer, trigger?: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (fault.hits() === 0) {
    if (Date.now() > deadline) throw new Error('the api never called the faulty server');
    await trigger?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Timed = { route: string; status: number; ms: number };

async function timed(route: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${api!.url}${route}`, { ...init, signal: AbortSignal.timeout(20_000) });
  await response.arrayBuffer();
  return { route, status: response.status, ms: Math.round(performance.now() - started) };
}

async function signIn(): Promise<{ token: string; timing: Timed }> {
  const started = performance.now();
  const response = await fetch(`${api!.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: EMBEDDED_SUPABASE_ANON_KEY },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { access_token: string };
  return { token: body.access_token, timing: { route: 'sign-in', status: response.status, ms: Math.round(performance.now() - started) } };
}

/** Three rounds of sign-in, /users/settings and /notifications over a few seconds of the fault. */
async function userRoutes(): Promise<Timed[]> {
  const timings: Timed[] = [];
  for (let round = 0; round < 3; round += 1) {
    const { token, timing } = await signIn();
    const headers = { authorization: `Bearer ${token}` };
    timings.push(timing, await timed('/users/settings', { headers }), await timed('/notifications', { headers }));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return timings;
}

const slowOrFailed = (timings: Timed[]) => timings.filter((timing) => timing.status !== 200 || timing.ms > WITHIN_MS);

it('a mail server that accepts the connection and never answers holds up no other route', async () => {
  const smtp = await silentTcpServer();
  await start({ SMTP_URL: smtp.url }, smtp);
  const { token } = await signIn();
  // A test notification is emailed at once: the send hangs on the silent server.
  await untilCalled(smtp, () => fetch(`${api!.url}/notifications/test`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }));

  expect(slowOrFailed(await userRoutes())).toEqual([]);
  expect(smtp.hits()).toBeGreaterThan(0);
});

it('a chain node that takes 8 s per call holds up no other route', async () => {
  const node = await slowRpcProxy(devnet.rpcUrl, 8_000);
  await start({ CHAIN_RPC_URL: node.url }, node);
  await untilCalled(node);

  expect(slowOrFailed(await userRoutes())).toEqual([]);
});

it('a summarizing model that never answers holds up no other route', async () => {
  const model = await silentHttpServer();
  await start({ NEWS: 'on', LLM_BASE_URL: model.url, LLM_API_KEY: 'test-key' }, model);
  await untilCalled(model);

  expect(slowOrFailed(await userRoutes())).toEqual([]);
});
