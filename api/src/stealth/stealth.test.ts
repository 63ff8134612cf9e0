// The stealth list's routes: own entries only, the plan's slots, and a wallet joins only with its own
// signature of the challenge (a devnet whale's key signs, as a browser wallet would).
import { errorMessage } from '@whalewatch/contracts';
import { DEFAULT_SEED, devnetPrivateKey } from '@whalewatch/devnet';
import { privateKeyToAccount } from 'viem/accounts';
import { signUpOn, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { issueChallenge } from './service';

const whale = (index: number) => privateKeyToAccount(devnetPrivateKey(DEFAULT_SEED, 'whale', index));

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const call = (session: SessionBody, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(session), ...(payload ? { payload } : {}) });

const userOn = (plan: string) => signUpOn(t.app, mailbox, plan);

/** Asks for the challenge and signs it with the account's key; the add's response. */
async function addSigned(session: SessionBody, signer = whale(0), wallet: string = signer.address) {
  const challenge = await call(session, 'POST', '/stealth/challenge', { walletAddress: wallet });
  expect(challenge.statusCode).toBe(200);
  const { message } = challenge.json<{ message: string }>();
  return call(session, 'POST', '/stealth', { walletAddress: wallet, signature: await signer.signMessage({ message }) });
}

describe('the stealth list', () => {
  it('starts empty, adds a wallet signed by its key, lists it, and removes it', async () => {
    const user = await userOn('pro');
    expect((await call(user, 'GET', '/stealth')).json()).toEqual([]);

    const challenge = await call(user, 'POST', '/stealth/challenge', { walletAddress: whale(0).address });
    const body = challenge.json<{ walletAddress: string; message: string; expiresAt: string }>();
    expect(body.walletAddress).toBe(whale(0).address.toLowerCase());
    expect(body.message).toContain(`I control ${whale(0).address.toLowerCase()}`);
    expect(body.message).toContain(`Account: ${user.user.id}`);
    const signature = await whale(0).signMessage({ message: body.message });

    const added = await call(user, 'POST', '/stealth', { walletAddress: whale(0).address, signature });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ wallet_address: whale(0).address.toLowerCase() });
    expect((await call(user, 'GET', '/stealth')).json()).toEqual([{ wallet_address: whale(0).address.toLowerCase() }]);

    const removed = await call(user, 'DELETE', `/stealth/${whale(0).address}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(user, 'GET', '/stealth')).json()).toEqual([]);

    // The challenge was used up: the same signature does not add the wallet again.
    const replayed = await call(user, 'POST', '/stealth', { walletAddress: whale(0).address, signature });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ error: errorMessage('no_challenge'), code: 'no_challenge' });
  });

  it("refuses another wallet's signature of the message (403) and stores nothing", async () => {
    const user = await userOn('pro');
    const response = await addSigned(user, whale(2), whale(1).address);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: errorMessage('not_wallet_signature'), code: 'not_wallet_signature' });
    expect((await call(user, 'GET', '/stealth')).json()).toEqual([]);
  });

  it('refuses an add without a challenge, or after it expired (400)', async () => {
    const user = await userOn('pro');
    const signature = await whale(3).signMessage({ message: 'anything' });
    expect((await call(user, 'POST', '/stealth', { walletAddress: whale(3).address, signature })).json()).toEqual({
      error: errorMessage('no_challenge'),
      code: 'no_challenge',
    });

    const stale = await issueChallenge(
      t.database.db,
      user.user.id,
      whale(3).address.toLowerCase() as `0x${string}`,
      new Date(Date.now() - 11 * 60_000),
    );
    const late = await call(user, 'POST', '/stealth', {
      walletAddress: whale(3).address,
      signature: await whale(3).signMessage({ message: stale.message }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: errorMessage('no_challenge'), code: 'no_challenge' });
  });

  it.each([
    ['free', 'Subscription limit reached: the Free plan has no stealth wallets.'],
    ['starter', 'Subscription limit reached: the Starter plan has no stealth wallets.'],
  ])("gives the %s plan no slot: 'Subscription limit reached' before anything is signed", async (plan, error) => {
    const user = await userOn(plan);
    const challenge = await call(user, 'POST', '/stealth/challenge', { walletAddress: whale(4).address });
    expect(challenge.statusCode).toBe(403);
    expect(challenge.json()).toEqual({ error, code: 'subscription_limit' });
  });

  it('gives Pro one slot: the second wallet is over the limit', async () => {
    const user = await userOn('pro');
    expect((await addSigned(user, whale(5))).statusCode).toBe(201);
    const second = await call(user, 'POST', '/stealth/challenge', { walletAddress: whale(6).address });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      error: 'Subscription limit reached: the Pro plan has up to 1 stealth wallet.',
      code: 'subscription_limit',
    });
  });

  it('keeps a wallet on one list: its owner cannot add it twice, nobody else can claim it, nor remove it', async () => {
    const owner = await userOn('privacy-shield');
    const other = await userOn('privacy-shield');
    expect((await addSigned(owner, whale(7))).statusCode).toBe(201);

    const again = await call(owner, 'POST', '/stealth/challenge', { walletAddress: whale(7).address });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: errorMessage('already_listed'), code: 'already_listed' });
    const claim = await call(other, 'POST', '/stealth/challenge', { walletAddress: whale(7).address });
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toEqual({ error: errorMessage('claimed'), code: 'claimed' });

    expect((await call(other, 'GET', '/stealth')).json()).toEqual([]);
    const removal = await call(other, 'DELETE', `/stealth/${whale(7).address}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual({ error: errorMessage('not_listed'), code: 'not_listed' });
    expect((await call(owner, 'GET', '/stealth')).json()).toEqual([{ wallet_address: whale(7).address.toLowerCase() }]);
  });

  it("refuses a malformed address with 'Please enter a valid wallet address', and callers without a token", async () => {
    const user = await userOn('pro');
    const bad = await call(user, 'POST', '/stealth/challenge', { walletAddress: '0x1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'walletAddress: Please enter a valid wallet address', code: 'invalid_request' });
    expect((await t.app.inject({ method: 'GET', url: '/stealth' })).statusCode).toBe(401);
  });
});
