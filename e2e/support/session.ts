// Real accounts for tests: created through the api and the mailbox, signed in through the panel.
import { expect, type Page } from '@playwright/test';
import { codeIn, latestEmailTo } from './mailbox';
import { SUITE_PRODUCT, type Endpoints } from './product';

export type Account = { email: string; password: string };

export const PASSWORD = 'whale-song-42';

let counter = 0;
export function newEmail(name = 'orca'): string {
  counter += 1;
  return `${name}-${Date.now()}-${counter}@example.com`;
}

async function post(apiUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** A confirmed account, made the way the sign-up form makes one (on the suite's product, or `product`). */
export async function createAccount(email = newEmail(), product: Endpoints = SUITE_PRODUCT): Promise<Account> {
  await post(product.apiUrl, '/auth/signup/initiate', { email, password: PASSWORD });
  const code = codeIn(await latestEmailTo(email, 1, product.mailboxApi));
  await post(product.apiUrl, '/auth/signup/complete', { email, otp: code });
  return { email, password: PASSWORD };
}

let shared: Promise<Account> | undefined;

/** Signs in through the authentication panel (creating one account per test run on first use). */
export async function signIn(page: Page, account?: Account): Promise<Account> {
  const signedIn = account ?? (await (shared ??= createAccount()));
  await page.goto('/auth');
  await page.getByLabel('Email').fill(signedIn.email);
  await page.getByLabel('Password', { exact: true }).fill(signedIn.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  return signedIn;
}

export async function sharedInstances(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as { __whalewatchSharedInstances?: number }).__whalewatchSharedInstances);
}
