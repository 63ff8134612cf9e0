import { expect, test } from '@playwright/test';
import { API_PORT } from '../support/product';
import { sharedInstances, signIn } from '../support/session';

test('the home page renders with its call to action and the signed-out navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a Demo' })).toBeVisible();
});

test('a protected route sends a signed-out visitor to /auth, keeping the origin path', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In' }).first()).toBeVisible();
  // react-router keeps navigation state in history.state.usr
  const origin = await page.evaluate(() => (history.state as { usr?: { from?: string } }).usr?.from);
  expect(origin).toBe('/dashboard');
});

test('an unknown path, however deep, goes back to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('a deep recovery link reaches the recovery landing and moves on to /auth', async ({ page }) => {
  await page.goto('/authorisation/callback?token=abc123&type=recovery');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem('recoveryToken'))).toBe('abc123');
});

test('federated remote routes render inside the shell, all sharing one @whalewatch/shared', async ({ page }) => {
  const account = await signIn(page);
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolio Viewer' })).toBeVisible();
  await expect(page.getByText("View any Ethereum wallet's complete token portfolio")).toBeVisible();

  // The remote reads the session the shell holds: signed in, it shows the form, not 'Please Sign In'.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /Products/ }).click();
  await nav.getByRole('menuitem', { name: 'StealthWallet' }).click();
  await expect(page.getByText('Protect your wallets from being tracked by others')).toBeVisible();
  await expect(page.getByText('Please Sign In')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByText('$299/month')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${account.email}` })).toBeVisible();

  // Three remotes loaded, one copy of the shared package (and so one session store) on the page.
  expect(await sharedInstances(page)).toBe(1);
});

test('the dark-mode choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);
});

test('the api answers its health check with the database up and the devnet producing blocks', async ({ request }) => {
  const health = async () => {
    const response = await request.get(`http://127.0.0.1:${API_PORT}/health`);
    expect(response.status()).toBe(200);
    return response.json();
  };
  const first = await health();
  expect(first).toMatchObject({ status: 'ok', database: 'ok', chain: { source: 'rpc' } });
  // The devnet mines every 2 s: the chain moves on.
  await expect
    .poll(async () => BigInt((await health()).chain.latestBlock), { timeout: 10_000 })
    .toBeGreaterThan(BigInt(first.chain.latestBlock));
});

test('Request a Demo sends the request to the api and thanks the visitor', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Request a Demo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Orca Investor');
  await dialog.getByLabel('Email').fill('orca@example.com');
  await dialog.getByRole('button', { name: /send|request|submit/i }).click();
  await expect(page.getByText('Thanks! We will contact you to schedule your demo.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
