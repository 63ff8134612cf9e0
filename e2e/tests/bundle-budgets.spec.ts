// Issue 23's size budgets, enforced: the shell's first load signed out (/ and /pricing) and the new JS
// of each remote screen's first visit (BUDGETS in bench/lib/script-sizes.mjs: the targets, 130 KB,
// 140 KB and 10 KB gzip), measured in Chromium with the
// bench's own code (bench/lib/script-sizes.mjs, which `npm run bench` prints). A failure lists every
// script by what it holds, with its gzip size against e2e/bundle-sizes.baseline.json; with
// UPDATE_BUNDLE_BASELINE=1 the measured sizes are written there (the budgets still apply).
import { expect, test } from '@playwright/test';
import {
  BUDGETS,
  firstVisitBudget,
  describeMeasurement,
  measureFirstLoad,
  measureFirstVisit,
  SCREENS,
  updateBaseline,
  type Measurement,
  type StorageState,
} from '../../bench/lib/script-sizes.mjs';
import { SHELL_URL } from '../support/product';
import { signIn } from '../support/session';

function enforce(measurement: Measurement, budget: number) {
  const report = describeMeasurement(measurement, { budget }).join('\n');
  test.info().annotations.push({ type: 'sizes', description: report });
  if (process.env.UPDATE_BUNDLE_BASELINE) updateBaseline([measurement]);
  expect(measurement.totalBytes, report).toBeLessThanOrEqual(budget);
}

let signedIn: StorageState;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  await signIn(await context.newPage());
  signedIn = await context.storageState();
  await context.close();
});

for (const [path, budget] of Object.entries(BUDGETS.firstLoad)) {
  test(`the shell's first load of ${path} downloads at most ${budget / 1024} KB of JS (gzip)`, async ({ browser }) => {
    enforce(await measureFirstLoad(browser, { shellUrl: SHELL_URL, route: { path, signedIn: false } }), budget);
  });
}

for (const screen of SCREENS) {
  const budget = firstVisitBudget(screen);
  test(`the first visit of ${screen.remote}/${screen.expose} (${screen.route}) downloads at most ${budget / 1024} KB of new JS (gzip)`, async ({
    browser,
  }) => {
    const measurement = await measureFirstVisit(browser, { shellUrl: SHELL_URL, screen, storageState: signedIn });
    enforce(measurement, budget);
    expect(measurement.warmups, 'no remote is warmed ahead of the visit being measured').toEqual([]);
  });
}
