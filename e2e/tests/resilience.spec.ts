// The federation promises: one remote down affects only its route, and a new remote release is picked
// up from the registry without rebuilding the shell.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/product';
import { buildEditedRemote, pointRemote, restoreRegistry, serveRemote } from '../support/remotes';
import { signIn } from '../support/session';

const PORTFOLIO_DIST = path.join(REPO_ROOT, 'mfe-portfolio/dist');

test.beforeEach(async ({ page }) => {
  await signIn(page);
});
test.afterEach(() => restoreRegistry());

test('a stopped remote shows the fallback on its route while other routes still work, and Retry recovers', async ({
  page,
}) => {
  const remote = await serveRemote(PORTFOLIO_DIST);
  pointRemote('mfe_portfolio', remote.manifestUrl, 'separately-served');
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolio Viewer' })).toBeVisible();

  await remote.stop();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Portfolio Viewer is unavailable right now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Everything else is unaffected: shell pages, navigation and the other remotes.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI News' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /Products/ }).click();
  await nav.getByRole('link', { name: 'Token Analyzer' }).click();
  await expect(page.getByRole('button', { name: 'Analyze Token' })).toBeVisible();

  // Back on the broken route; the remote comes back; Retry loads it without a page reload.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Portfolio Viewer is unavailable right now' })).toBeVisible();
  const restarted = await serveRemote(PORTFOLIO_DIST, remote.port);
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Portfolio Viewer' })).toBeVisible();
  } finally {
    await restarted.stop();
  }
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
