// Account security end to end (issue 36): two-factor with an authenticator app (codes computed from the key
// the page shows, RFC 6238), the second step of signing in and a recovery code; Sign in with Ethereum with a
// browser wallet; and signing out another browser's session from "Where you're signed in".
import { expect, test, type Browser, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describeFinding, seriousViolations } from '../support/axe';
import { SHELL_URL } from '../support/product';
import { createAccount, newEmail, signIn, type Account } from '../support/session';
import { useTheme } from '../support/sweep';
import { injectTestWallet } from '../support/test-wallet';
import { freshTotp } from '../support/totp';

const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';
/**
 * Sign in with Ethereum takes a message signed over plain http only for localhost (GoTrue's rule, which the
 * embedded auth service keeps): the wallet test opens the product there, not on 127.0.0.1.
 */
const LOCALHOST_SHELL = SHELL_URL.replace('127.0.0.1', 'localhost');

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountMenu = (page: Page, name: string | RegExp) =>
  nav(page).getByRole('button', { name: typeof name === 'string' ? `Account menu for ${name}` : name });
const region = (page: Page, name: string) => page.getByRole('region', { name });
const twoFactor = (page: Page) => region(page, 'Two-factor authentication');
const secondStepTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'Two-factor authentication' });

/** axe finds no serious or critical violation (contrast included) in the light and the dark theme. */
async function expectAccessible(page: Page, where: string) {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    const findings = (await seriousViolations(page)).map((finding) => describeFinding(`${where} (${theme})`, finding));
    expect(findings, findings.join('\n')).toEqual([]);
  }
  await useTheme(page, 'light');
}

async function openAccountSettings(page: Page, name: string | RegExp) {
  await accountMenu(page, name).click();
  await nav(page).getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
}

