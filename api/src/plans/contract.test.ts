// The operator's routes answer what their contracts (@whalewatch/contracts operatorRoutes) say: each
// route's success answer, and each error code it declares, through the app as `npm run plan` and
// `npm run backup` call it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import type { Database } from '../db/database';
import { signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { expectAnswer } from '../testing/contract-answer';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../testing/test-app';

jest.setTimeout(120_000);

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    API_DOCS: 'off',
    PGLITE_DIR: 'memory://',
  });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const operator = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const backUp = (app: App, headers: Record<string, string> = operator) => app.inject({ method: 'POST', url: '/admin/backup', headers });

/** An app on its own database, as `database` has it. */
async function appOn(database: Database, env: NodeJS.ProcessEnv) {
  const app = await buildApp(testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, API_DOCS: 'off', ...env }), { database });
  return app;
}

describe('the operator routes, each answer by its contract', () => {
  it('PUT /admin/plans: sets a plan; an unknown email; a wrong token; a plan that does not exist', async () => {
    const user = await signUp(t.app, mailbox);
    const put = (payload: object, headers = operator) => t.app.inject({ method: 'PUT', url: '/admin/plans', headers, payload });
    const granted = await put({ email: user.user.email, plan: 'pro' });
    expectAnswer('PUT /admin/plans', granted, 200);
    expect(granted.json()).toEqual({ email: user.user.email, userId: user.user.id, plan: 'pro' });
    expectAnswer('PUT /admin/plans', await put({ email: 'nobody@example.com', plan: 'pro' }), 404, 'no_such_user');
    expectAnswer(
      'PUT /admin/plans',
      await put({ email: user.user.email, plan: 'pro' }, { authorization: 'Bearer wrong' }),
      401,
      'operator_token_required',
    );
    expectAnswer('PUT /admin/plans', await put({ email: user.user.email, plan: 'gold' }), 400, 'invalid_request');
  });

  it('POST /admin/backup: a backup of the embedded database; in memory; on a Postgres server; a wrong token', async () => {
    expectAnswer('POST /admin/backup', await backUp(t.app), 400, 'backup_in_memory');
    expectAnswer('POST /admin/backup', await backUp(t.app, { authorization: 'Bearer wrong' }), 401, 'operator_token_required');

    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-contract-backup-'));
    const database = await createTestDatabase();
    try {
      const onDisk = await appOn(database, { PGLITE_DIR: path.join(root, 'pglite') });
      const taken = await backUp(onDisk);
      await onDisk.close();
      expectAnswer('POST /admin/backup', taken, 200);
      expect(fs.statSync(taken.json<{ file: string }>().file).size).toBe(taken.json<{ bytes: number }>().bytes);

      // A Postgres server's database has no backup of its own.
      const postgresLike = { ...database, backup: undefined };
      const onPostgres = await appOn(postgresLike, { PGLITE_DIR: path.join(root, 'pglite') });
      const refused = await backUp(onPostgres);
      await onPostgres.close();
      expectAnswer('POST /admin/backup', refused, 400, 'backup_on_postgres');
    } finally {
      await database.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
