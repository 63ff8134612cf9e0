// Billing on the running product: a Paddle webhook signed with the configured secret moves a free user
// to Pro — the dashboard and /success show it, and the user can now register 6 wallets but not 7 — while a
// forged one is refused and changes nothing.
import { expect, test, type Page } from '@playwright/test';
import { deliverWebhook, subscriptionCreated } from '../support/paddle';
import { productEnv } from '../support/product';
import { createAccount, signIn } from '../support/session';
import { addWallet, registerTab } from '../support/tracking';

const WALLET_LIMIT = "You have reached your plan's wallet limit. Please upgrade your subscription.";
const address = (n: number) => `0x${(0xa11ce0 + n).toString(16).padStart(40, '0')}`;

async function currentPlan(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name: 'Current Plan' }).click();
  return page.getByRole('heading', { level: 3 }).filter({ hasText: /Plan$/ });
}

test('a signed Paddle webhook upgrades a free user to Pro: 6 wallets but not 7; a forged one changes nothing', async ({ page }) => {
  await signIn(page, await createAccount());
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('whalewatch.user') ?? '{}') as { id: string }).id);
  await expect(await currentPlan(page)).toHaveText('Free Plan');

  const forged = await deliverWebhook(subscriptionCreated(userId, productEnv.PADDLE_PRICE_PRO), 'pdl_ntfset_not_the_secret');
  expect(forged.status).toBe(401);
  expect(await forged.json()).toEqual({ error: 'Invalid webhook signature', code: 'bad_signature' });
  await expect(await currentPlan(page)).toHaveText('Free Plan');

  const delivered = await deliverWebhook(subscriptionCreated(userId, productEnv.PADDLE_PRICE_PRO));
  expect(delivered.status).toBe(200);
  await page.goto('/success');
  await expect(page.getByRole('status')).toHaveText('Your Pro plan is active.');
  await expect(await currentPlan(page)).toHaveText('Pro Plan');

  await page.goto('/register');
  for (let n = 1; n <= 7; n += 1) await addWallet(page, address(n), `Wallet ${n}`);
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByRole('alert').filter({ hasText: WALLET_LIMIT }).first()).toBeVisible();

  await registerTab(page)
    .getByRole('listitem')
    .filter({ hasText: address(7) })
    .getByRole('button', { name: 'Remove' })
    .click();
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
});
