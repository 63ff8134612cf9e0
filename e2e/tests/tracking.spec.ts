// Wallet tracking end to end: a real account, the operator's plan command, devnet whales and their
// real transactions, and the plan limit the api enforces.
import { expect, test } from '@playwright/test';
import { devnetTransaction, devnetWhales } from '../support/devnet';
import { setPlan } from '../support/operator';
import { createAccount, signIn } from '../support/session';
import { addWallet, card, openSettings, registerTab, settingsTab } from '../support/tracking';

const WALLET_LIMIT = "You have reached your plan's wallet limit. Please upgrade your subscription.";

test('register devnet whales, manage them in Settings, see a real transaction, and meet the plan limit', async ({ page }) => {
  test.setTimeout(120_000);
  const whales = devnetWhales();
  const account = await createAccount();
  await signIn(page, account);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Wallet Tracking - Monitor Ethereum wallets and receive real-time notifications',
  );

  // A free account tracks one wallet: two are refused, with the plan-limit message once, in the overlay,
  // and the way to a bigger plan beside the count of wallets used.
  await expect(registerTab(page).getByText('0 of 1 wallet used')).toBeVisible();
  await addWallet(page, whales[0], 'Whale One');
  await addWallet(page, whales[1]);
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByRole('alert').filter({ hasText: WALLET_LIMIT })).toHaveCount(1);
  await expect(registerTab(page).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('alert').filter({ hasText: WALLET_LIMIT })).toHaveCount(0, { timeout: 6_000 });

  // The operator moves the account to Starter; the same two wallets now register.
  expect(setPlan(account.email, 'starter')).toContain('is now on the starter plan');
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page.getByText('Wallet Tracking Has Started')).toBeVisible();
  await expect(registerTab(page).getByRole('list', { name: 'Wallets to register' })).toHaveCount(0);

  await openSettings(page);
  await expect(settingsTab(page).getByRole('listitem')).toHaveCount(2);
  // The address once, as explorers write it (EIP-55), under a nickname or alone.
  await expect(card(page, 'Whale One')).toContainText(whales[0]);
  await expect(card(page, whales[1])).toBeVisible();
  expect((await card(page, whales[1]).textContent())?.toLowerCase().split(whales[1].toLowerCase())).toHaveLength(2);

  // Monitoring options and the interval are saved with the whole settings, and survive a reload.
  await card(page, 'Whale One').getByRole('button', { name: 'Monitoring Options' }).click();
  const options = page.getByRole('dialog', { name: 'Monitoring Options' });
  await options.getByLabel('Wallet Nickname').fill('Whale Prime');
  await options.getByRole('checkbox', { name: 'Monitor Token Approvals' }).uncheck();
  await options.getByLabel('Minimum Transaction Value (ETH)').fill('5');
  await options.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();
  await expect(options).toHaveCount(0);

  await settingsTab(page).getByLabel('Check Interval (milliseconds)').fill('15000');
  // The first save's toast is still up: wait for this save's answer, not for any success toast.
  const intervalSaved = page.waitForResponse(
    (response) => response.url().endsWith('/users/settings') && response.request().method() === 'PUT',
  );
  await settingsTab(page).getByRole('button', { name: 'Set Interval' }).click();
  expect((await intervalSaved).ok()).toBe(true);
  await expect(page.getByText('Settings updated successfully!')).toHaveCount(2);

  await page.reload();
  await openSettings(page);
  await expect(settingsTab(page).getByLabel('Check Interval (milliseconds)')).toHaveValue('15000');
  await card(page, 'Whale Prime').getByRole('button', { name: 'Monitoring Options' }).click();
  await expect(options.getByRole('checkbox', { name: 'Monitor Token Approvals' })).not.toBeChecked();
  await expect(options.getByRole('checkbox', { name: 'Monitor Ether Transfers' })).toBeChecked();
  await expect(options.getByLabel('Minimum Transaction Value (ETH)')).toHaveValue('5');
  await options.getByRole('button', { name: 'Cancel' }).click();

  // The whale's newest transaction comes from the devnet.
  await card(page, 'Whale Prime').getByRole('button', { name: 'View Transactions' }).click();
  const latest = page.getByRole('dialog', { name: 'Latest Transaction for Whale Prime' });
  const hash = (await latest.locator('dt:text-is("Hash") + dd').textContent({ timeout: 15_000 })) ?? '';
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  const onChain = await devnetTransaction(hash);
  // The address, and its label when it has one (an exchange's, or the user's own nickname).
  await expect(latest.locator('dt:text-is("From") + dd')).toHaveText(new RegExp(`^${onChain.from}( \\(.+\\))?$`));
  expect([onChain.from, onChain.to]).toContain(whales[0].toLowerCase());
  await expect(latest.locator('dt:text-is("Value") + dd')).toHaveText(/^[\d,]+\.\d{2,6} ETH$/);
  await expect(latest.locator('dt:text-is("Time") + dd')).not.toHaveText('N/A');
  await latest.getByRole('button', { name: 'Close' }).click();

  // Removal asks first, then saves the shorter list.
  await card(page, whales[1]).getByRole('button', { name: 'Remove Wallet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Are you sure you want to delete this wallet? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Wallet removed successfully!')).toBeVisible();
  await expect(settingsTab(page).getByRole('listitem')).toHaveCount(1);

  // The Register tab starts from the saved interval, and a registration keeps it.
  await page.getByRole('tab', { name: 'Register Wallets' }).click();
  await expect(registerTab(page).getByLabel('Check Interval (milliseconds)')).toHaveValue('15000');
  await expect(registerTab(page).getByText('1 of 3 wallets used')).toBeVisible();
  await addWallet(page, whales[2]);
  const registered = page.waitForResponse((response) => response.url().endsWith('/users/register'));
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  expect((await registered).ok()).toBe(true);
  await expect(registerTab(page).getByText('2 of 3 wallets used')).toBeVisible();
  await openSettings(page);
  await expect(settingsTab(page).getByLabel('Check Interval (milliseconds)')).toHaveValue('15000');
  await expect(settingsTab(page).getByRole('listitem')).toHaveCount(2);

  // Starter tracks three: two saved plus two more is over the limit, and nothing is added.
  await page.getByRole('tab', { name: 'Register Wallets' }).click();
  for (const whale of whales.slice(3, 5)) await addWallet(page, whale);
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByRole('alert').filter({ hasText: WALLET_LIMIT })).toHaveCount(1);
  await openSettings(page);
  await expect(settingsTab(page).getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await openSettings(page);
  await expect(settingsTab(page).getByLabel('Check Interval (milliseconds)')).toHaveValue('15000');
});
