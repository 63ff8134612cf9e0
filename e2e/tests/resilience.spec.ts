// The federation promises: one remote down (or hung) affects only its route, Retry re-reads the registry,
// and a new remote release is picked up from the registry without rebuilding the shell.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../support/product';
import { buildEditedRemote, closedPort, pointRemote, restoreRegistry, serveHangingRemote, serveRemote } from '../support/remotes';
import { signIn } from '../support/session';

const PORTFOLIO_DIST = path.join(REPO_ROOT, 'mfe-portfolio/dist');
const PORTFOLIO_UNAVAILABLE = 'Portfolio Viewer is unavailable right now';
const PORTFOLIO_INTRO = "View any Ethereum wallet's complete token portfolio";
// The shell gives a remote's whole load 15 s (REMOTE_LOAD_DEADLINE_MS); the rest is slack for a busy machine.
const DEADLINE_MS = 15_000;
const FALLBACK_WITHIN_MS = DEADLINE_MS + 10_000;

/** Marks the current document, so a later check can tell that no page reload happened in between. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__e2eSameDocument = true;
  });
  return () => page.evaluate(() => (window as unknown as Record<string, unknown>).__e2eSameDocument === true);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});
test.afterEach(() => restoreRegistry());

test('a stopped remote shows the fallback on its route while other routes still work, and Retry recovers', async ({ page }) => {
  const remote = await serveRemote(PORTFOLIO_DIST);
  pointRemote('mfe_portfolio', remote.manifestUrl, 'separately-served');
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolio Viewer', exact: true })).toBeVisible();

  await remote.stop();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Portfolio Viewer is unavailable right now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Everything else is unaffected: shell pages, navigation and the other remotes.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI News' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /Products/ }).click();
  await nav.getByRole('menuitem', { name: 'Token Analyzer' }).click();
  await expect(page.getByRole('button', { name: 'Analyze Token' })).toBeVisible();

  // Back on the broken route; the remote comes back; Retry loads it without a page reload.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Portfolio Viewer is unavailable right now' })).toBeVisible();
  const restarted = await serveRemote(PORTFOLIO_DIST, remote.port);
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Portfolio Viewer', exact: true })).toBeVisible();
  } finally {
    await restarted.stop();
  }
});

test('a remote that accepts connections but never answers shows the fallback within the deadline; other routes work; Retry loads it once it answers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const hanging = await serveHangingRemote();
  const real = await serveRemote(PORTFOLIO_DIST);
  const realOrigin = `http://127.0.0.1:${real.port}`;
  try {
    pointRemote('mfe_portfolio', hanging.manifestUrl, 'hanging');
    await page.goto('/portfolio');
    await expect(page.getByRole('status').filter({ hasText: 'Loading Portfolio Viewer' })).toBeAttached();
    await expect.poll(() => hanging.requests()).toBeGreaterThan(0);

    // While it hangs, the shell and the other remotes work.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'AI News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'AI News' })).toBeVisible();
    await nav.getByRole('button', { name: /Products/ }).click();
    await nav.getByRole('menuitem', { name: 'Token Analyzer' }).click();
    await expect(page.getByRole('button', { name: 'Analyze Token' })).toBeVisible();

    // Back on the hung route: the fallback with Retry once the deadline passes, not "Loading" forever.
    await page.goBack();
    await page.goBack();
    const backOnRoute = Date.now();
    await expect(page.getByRole('heading', { name: PORTFOLIO_UNAVAILABLE })).toBeVisible({ timeout: FALLBACK_WITHIN_MS });
    expect(Date.now() - backOnRoute).toBeGreaterThan(DEADLINE_MS - 3_000);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The remote comes back at the same address (its first requests still unanswered): Retry loads it.
    const sameDocument = await markDocument(page);
    hanging.answerFrom(realOrigin);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(PORTFOLIO_INTRO)).toBeVisible();
    expect(await sameDocument()).toBe(true);

    // The load the shell gave up on finishes late: it changes nothing, and the screen still works.
    hanging.answerHeld(realOrigin);
    await page.waitForTimeout(2_000);
    await expect(page.getByText(PORTFOLIO_INTRO)).toBeVisible();
    await expect(page.getByRole('heading', { name: PORTFOLIO_UNAVAILABLE })).toHaveCount(0);
    await page.getByLabel('Wallet Address').fill('0x1234');
    await page.getByRole('button', { name: 'View Portfolio' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid wallet address' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  } finally {
    await hanging.stop();
    await real.stop();
  }
});

test('Retry re-reads the registry: a dead entry, once fixed, loads with no page reload', async ({ page }) => {
  pointRemote('mfe_portfolio', `http://127.0.0.1:${await closedPort()}/mf-manifest.json`, 'dead');
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: PORTFOLIO_UNAVAILABLE })).toBeVisible();
  const sameDocument = await markDocument(page);

  // Still dead: Retry shows the fallback again.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: PORTFOLIO_UNAVAILABLE })).toBeVisible();

  restoreRegistry();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Portfolio Viewer', exact: true })).toBeVisible();
  await expect(page.getByText(PORTFOLIO_INTRO)).toBeVisible();
  expect(await sameDocument()).toBe(true);
});

test('a remote rebuilt with changed text and re-registered is picked up with no shell rebuild', async ({ page }) => {
  test.setTimeout(180_000);
  const shellEntryBefore = await (await page.request.get('/')).text();

  const nextDist = buildEditedRemote(
    'mfe-portfolio',
    (source) => source.replace("View any Ethereum wallet's complete token portfolio", 'Portfolio Viewer, release 2'),
    'src/portfolio/PortfolioViewer.tsx',
  );
  const next = await serveRemote(nextDist);
  try {
    await page.goto('/portfolio');
    await expect(page.getByText("View any Ethereum wallet's complete token portfolio")).toBeVisible();

    pointRemote('mfe_portfolio', next.manifestUrl, '2.0.0');
    await page.reload();
    await expect(page.getByText('Portfolio Viewer, release 2')).toBeVisible();

    // Same shell build served throughout.
    expect(await (await page.request.get('/')).text()).toBe(shellEntryBefore);

    restoreRegistry();
    await page.reload();
    await expect(page.getByText("View any Ethereum wallet's complete token portfolio")).toBeVisible();
  } finally {
    await next.stop();
  }
});
