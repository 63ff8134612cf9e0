// The dashboard on the running product: the token watchlist saved through supabase-js in the api's
// watchlist table (and nobody else's), the user's real plan, and a tracked devnet whale's latest five
// transactions as the chain has them.
import { expect, test, type Page } from '@playwright/test';
import { devnetTransaction, devnetWhales } from '../support/devnet';
import { setPlan } from '../support/operator';
import { createAccount, signIn } from '../support/session';
import { addWallet, registerTab } from '../support/tracking';

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const LINK = '0x514910771AF9Ca656af840dff83E8264EcF986CA';

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

const watchlist = (page: Page) => page.getByRole('list', { name: 'Watchlist tokens' });

async function addToken(page: Page, address: string) {
  await page.getByLabel('Token Address').fill(address);
  await page.getByRole('button', { name: 'Add Token' }).click();
}

test('the token watchlist: add, refuse invalid and duplicate, remove, and keep it across reloads for its owner only', async ({
  page,
  browser,
}) => {
  await signIn(page, await createAccount());
  await page.goto('/dashboard');
  // The dashboard opens on Activity; a new account tracks nothing yet.
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  await expect(page.getByText('Track a wallet to see its activity here.')).toBeVisible();
  await openSection(page, 'Token Watchlist');
  await expect(page.getByText('No tokens in watchlist')).toBeVisible();

  await addToken(page, '0x1234');
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid token address' })).toBeVisible();

  await addToken(page, DAI);
  await expect(page.getByText('Token added to watchlist')).toBeVisible();
  await expect(page.getByLabel('Token Address')).toHaveValue('');
  await addToken(page, LINK);
  await expect(watchlist(page).getByRole('listitem')).toHaveCount(2);
  // Names and symbols come from the tokens' contracts on the devnet.
  await expect(watchlist(page).getByRole('listitem').nth(0)).toContainText(`Dai Stablecoin (DAI)${DAI.toLowerCase()}`);
  await expect(watchlist(page).getByRole('listitem').nth(1)).toContainText(`ChainLink Token (LINK)${LINK.toLowerCase()}`);

  await addToken(page, DAI.toLowerCase());
  await expect(page.getByRole('alert').filter({ hasText: 'Token already in watchlist' })).toBeVisible();
  await expect(watchlist(page).getByRole('listitem')).toHaveCount(2);

  // Saved in the database, not in the page.
  await page.reload();
  await openSection(page, 'Token Watchlist');
  await expect(watchlist(page).getByRole('listitem')).toHaveCount(2);

  await watchlist(page)
    .getByRole('button', { name: `Remove ${DAI.toLowerCase()}` })
    .click();
  await expect(page.getByText('Token removed from watchlist')).toBeVisible();
  await expect(watchlist(page).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await openSection(page, 'Token Watchlist');
  await expect(watchlist(page).getByRole('listitem')).toHaveCount(1);
  await expect(watchlist(page)).toContainText('ChainLink Token (LINK)');

  // Another user sees none of it.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, await createAccount());
  await other.goto('/dashboard');
  await openSection(other, 'Token Watchlist');
  await expect(other.getByText('No tokens in watchlist')).toBeVisible();
  await otherContext.close();
});

test('current plan and tracked wallets: the real plan, and a devnet whale’s latest five transactions', async ({ page }) => {
  test.setTimeout(90_000);
  const whale = devnetWhales()[0];
  const account = await createAccount();
  await signIn(page, account);

  await page.goto('/dashboard');
  await openSection(page, 'Current Plan');
  await expect(page.getByRole('heading', { level: 3, name: 'Free Plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');

  setPlan(account.email, 'pro');
  await page.reload();
  await openSection(page, 'Current Plan');
  await expect(page.getByRole('heading', { level: 3, name: 'Pro Plan' })).toBeVisible();
  await expect(page.getByText('$30/month')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plan features' }).getByRole('listitem')).toHaveText([
    'Track up to 6 wallets',
    'Identify short-term whales',
    'Real-time notifications',
    'Priority support',
    'Advanced analytics',
  ]);
  await expect(page.getByText('Up to 6 tracked wallets and 1 stealth wallet.')).toBeVisible();

  await openSection(page, 'Tracked Wallets');
  await expect(page.getByText('No tracked wallets yet.')).toBeVisible();

  await page.goto('/register');
  await addWallet(page, whale, 'Whale One');
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();

  await page.goto('/dashboard');
  await openSection(page, 'Tracked Wallets');
  await page.getByRole('button', { name: 'View Transactions for Whale One' }).click();
  const dialog = page.getByRole('dialog', { name: 'Latest Transactions for Whale One' });
  const transactions = dialog.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(transactions).toHaveCount(5, { timeout: 20_000 });
  for (let index = 0; index < 5; index += 1) {
    const row = transactions.nth(index);
    await expect(row).toContainText(/Hash0x[0-9a-f]{64}/);
    await expect(row).toContainText(/Value[\d.,]+ ETH/);
    await expect(row).toContainText('From');
    await expect(row).toContainText('Time');
  }
  // Each is the whale's transaction on the devnet.
  const hashes = await dialog
    .locator('dd code')
    .evaluateAll((codes) => codes.map((code) => code.textContent ?? '').filter((text) => text.length === 66));
  expect(hashes).toHaveLength(5);
  for (const hash of hashes) {
    const onChain = await devnetTransaction(hash);
    expect([onChain.from, onChain.to]).toContain(whale.toLowerCase());
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('tracked wallets on a phone: nothing wider than the screen, a nameless wallet shown once, and its transactions in a dialog that fits', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const whale = devnetWhales()[1];
  await signIn(page, await createAccount());
  await page.goto('/register');
  await addWallet(page, whale);
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();

  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('button', { name: 'Menu', exact: true }).click();
    await openSection(page, 'Tracked Wallets');
    const wallets = page.getByRole('list', { name: 'Tracked wallets' }).getByRole('listitem');
    await expect(wallets).toHaveCount(1);
    await expect(wallets.first()).toHaveText(`${whale}View Transactions`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await wallets
      .first()
      .getByRole('button', { name: `View Transactions for ${whale}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Latest Transactions for ${whale.slice(0, 6)}…${whale.slice(-4)}` });
    await expect(dialog.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    const { scrollWidth, clientWidth, right } = await dialog.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      right: element.getBoundingClientRect().right,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(right).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});
