// Alert channels end to end (issue 24): a Pro user connects a webhook on the Notifications settings page
// (reached from the account menu) pointing at a loopback receiver this test runs; a devnet whale they track
// swaps, and the alert arrives at the receiver signed by the Standard Webhooks spec with the secret the page
// showed once, and shows in the channel's delivery log. The signature is checked by hand, per the spec.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { devnetWhales, swapEthForUsdc } from '../support/devnet';
import { setPlan } from '../support/operator';
import { createAccount, signIn } from '../support/session';
import { addWallet, registerTab } from '../support/tracking';

// A whale no other spec tracks or swaps with.
const WHALE_INDEX = 4;
const NICKNAME = 'Hooked Narwhal';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A receiver on 127.0.0.1 that answers 200 'ok' and keeps what it was sent. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/whalewatch`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks: base64 HMAC-SHA256 of `id.timestamp.body` with the secret's bytes after 'whsec_'. */
function signedBy(secret: string, { headers, body }: Received): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  const key = new Uint8Array(Buffer.from(secret.replace(/^whsec_/, ''), 'base64'));
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return String(headers['webhook-signature'])
    .split(' ')
    .some((signature) => signature === `v1,${expected}`);
}

test("a tracked whale's swap reaches the user's webhook signed with the secret shown once, and its delivery log", async ({ page }) => {
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  try {
    const whale = devnetWhales()[WHALE_INDEX];
    const account = await createAccount();
    setPlan(account.email, 'pro');
    await signIn(page, account);

    await page.goto('/register');
    await addWallet(page, whale, NICKNAME);
    await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();

    // The account menu's Notifications item opens the page.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: `Account menu for ${account.email}` }).click();
    await nav.getByRole('menuitem', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('No channels yet. Alerts reach you in the app and by email.')).toBeVisible();

    const title = `Webhook: ${new URL(receiver.url).host}`;
    await page.getByRole('textbox', { name: 'Webhook URL', exact: true }).fill(receiver.url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secretText = page.getByLabel('Signing secret', { exact: true });
    await expect(secretText).toHaveText(/^whsec_/);
    await expect(
      page.getByRole('region', { name: `Signing secret for ${title}` }).getByText("Copy this signing secret now: you won't see it again."),
    ).toBeVisible();
    const secret = (await secretText.textContent()) ?? '';
    const item = page.getByRole('listitem', { name: title });
    await expect(item.getByText('Connected')).toBeVisible();
    // The new channel is chosen for the tracked wallet.
    await expect(page.getByRole('group', { name: new RegExp(NICKNAME) }).getByRole('checkbox', { name: title })).toBeChecked();

    const swap = await swapEthForUsdc(whale, '10');
    await expect
      .poll(() => receiver.received.some((delivery) => JSON.parse(delivery.body).data?.txHash === swap.hash), { timeout: 60_000 })
      .toBe(true);
    const delivery = receiver.received.find((candidate) => JSON.parse(candidate.body).data?.txHash === swap.hash) as Received;
    expect(signedBy(secret, delivery)).toBe(true);
    expect(signedBy('whsec_' + Buffer.alloc(32).toString('base64'), delivery)).toBe(false);
    const payload = JSON.parse(delivery.body);
    expect(payload.type).toBe('alert.created');
    expect(delivery.headers['webhook-id']).toBe(payload.data.id);
    expect(payload.data.wallet.nickname).toBe(NICKNAME);
    // The wallet's 30-day record goes beside its name once anything computed it (the analyzer's holders).
    expect(payload.data.message).toMatch(new RegExp(`^${NICKNAME}( \\([^)]+ 30 d, \\d+ % wins\\))? swapped 10 ETH`));
    expect(Math.abs(Number(delivery.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);

    // Done with the secret: it is gone from the page. The delivery log has the attempt.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByLabel('Signing secret', { exact: true })).toHaveCount(0);
    await item.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('table', { name: new RegExp(`Delivery log for ${title}`) });
    await expect(log.getByRole('row').filter({ hasText: 'Delivered (200)' }).first()).toBeVisible();
    await expect(log.getByRole('cell', { name: 'ok', exact: true }).first()).toBeVisible();

    // Send test: queued, said in the live region, and delivered signed too.
    await item.getByRole('button', { name: `Send test to ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Test alert queued for ${title}.` })).toBeVisible();
    await expect
      .poll(() => receiver.received.some((candidate) => JSON.parse(candidate.body).type === 'alert.test'), { timeout: 30_000 })
      .toBe(true);
    const test = receiver.received.find((candidate) => JSON.parse(candidate.body).type === 'alert.test') as Received;
    expect(signedBy(secret, test)).toBe(true);
  } finally {
    await receiver.close();
  }
});
