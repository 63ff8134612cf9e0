// Version skew between the shell and a remote (README.md "Deploying a remote"): a remote built for a
// newer @whalewatch/shared major is refused at deploy with the reason; forced into the registry anyway,
// its route shows "This part of Whalewatch needs an update" (not a crash) and every other route works.
// An entry from an origin that is not allowed is never loaded.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DATA_DIR, productEnv, REPO_ROOT } from '../support/product';
import { readRegistry, restoreRegistry } from '../support/remotes';
import { signIn } from '../support/session';

const CLI = path.join(REPO_ROOT, 'scripts', 'releases', 'cli.mjs');
const NEEDS_UPDATE = 'This part of Whalewatch needs an update';
/** A @whalewatch/shared the running shell cannot provide: the next major of the one it has. */
/** The shared package's version the shell is built with (a minor or patch release included). */
const SHARED_VERSION: string = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared', 'package.json'), 'utf8')).version;
const SHARED_MAJOR = Number(SHARED_VERSION.split('.')[0]);
const NEWER_SHARED = `${SHARED_MAJOR + 1}.0.0`;

function releases(args: string[], env: Record<string, string> = {}): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...productEnv, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

function writeRegistry(update: (remotes: Record<string, Record<string, unknown>>) => void): void {
  const registry = readRegistry() as unknown as { remotes: Record<string, Record<string, unknown>> };
  update(registry.remotes);
  const file = productEnv.REMOTES_FILE;
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(registry, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

async function expectNeedsUpdate(page: Page): Promise<void> {
  await page.goto('/register');
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: NEEDS_UPDATE }) });
  await expect(alert).toBeVisible();
  // Every other route works: a shell page, another remote, and home through the screen's own link.
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'AI News' })).toBeVisible();
  await page.goto('/analyzer');
  await expect(page.getByRole('button', { name: 'Analyze Token' })).toBeVisible();
  await page.goto('/register');
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
}

function resetReleases(): void {
  restoreRegistry();
  fs.rmSync(path.join(DATA_DIR, 'releases', 'mfe-tracking', 'history.json'), { force: true });
}

test.beforeAll(resetReleases);
test.afterEach(resetReleases);

test('a remote that needs a newer shared major is refused at deploy, and forced in, shows the update screen', async ({ page }) => {
  test.setTimeout(240_000);
  const refused = releases(['deploy', 'mfe-tracking', '--skip-tests'], { WHALEWATCH_BUILD_SHARED_VERSION: NEWER_SHARED });
  expect(refused.code, refused.output).toBe(1);
  const escaped = (text: string) => text.replaceAll('.', '\\.').replaceAll('^', '\\^');
  expect(refused.output).toMatch(
    new RegExp(
      `deploy refused: mfe-tracking 1\\.0\\.0-[0-9a-f]{10} cannot run in the running shell at .*: it needs @whalewatch/shared ${escaped(`^${NEWER_SHARED}`)}; the shell provides ${escaped(SHARED_VERSION)}`,
    ),
  );
  expect(readRegistry().remotes.mfe_tracking.entry).not.toContain('/releases/');

  // Forced in: the entry states the range it needs, so the shell does not even load it.
  const forced = releases(['deploy', 'mfe-tracking', '--skip-tests', '--force'], { WHALEWATCH_BUILD_SHARED_VERSION: NEWER_SHARED });
  expect(forced.code, forced.output).toBe(0);
  const entry = readRegistry().remotes.mfe_tracking as { entry: string; requires?: { shared?: string } };
  expect(entry.requires?.shared).toBe(`^${NEWER_SHARED}`);
  await signIn(page);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/releases/mfe-tracking/')) loaded.push(request.url());
  });
  await expectNeedsUpdate(page);
  expect(loaded).toEqual([]);

  // The same release under an entry that states nothing (schemaVersion 1's shape): Module Federation
  // refuses its shared version at load, and the shell maps that to the same screen.
  writeRegistry((remotes) => {
    remotes.mfe_tracking = { entry: entry.entry, version: '1.0.0' };
  });
  await expectNeedsUpdate(page);
  expect(loaded.length).toBeGreaterThan(0);
});

test('an entry from an origin that is not allowed is never loaded', async ({ page }) => {
  await signIn(page);
  const current = readRegistry().remotes.mfe_tracking.entry;
  // The same files under another host name: not an allowed origin.
  writeRegistry((remotes) => {
    remotes.mfe_tracking = { entry: current.replace('127.0.0.1', 'localhost'), version: '1.0.0' };
  });
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost')) foreign.push(request.url());
  });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Wallet Tracking is unavailable right now' })).toBeVisible();
  expect(foreign).toEqual([]);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'AI News' })).toBeVisible();
});
