// Two tabs of one browser reopened after the access token really expired (issues 21 and 32), on an
// instance of the product whose access tokens live 30 s: the server refuses the stored token, supabase-js
// 2.109 (which does not lock refreshes across tabs) refreshes it in both tabs at once, and the tab whose
// refresh loses the race discards its result (AuthRefreshDiscardedError). Neither tab may end up signed
// out, and no call may go out with the expired token or show a refusal.
import fs from 'node:fs';
import { expect, test, type ConsoleMessage, type Page, type Request, type Response, type Route } from '@playwright/test';
import { productBeside } from '../support/product';
import { startProduct, type RunningProduct } from '../support/product-process';
import { createAccount, signIn } from '../support/session';

const TOKEN_LIFETIME_S = 30;
const ANON_KEY = 'whalewatch-embedded-anon-key';
const SESSION_KEY = 'whalewatch.auth';

// Its own ports (the suite's + 100) and data: the suite's product keeps its hour-long tokens.
const shortLived = productBeside('short-token-lifetime', 100, { AUTH_ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_LIFETIME_S) });
const { apiUrl } = shortLived.endpoints;
let product: RunningProduct | undefined;

test.beforeAll(async () => {
  test.setTimeout(8 * 60_000);
  fs.rmSync(shortLived.env.DATA_DIR, { recursive: true, force: true });
  product = await startProduct(shortLived.env, `product with ${TOKEN_LIFETIME_S} s access tokens`);
});

test.afterAll(async () => {
  await product?.stop();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const isRefresh = (request: Request) => {
  const url = new URL(request.url());
  return request.method() === 'POST' && url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'refresh_token';
};

/** A call to the product api (not supabase-js's own calls to the auth service). */
const isProductCall = (url: URL) => url.origin === apiUrl && !url.pathname.startsWith('/auth/v1/');

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** The tab is signed in, and the dashboard's sections load (read afresh each time one opens). */
async function expectSignedInDashboard(page: Page, email: string) {
  await expect(nav(page).getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
  // The watchlist is read through this tab's supabase-js session (PostgREST), the plan through the api.
  await openSection(page, 'Token Watchlist');
  await expect(page.getByText('No tokens in watchlist')).toBeVisible();
  await openSection(page, 'Current Plan');
  await expect(page.getByRole('heading', { level: 3, name: 'Free Plan' })).toBeVisible();
}

test('two tabs reopened after the access token expired both stay signed in, and no call is refused', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const context = await browser.newContext({ baseURL: shortLived.endpoints.shellUrl });
  const first = await context.newPage();
  const account = await signIn(first, await createAccount(undefined, shortLived.endpoints));
  await expect(nav(first).getByRole('button', { name: `Account menu for ${account.email}` })).toBeVisible();
  const stored = await first.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const session = JSON.parse(stored ?? '{}') as { access_token: string; refresh_token: string; expires_at: number };
  await first.close();

  // The browser stays closed until the access token has expired: the server refuses it from then on.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, session.expires_at * 1000 - Date.now()) + 1_000));
  const refused = await fetch(`${apiUrl}/billing/plan`, { headers: { authorization: `Bearer ${session.access_token}` } });
  expect(refused.status).toBe(401);

  // Both tabs' first refreshes are held until both were sent, so they race with the same token as two
  // tabs restored at once do.
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
  const refreshAnswers: { sent: string; status: number; refreshToken?: string }[] = [];
  const refusedCalls: string[] = [];
  const discarded: string[] = [];
  const planFailures: string[] = [];
  context.on('response', async (response: Response) => {
    const url = new URL(response.url());
    if (isProductCall(url) && response.status() === 401) refusedCalls.push(`${response.request().method()} ${url.pathname}`);
    if (!isRefresh(response.request())) return;
    const { refresh_token: sent } = response.request().postDataJSON() as { refresh_token: string };
    const body = (await response.json().catch(() => ({}))) as { refresh_token?: string };
    refreshAnswers.push({ sent, status: response.status(), refreshToken: body.refresh_token });
  });
  const watchConsole = (message: ConsoleMessage) => {
    if (message.text().includes('AuthRefreshDiscardedError')) discarded.push(message.text());
    if (message.text().includes('Loading the plan failed')) planFailures.push(message.text());
  };

  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) tab.on('console', watchConsole);
  await Promise.all(tabs.map((tab) => tab.goto('/dashboard')));
  for (const tab of tabs) await expect(tab.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  // The two refreshes that raced, each tab's first (answers may arrive after later ones).
  const raced = () => refreshAnswers.filter((answer) => answer.sent === session.refresh_token);
  await expect.poll(() => raced().length, { timeout: 30_000 }).toBe(2);

  expect(sentTokens.slice(0, 2)).toEqual([session.refresh_token, session.refresh_token]);
  // As Supabase Auth: the parent of the active token gets the active session back.
  expect(raced().map((answer) => answer.status)).toEqual([200, 200]);
  expect(raced()[0]?.refreshToken).toBe(raced()[1]?.refreshToken);

  for (const tab of tabs) await expectSignedInDashboard(tab, account.email);

  // Both tabs stay open past the next expiry: each refreshes on its own tick, racing the other again.
  await tabs[0].waitForTimeout((TOKEN_LIFETIME_S + 5) * 1_000);
  for (const tab of tabs) await expectSignedInDashboard(tab, account.email);
  // The app's own mirror of the session was kept: a reload is still signed in.
  await tabs[1].reload();
  await expectSignedInDashboard(tabs[1], account.email);

  // The session each tab keeps (supabase-js's, and the one the app mirrors) is live.
  for (const tab of tabs) {
    const kept = JSON.parse((await tab.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '{}') as { access_token?: string };
    const mirrored = await tab.evaluate(() => localStorage.getItem('authToken'));
    for (const token of [kept.access_token, mirrored]) {
      const response = await fetch(`${apiUrl}/auth/v1/user`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { email: string }).email).toBe(account.email);
    }
  }

  // No product call went out with an expired token, and nothing failed for it; a refresh that lost the
  // race may be reported by supabase-js, but it ended no session (above).
  expect(refusedCalls).toEqual([]);
  expect(planFailures).toEqual([]);
  console.log(`[auth-tabs] ${refreshAnswers.length} refreshes, ${discarded.length} discarded by supabase-js`);
  await context.close();
});
