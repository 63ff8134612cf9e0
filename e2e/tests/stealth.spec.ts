// The stealth list on the running product: a wallet joins only with its own signature of the api's
// challenge — from a wallet injected into the page, or pasted — and while listed another user's lookups
// and tracking of it are refused as protected, and an earlier tracker is told why it went quiet; a plan
// without stealth slots gets the upgrade message.
import { expect, test, type Page } from '@playwright/test';
import { devnetWhaleKey, devnetWhales } from '../support/devnet';
import { setPlan } from '../support/operator';
import { createAccount, signIn } from '../support/session';
import { injectTestWallet, signMessage } from '../support/test-wallet';
import { addWallet, card, openSettings, registerTab } from '../support/tracking';

// Whales no other spec tracks, so protecting them changes nothing elsewhere.
const SIGNED_IN_PAGE = 6;
const PASTED = 7;

const list = (page: Page) => page.getByRole('region', { name: 'Your Stealth Wallets' });
const addForm = (page: Page) => page.getByRole('region', { name: 'Add Wallet to Stealth List' });

async function signInOn(page: Page, plan: string) {
  const account = await createAccount();
  setPlan(account.email, plan);
  await signIn(page, account);
  await page.goto('/stealth');
  await expect(page.getByText('Protect your wallets from being tracked by others')).toBeVisible();
}

async function portfolioSays(page: Page, address: string, text: string) {
  await page.goto('/portfolio');
  await page.getByLabel('Wallet Address').fill(address);
  await page.getByRole('button', { name: 'View Portfolio' }).click();
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('region', { name: 'Token Portfolio' }))
      .first(),
  ).toContainText(text, { timeout: 30_000 });
}

test("signed by the page's wallet: added, protected from another user's lookups, then removed", async ({ page, browser }) => {
  const whale = devnetWhales()[SIGNED_IN_PAGE];
  // Somebody tracks the whale before its owner protects it.
  const early = await browser.newPage();
  await signIn(early, await createAccount());
  await early.goto('/register');
  await addWallet(early, whale, 'Early whale');
  await registerTab(early).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(early.getByText('Registration successful!')).toBeVisible();

  const wallet = await injectTestWallet(page, devnetWhaleKey(SIGNED_IN_PAGE));
  await signInOn(page, 'privacy-shield');
  await expect(list(page)).toContainText('No wallets in your stealth list yet.');

  await page.getByLabel('Wallet Address').fill('0x1234');
  await page.getByRole('button', { name: 'Add to Stealth List' }).click();
  await expect(addForm(page).getByRole('alert')).toHaveText('Please enter a valid wallet address');

  await page.getByLabel('Wallet Address').fill(whale);
  await page.getByRole('button', { name: 'Add to Stealth List' }).click();
  await expect(page.getByText('Wallet added to stealth list')).toBeVisible();
  await expect(page.getByLabel('Wallet Address')).toHaveValue('');
  await expect(list(page).getByRole('listitem')).toHaveText([`${whale.toLowerCase()}Remove`]);
  expect(wallet.signed).toHaveLength(1);
  await page.reload();
  await expect(list(page).getByRole('listitem')).toHaveCount(1);

  // Another user: the wallet is protected from their portfolio lookups and from their tracking.
  const other = await browser.newPage();
  await signIn(other, await createAccount());
  await portfolioSays(other, whale, 'This wallet is protected');
  await other.goto('/register');
  await addWallet(other, whale, 'Hidden whale');
  await registerTab(other).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(
    other
      .getByRole('alert')
      .filter({ hasText: `This wallet is protected: ${whale.toLowerCase()} is on its owner's stealth list` })
      .first(),
  ).toBeVisible();

  // The earlier tracker keeps the entry, told why it has gone quiet.
  await early.reload();
  await openSettings(early);
  await expect(card(early, 'Early whale')).toContainText(
    'This wallet is protected: its owner has put it on their stealth list, so you get no notifications or transactions for it.',
  );
  await expect(card(early, 'Early whale').getByRole('button', { name: 'View Transactions' })).toHaveCount(0);

  // Its owner still sees it.
  await portfolioSays(page, whale, whale.toLowerCase());
  await page.goto('/stealth');

  await list(page)
    .getByRole('button', { name: `Remove ${whale.toLowerCase()}` })
    .click();
  await expect(page.getByText('Wallet removed from stealth list')).toBeVisible();
  await expect(list(page)).toContainText('No wallets in your stealth list yet.');
  await portfolioSays(other, whale, whale.toLowerCase());
  await early.reload();
  await openSettings(early);
  await expect(card(early, 'Early whale').getByRole('button', { name: 'View Transactions' })).toBeVisible();
  await Promise.all([other.close(), early.close()]);
});

test('signed elsewhere and pasted; a plan without stealth slots is told to upgrade', async ({ page, browser }) => {
  const whale = devnetWhales()[PASTED];
  await signInOn(page, 'pro');
  await page.getByLabel('Wallet Address').fill(whale);
  await page.getByRole('button', { name: 'Add to Stealth List' }).click();

  // No wallet in this browser: the message to sign is shown, and the signature pasted back.
  const panel = page.getByRole('region', { name: 'Sign the message with your wallet' });
  const message = await panel.getByLabel('Message to sign').inputValue();
  expect(message).toContain(`I control ${whale.toLowerCase()}`);
  await panel.getByLabel('Signature').fill(await signMessage(devnetWhaleKey(PASTED - 1), message));
  await panel.getByRole('button', { name: 'Submit signature' }).click();
  await expect(page.getByText('Failed to add wallet to stealth list')).toBeVisible();
  await expect(addForm(page).getByRole('alert')).toContainText('The signature is not this wallet’s signature of the message');

  await panel.getByLabel('Signature').fill(await signMessage(devnetWhaleKey(PASTED), message));
  await panel.getByRole('button', { name: 'Submit signature' }).click();
  await expect(page.getByText('Wallet added to stealth list')).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await list(page)
    .getByRole('button', { name: `Remove ${whale.toLowerCase()}` })
    .click();
  await expect(page.getByText('Wallet removed from stealth list')).toBeVisible();

  const free = await browser.newPage();
  await signInOn(free, 'free');
  await free.getByLabel('Wallet Address').fill(whale);
  await free.getByRole('button', { name: 'Add to Stealth List' }).click();
  // Said once, under the form, with the way to the plans (it was the server's text inline and the spec's as a toast).
  const limit = addForm(free).getByRole('alert');
  await expect(limit).toHaveText("You have reached your plan's stealth wallet limit. Please upgrade to Privacy Shield plan. See plans");
  await expect(free.getByText(/Subscription limit reached/)).toHaveCount(0);
  await expect(free.getByText("You have reached your plan's stealth wallet limit.", { exact: false })).toHaveCount(1);
  await expect(list(free)).toContainText('No wallets in your stealth list yet.');
  await limit.getByRole('link', { name: 'See plans' }).click();
  await expect(free).toHaveURL(/\/pricing$/);
  await free.close();
});

test('signed out, /stealth asks to sign in, and signing in from there comes back to it', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/stealth');
  await expect(page).toHaveURL(/\/stealth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Please Sign In' })).toBeVisible();
  await expect(page.getByText('You need to be signed in to access the StealthWallet feature.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/stealth$/);
  await expect(page.getByText('Protect your wallets from being tracked by others')).toBeVisible();
});
