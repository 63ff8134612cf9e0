// The stealth routes answer what their contracts (@whalewatch/contracts stealthRoutes) say: each route's
// success answer, and each error code it declares, through the app as a client calls it.
import { DEFAULT_SEED, devnetPrivateKey } from '@whalewatch/devnet';
import { privateKeyToAccount } from 'viem/accounts';
import { signUpOn, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { expectAnswer } from '../testing/contract-answer';
import { createTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(120_000);

const whale = (index: number) => privateKeyToAccount(devnetPrivateKey(DEFAULT_SEED, 'whale', index));

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

const call = (session: SessionBody, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${session.session.access_token}` }, ...(payload ? { payload } : {}) });
const challengeFor = (session: SessionBody, walletAddress: string) => call(session, 'POST', '/stealth/challenge', { walletAddress });

describe('the stealth routes, each answer by its contract', () => {
  it('lists, challenges, adds and removes: each success answer', async () => {
    const user = await signUpOn(t.app, mailbox, 'privacy-shield');
    expectAnswer('GET /stealth', await call(user, 'GET', '/stealth'), 200);
    const challenge = await challengeFor(user, whale(20).address);
    expectAnswer('POST /stealth/challenge', challenge, 200);
    const signature = await whale(20).signMessage({ message: challenge.json<{ message: string }>().message });
    expectAnswer('POST /stealth', await call(user, 'POST', '/stealth', { walletAddress: whale(20).address, signature }), 201);
    const listed = await call(user, 'GET', '/stealth');
    expectAnswer('GET /stealth', listed, 200);
    expect(listed.json()).toEqual([{ wallet_address: whale(20).address.toLowerCase() }]);
    expectAnswer('DELETE /stealth/:walletAddress', await call(user, 'DELETE', `/stealth/${whale(20).address}`), 204);
  });

  it('refuses by the codes it declares', async () => {
    const owner = await signUpOn(t.app, mailbox, 'privacy-shield');
    const other = await signUpOn(t.app, mailbox, 'privacy-shield');
    const free = await signUpOn(t.app, mailbox, 'free');

    expectAnswer('POST /stealth/challenge', await challengeFor(free, whale(21).address), 403, 'subscription_limit');
    expectAnswer(
      'POST /stealth',
      await call(free, 'POST', '/stealth', { walletAddress: whale(21).address, signature: `0x${'1'.repeat(130)}` }),
      403,
      'subscription_limit',
    );

    // No challenge asked for; then one signed by another key.
    const signature = await whale(22).signMessage({ message: 'anything' });
    expectAnswer(
      'POST /stealth',
      await call(owner, 'POST', '/stealth', { walletAddress: whale(22).address, signature }),
      400,
      'no_challenge',
    );
    const { message } = (await challengeFor(owner, whale(22).address)).json<{ message: string }>();
    const forged = await whale(23).signMessage({ message });
    expectAnswer(
      'POST /stealth',
      await call(owner, 'POST', '/stealth', { walletAddress: whale(22).address, signature: forged }),
      403,
      'not_wallet_signature',
    );
    const signed = await whale(22).signMessage({ message });
    expectAnswer('POST /stealth', await call(owner, 'POST', '/stealth', { walletAddress: whale(22).address, signature: signed }), 201);

    expectAnswer('POST /stealth/challenge', await challengeFor(owner, whale(22).address), 409, 'already_listed');
    expectAnswer('POST /stealth/challenge', await challengeFor(other, whale(22).address), 409, 'claimed');
    expectAnswer(
      'POST /stealth',
      await call(owner, 'POST', '/stealth', { walletAddress: whale(22).address, signature: signed }),
      409,
      'already_listed',
    );
    expectAnswer(
      'POST /stealth',
      await call(other, 'POST', '/stealth', { walletAddress: whale(22).address, signature: signed }),
      409,
      'claimed',
    );
    expectAnswer('DELETE /stealth/:walletAddress', await call(other, 'DELETE', `/stealth/${whale(22).address}`), 404, 'not_listed');

    expectAnswer(
      'POST /stealth',
      await call(owner, 'POST', '/stealth', { walletAddress: whale(24).address, signature: '0x12' }),
      400,
      'invalid_request',
    );
    expectAnswer('GET /stealth', await t.app.inject({ method: 'GET', url: '/stealth' }), 401, 'no_authorization');
  });
});