async function signOut(page: Page, name: string | RegExp) {
  await accountMenu(page, name).click();
  await nav(page).getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/** The sign-in form, filled and sent from wherever the page is (/auth with its origin). */
async function submitSignIn(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
}

/** Turns two-factor on from the account page: the key it shows, the first code, then the recovery codes shown once. */
async function turnOnTwoFactor(page: Page): Promise<{ secret: string; used: string[]; recoveryCodes: string[] }> {
  await twoFactor(page).getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(twoFactor(page).getByRole('img', { name: 'QR code for adding Whalewatch to your authenticator app' })).toBeVisible();
  const secret = ((await twoFactor(page).locator('code').first().textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  await expect(twoFactor(page).getByLabel(CODE_LABEL)).toBeFocused();

  const first = await freshTotp(secret);
  await twoFactor(page).getByLabel(CODE_LABEL).fill(first);
  await twoFactor(page).getByRole('button', { name: 'Verify and turn on' }).click();

  const codes = twoFactor(page).getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await expectAccessible(page, '/account with the recovery codes shown');
  await twoFactor(page).getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(twoFactor(page).getByText(/10 of 10 recovery codes left/)).toBeVisible();
  return { secret, used: [first], recoveryCodes };
}

async function signedInContext(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

test('two-factor: turned on with an authenticator app, signing in then asks for its code (or a recovery code) before anything else', async ({
  page,
}) => {
  // Each code waits for a 30-second step of its own.
  test.setTimeout(180_000);
  const account = await signIn(page, await createAccount(newEmail('two-factor')));
  await openAccountSettings(page, account.email);
  const { secret, used, recoveryCodes } = await turnOnTwoFactor(page);
  await page.reload();
  await expect(region(page, 'Account activity').getByText('Two-factor method added')).toBeVisible();
  await signOut(page, account.email);

  // A page that needs sign-in: the panel, then the code, then the page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await submitSignIn(page, account);
  await expect(secondStepTitle(page)).toBeVisible();
  await expect(page.getByLabel(CODE_LABEL)).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);

  await page.getByLabel(CODE_LABEL).fill('12345');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 6 digits your authenticator app shows');
  await expectAccessible(page, 'the second step of signing in');

  const code = await freshTotp(secret, used);
  await page.getByLabel(CODE_LABEL).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A reload keeps the session's second factor.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(secondStepTitle(page)).toHaveCount(0);

  // A recovery code instead of the app, once.
  await signOut(page, account.email);
  await page.goto('/auth');
  await submitSignIn(page, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(accountMenu(page, account.email)).toBeVisible();
  await expect(secondStepTitle(page)).toHaveCount(0);
  await openAccountSettings(page, account.email);
  await expect(twoFactor(page).getByText(/9 of 10 recovery codes left/)).toBeVisible();
  await expect(region(page, 'Account activity').getByText('Recovery code used to sign in')).toBeVisible();
  await expectAccessible(page, '/account with two-factor on');

  // A used code does not work twice.
  await signOut(page, account.email);
  await page.goto('/auth');
  await submitSignIn(page, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('That recovery code is not valid or was already used.');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('Sign in with Ethereum: a browser wallet signs in, and once linked to an email account it opens that account', async ({
  page,
  browser,
}) => {
  // A wallet of its own: a new account is made for it on its first sign-in.
  const key = generatePrivateKey();
  const { address } = privateKeyToAccount(key);
  const wallet = await injectTestWallet(page, key);
  await page.goto(`${LOCALHOST_SHELL}/auth`);
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  const walletMenu = new RegExp(`^Account menu for ${address}$`, 'i');
  await expect(accountMenu(page, walletMenu)).toBeVisible();
  expect(wallet.signed).toHaveLength(1);
  await openAccountSettings(page, walletMenu);
  await expect(region(page, 'Wallet').getByRole('list', { name: 'Linked wallets' })).toContainText(new RegExp(address, 'i'));
  await signOut(page, walletMenu);

  // Another wallet, linked to an email account from its settings: signing in with it opens that account.
  const linkedKey = generatePrivateKey();
  const linked = privateKeyToAccount(linkedKey).address;
  const linking = await (await browser.newContext({ baseURL: LOCALHOST_SHELL })).newPage();
  await injectTestWallet(linking, linkedKey);
  const account = await signIn(linking, await createAccount(newEmail('wallet-link')));
  await openAccountSettings(linking, account.email);
  await region(linking, 'Wallet').getByRole('button', { name: 'Link a wallet' }).click();
  await expect(linking.getByText('Wallet linked')).toBeVisible();
  await expect(region(linking, 'Wallet').getByRole('list', { name: 'Linked wallets' })).toContainText(new RegExp(linked, 'i'));
  await signOut(linking, account.email);

  await linking.goto('/auth');
  await linking.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(linking.getByText('Successfully signed in!')).toBeVisible();
  await expect(accountMenu(linking, account.email)).toBeVisible();
  await linking.context().close();
});

test('signing out another browser\'s session from "Where you\'re signed in" signs that browser out', async ({ browser }) => {
  const account = await createAccount(newEmail('sessions'));
  const elsewhere = await signedInContext(browser, account);
  await elsewhere.goto('/dashboard');
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const page = await signedInContext(browser, account);
  await openAccountSettings(page, account.email);
  // Listed: this browser, the other one, and the session the sign-up began (made by the test's own
  // requests, which name no browser).
  const sessions = region(page, "Where you're signed in").getByRole('listitem');
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  const otherBrowser = sessions.filter({ hasNotText: 'This device' }).filter({ hasText: /Chrom/ });
  await expect(otherBrowser).toHaveCount(1);
  const before = await sessions.count();
  await otherBrowser.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page.getByText('That session is signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(before - 1);
  await expect(otherBrowser).toHaveCount(0);

  // That browser, left alone on its page, is signed out by itself: its live stream ends and is refused,
  // its refresh is refused, and its pages ask to sign in.
  await expect(nav(elsewhere).getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  await expect(elsewhere).toHaveURL(/\/auth$/);

  await page.reload();
  await expect(region(page, 'Account activity').getByText('Session signed out remotely')).toBeVisible();
  await elsewhere.context().close();
  await page.context().close();
});

test('deleting the account from Account settings signs it out everywhere, and its password opens nothing', async ({ browser }) => {
  const account = await createAccount(newEmail('delete'));
  const elsewhere = await signedInContext(browser, account);
  await elsewhere.goto('/dashboard');
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const page = await signedInContext(browser, account);
  await openAccountSettings(page, account.email);
  await region(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page, 'the account deletion dialog');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();

  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/`);
  // The other browser's session ended with the account.
  await expect(nav(elsewhere).getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await elsewhere.context().close();
  await page.context().close();
});
