import type { Page } from '@playwright/test';

export const TEST_USER = { id: 'e2e-user', email: 'orca@example.com' };

/** A signed-in browser, as sign-in leaves it: the token in localStorage 'authToken' and the user. */
export async function signIn(page: Page): Promise<void> {
  await page.addInitScript((user) => {
    localStorage.setItem('authToken', 'e2e-token');
    localStorage.setItem('whalewatch.user', JSON.stringify(user));
  }, TEST_USER);
}

export async function sharedInstances(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as { __whalewatchSharedInstances?: number }).__whalewatchSharedInstances);
}
