// Two tabs of one browser reopened after the access token expired (issue 21): supabase-js 2.109 does not
// lock refreshes across tabs, so both send the same refresh token at once and rely on the auth service
// answering the second with the session the first one started, as Supabase Auth does. The embedded
// service used to answer `refresh_token_already_used` and end the session: both tabs were signed out
// while the nav bar still showed the email.
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { API_URL } from '../support/product';
import { createAccount, signIn } from '../support/session';

const ANON_KEY = 'whalewatch-embedded-anon-key';
const SESSION_KEY = 'whalewatch.auth';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const isRefresh = (request: Request) => {
  const url = new URL(request.url());
  return request.method() === 'POST' && url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'refresh_token';
};

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('two tabs reopened after the access token expired both stay signed in', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  const account = await signIn(first, await createAccount());
  await expect(nav(first).getByRole('button', { name: `Account menu for ${account.email}` })).toBeVisible();

  // The browser is closed for a while: the stored session's access token has expired (supabase-js reads
  // expires_at), so each tab opened next refreshes it before anything else.
  const stored = await first.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(stored).not.toBeNull();
  const session = JSON.parse(stored ?? '{}') as { refresh_token: string; expires_at: number };
  await first.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [SESSION_KEY, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })] as const,
  );
  await first.close();

  // Both tabs' refreshes are held until both were sent, so they race with the same token as two tabs
  // restored at once do.
  const held: Route[] = [];
  const sentTokens: string[] = [];
  let releaseBoth = () => {};
  const bothSent = new Promise<void>((resolve) => (releaseBoth = resolve));
  await context.route(
    (url) => url.pathname === '/auth/v1/token',
    async (route) => {
      if (!isRefresh(route.request())) return route.continue();
      sentTokens.push((route.request().postDataJSON() as { refresh_token: string }).refresh_token);
      held.push(route);
      if (held.length === 2) releaseBoth();
      await Promise.race([bothSent, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await route.continue();
    },
  );
  const refreshAnswers: { status: number; refreshToken?: string }[] = [];
  context.on('response', async (response) => {
    if (!isRefresh(response.request())) return;
    const body = (await response.json().catch(() => ({}))) as { refresh_token?: string };
    refreshAnswers.push({ status: response.status(), refreshToken: body.refresh_token });
  });

  const tabs = [await context.newPage(), await context.newPage()];
  await Promise.all(tabs.map((tab) => tab.goto('/dashboard')));
  await expect.poll(() => refreshAnswers.length, { timeout: 30_000 }).toBe(2);

  expect(sentTokens).toEqual([session.refresh_token, session.refresh_token]);
  // As Supabase Auth: the parent of the active token gets the active session back.
  expect(refreshAnswers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(refreshAnswers[0]?.refreshToken).toBe(refreshAnswers[1]?.refreshToken);

  for (const tab of tabs) {
    await expect(nav(tab).getByRole('button', { name: `Account menu for ${account.email}` })).toBeVisible();
    await expect(tab.getByText('Welcome to your dashboard.')).toBeVisible();
    // The watchlist is read through this tab's supabase-js session (PostgREST), the plan through the api.
    await openSection(tab, 'Token Watchlist');
    await expect(tab.getByText('No tokens in watchlist')).toBeVisible();
    await openSection(tab, 'Current Plan');
    await expect(tab.getByRole('heading', { level: 3, name: 'Free Plan' })).toBeVisible();
  }

  // The session the tabs keep (supabase-js's, and the one the app mirrors) is live: /auth/v1/user answers.
  for (const tab of tabs) {
    const kept = JSON.parse((await tab.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '{}') as {
      access_token?: string;
    };
    const mirrored = await tab.evaluate(() => localStorage.getItem('authToken'));
    for (const token of [kept.access_token, mirrored]) {
      const response = await fetch(`${API_URL}/auth/v1/user`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { email: string }).email).toBe(account.email);
    }
  }
  await context.close();
});
