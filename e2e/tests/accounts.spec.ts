// Accounts end to end: real codes and reset links from the mailbox, sessions held by supabase-js.
import { expect, test, type Page } from '@playwright/test';
import { codeIn, latestEmailTo, linkIn } from '../support/mailbox';
import { API_URL } from '../support/product';
import { createAccount, newEmail, PASSWORD, signIn } from '../support/session';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const submit = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

async function signOut(page: Page, email: string) {
  await nav(page)
    .getByRole('button', { name: `Account menu for ${email}` })
    .click();
  await nav(page)
    .getByRole('menuitem', { name: 'Sign Out' })
    .or(nav(page).getByRole('button', { name: 'Sign Out' }))
    .click();
  await expect(page).toHaveURL('/');
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('sign up with the emailed code, sign out, and sign in again', async ({ page }) => {
  const email = newEmail('sign-up');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submit(page, 'Sign Up').click();

  await expect(page.getByText('Verification code sent to your email')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeVisible();
  const code = codeIn(await latestEmailTo(email));
  await page.getByLabel('Verification Code').fill(code);
  await submit(page, 'Verify Email').click();

  await expect(page.getByText('Email verified and account created!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(nav(page).getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^ey/);

  // The session survives a reload: supabase-js restores it from storage.
  await page.reload();
  await expect(nav(page).getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();

  await signOut(page, email);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await signIn(page, { email, password: PASSWORD });
  await expect(nav(page).getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
});

test('/auth while signed in says who is signed in instead of a second sign-in form', async ({ page }) => {
  const account = await signIn(page, await createAccount());
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: "You're signed in" })).toBeVisible();
  await expect(page.getByText(`You're signed in as ${account.email}.`)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('Create Account does not carry the password typed for Sign In', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('orca@example.com');
  await page.getByLabel('Password', { exact: true }).fill('typed-for-sign-in');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('orca@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a wrong password shows the server’s message and keeps the user signed out', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await submit(page, 'Sign In').click();

  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});

test('forgot password: the emailed link opens the reset form, and the new password signs in', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await submit(page, 'Send Reset Instructions').click();
  await expect(page.getByText('Password reset instructions sent to your email')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

  // Email #1 was the sign-up code; #2 is the reset link.
  const link = linkIn(await latestEmailTo(account.email, 2));
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('recoveryToken'))).toMatch(/^ey/);

  await page.getByLabel('New Password', { exact: true }).fill('a-fresh-start');
  await submit(page, 'Reset Password').click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('recoveryToken'))).toBeNull();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await submit(page, 'Sign In').click();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();

  await signIn(page, { email: account.email, password: 'a-fresh-start' });

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
});

test('a protected route visited signed out returns there after sign-in', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await submit(page, 'Sign In').click();

  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the session refreshes itself before the access token expires', async ({ page }) => {
  await page.clock.install();
  await signIn(page, await createAccount());
  const authToken = () => page.evaluate(() => localStorage.getItem('authToken'));
  const first = await authToken();

  // 59 minutes on (tokens live an hour), supabase-js's 30 s tick sees the end coming and refreshes.
  await page.clock.fastForward('59:00');

  await expect.poll(authToken, { timeout: 15_000 }).not.toBe(first);
  const response = await fetch(`${API_URL}/auth/v1/user`, {
    headers: { apikey: 'whalewatch-embedded-anon-key', authorization: `Bearer ${await authToken()}` },
  });
  expect(response.status).toBe(200);
});
