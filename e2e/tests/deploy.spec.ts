// Deploying one remote with no shell rebuild or restart (README.md "Deploying a remote"): a visibly
// changed mfe-tracking goes live for new visits, rollback brings the old one back, and a 50 % canary
// sends two fixed browsers to different releases, each staying put on reload.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DATA_DIR, E2E_ROOT, productEnv, REPO_ROOT } from '../support/product';
import { readRegistry, restoreRegistry } from '../support/remotes';
import { signIn } from '../support/session';

const CLI = path.join(REPO_ROOT, 'scripts', 'releases', 'cli.mjs');
const SOURCE = path.join(E2E_ROOT, '.tmp', 'deploy-sources', 'mfe-tracking');
const OLD_TAGLINE = 'Monitor Ethereum wallets and receive real-time notifications';
const NEW_TAGLINE = 'Wallet Tracking, release B: deployed with no shell rebuild';

/** `npm run deploy|rollback|releases -- …` against the suite's product. */
function releases(...args: string[]): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...productEnv },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The shell's static server's pid (npm start's supervisor keeps them in DATA_DIR/run/services.json). */
function shellPid(): number {
  return (JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'run', 'services.json'), 'utf8')) as Record<string, number>).shell;
}

/** mfe-tracking's sources with a visible change: what a developer would deploy. */
function changedSource(edit = (source: string) => source.replace(OLD_TAGLINE, NEW_TAGLINE)): string {
  fs.rmSync(SOURCE, { recursive: true, force: true });
  for (const entry of ['package.json', 'webpack.config.js', 'src']) {
    fs.cpSync(path.join(REPO_ROOT, 'mfe-tracking', entry), path.join(SOURCE, entry), { recursive: true });
  }
  const file = path.join(SOURCE, 'src', 'wallet-tracking', 'WalletTracking.tsx');
  fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')));
  return SOURCE;
}

/** The shell's canary key (src/federation/remoteSelection.ts: FNV-1a of `<browser>:<remote>`, mod 100). */
function canaryBucket(browser: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${browser}:${remote}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

function browserIdIn(side: 'canary' | 'live', percent: number): string {
  for (let i = 0; ; i += 1) {
    const id = `e2e-fixed-browser-${i}`;
    if (canaryBucket(id, 'mfe_tracking') < percent === (side === 'canary')) return id;
  }
}

async function openRegister(page: Page): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function fixedBrowser(browser: Browser, id: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('whalewatch.browser', value), id);
  const page = await context.newPage();
  await signIn(page);
  return page;
}

function resetReleases(): void {
  restoreRegistry();
  fs.rmSync(path.join(DATA_DIR, 'releases', 'mfe-tracking', 'history.json'), { force: true });
}

test.beforeAll(resetReleases);
test.afterEach(resetReleases);

test('deploy a changed mfe-tracking with no shell rebuild or restart; rollback restores the old one; a 50 % canary splits two fixed browsers', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  // A browser open on the old release all along.
  await openRegister(page);
  await expect(page.getByText(OLD_TAGLINE)).toBeVisible();
  const shellBefore = await (await page.request.get('/')).text();
  const pidBefore = shellPid();

  const deployed = releases('deploy', 'mfe-tracking', '--source', changedSource(), '--skip-tests');
  expect(deployed.output).toMatch(/contract and skew checks passed against the running shell/);
  expect(deployed.code, deployed.output).toBe(0);
  const release = readRegistry().remotes.mfe_tracking as { release?: string; entry: string };
  expect(release.release).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
  expect(release.entry).toContain(`/releases/mfe-tracking/${release.release}/mf-manifest.json`);

  // A new visit gets it: same shell build, same shell process.
  const visit = await page.context().newPage();
  await openRegister(visit);
  await expect(visit.getByText(NEW_TAGLINE)).toBeVisible();
  expect(await (await page.request.get('/')).text()).toBe(shellBefore);
  expect(shellPid()).toBe(pidBefore);

  const listed = releases('releases', 'mfe-tracking');
  expect(listed.output).toContain(`${release.release}`);
  expect(listed.output).toMatch(/live/);

  // Rollback: back to the build npm start serves, in well under a second.
  const rolledBack = releases('rollback', 'mfe-tracking');
  expect(rolledBack.code, rolledBack.output).toBe(0);
  const took = Number(/\(in ([\d.]+) s\)/.exec(rolledBack.output)?.[1]);
  expect(took).toBeLessThan(1);
  await visit.reload();
  await expect(visit.getByText(OLD_TAGLINE)).toBeVisible();
  await expect(visit.getByText(NEW_TAGLINE)).toHaveCount(0);

  // A 50 % canary of the same release (no rebuild): two fixed browsers land on different sides and stay.
  const canary = releases('deploy', 'mfe-tracking', '--release', release.release!, '--canary', '50', '--skip-tests');
  expect(canary.code, canary.output).toBe(0);
  const onCanary = await fixedBrowser(browser, browserIdIn('canary', 50));
  const onLive = await fixedBrowser(browser, browserIdIn('live', 50));
  for (let visitNumber = 0; visitNumber < 2; visitNumber += 1) {
    await openRegister(onCanary);
    await openRegister(onLive);
    await expect(onCanary.getByText(NEW_TAGLINE)).toBeVisible();
    await expect(onLive.getByText(OLD_TAGLINE)).toBeVisible();
    await expect(onLive.getByText(NEW_TAGLINE)).toHaveCount(0);
  }
  await onCanary.reload();
  await expect(onCanary.getByText(NEW_TAGLINE)).toBeVisible();

  // /health names each remote's live and canary release.
  const health = (await (await page.request.get(`${productEnvApi()}/health`)).json()) as {
    releases?: { remotes: Record<string, { live: { release: string }; canary: { release: string; percent: number } | null }> };
  };
  expect(health.releases?.remotes.mfe_tracking).toMatchObject({
    live: { release: 'workspace' },
    canary: { release: release.release, percent: 50 },
  });
  await onCanary.context().close();
  await onLive.context().close();
});

function productEnvApi(): string {
  return `http://127.0.0.1:${productEnv.API_PORT}`;
}

test('a release that fails to load for the browsers that get it is rolled back automatically, and the operator is told', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A release whose screen throws as it loads.
  const broken = changedSource((source) => `${source}\nthrow new Error('e2e: this release is broken');\n`);
  const deployed = releases('deploy', 'mfe-tracking', '--source', broken, '--skip-tests', '--min-browsers', '1', '--failure-percent', '50');
  expect(deployed.code, deployed.output).toBe(0);
  const { release } = readRegistry().remotes.mfe_tracking as { release?: string };
  expect(release).not.toBe('workspace');

  await signIn(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Wallet Tracking is unavailable right now' })).toBeVisible();

  // The shell reported the failure; the api flipped the registry back.
  await expect.poll(() => (readRegistry().remotes.mfe_tracking as { release?: string }).release, { timeout: 15_000 }).toBe('workspace');
  const health = (await (await page.request.get(`${productEnvApi()}/health`)).json()) as {
    releases?: { rolledBack: { remote: string; release: string; reason: string; ok: boolean }[] };
  };
  expect(health.releases?.rolledBack[0]).toMatchObject({
    remote: 'mfe_tracking',
    release,
    ok: true,
    reason: expect.stringContaining('failed to load for 1 of 1 browsers'),
  });
  expect(releases('releases', 'mfe-tracking').output).toMatch(/auto-rollback/);

  await page.reload();
  await expect(page.getByText(OLD_TAGLINE)).toBeVisible();
});
