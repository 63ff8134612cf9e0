// `npm run bench`: production build time, then the JavaScript a browser really downloads from the running
// product (started as `npm start` starts it, on its own ports and data folder), measured in Chromium:
// every route's first load with its LCP, and every remote screen's new JS on its first visit, signed in
// for real through the product's own sign-in panel. Sizes are gzip -9 against issue 23's budgets, which
// the e2e suite enforces (e2e/tests/bundle-budgets.spec.ts); each script is named by its contents and
// compared with e2e/bundle-sizes.baseline.json.
// Usage: npm run bench                        (builds every front end first)
//        npm run bench -- --no-build
//        npm run bench -- --verbose           (every route's scripts, not only the budgeted ones)
//        npm run bench -- --update-baseline   (writes the measured sizes to the baseline file)
import { FRONT_ENDS } from '../scripts/apps.mjs';
import { buildWorkspace } from '../scripts/build-if-needed.mjs';
import { createAccount, launchChromium, signInThroughPanel, startProduct } from './lib/product.mjs';
import {
  BASELINE_FILE,
  BUDGETS,
  TARGETS,
  firstVisitBudget,
  describeMeasurement,
  FIRST_LOAD_ROUTES,
  firstLoadKey,
  formatKb,
  measureFirstLoad,
  measureFirstVisit,
  readBaseline,
  SCREENS,
  updateBaseline,
} from './lib/script-sizes.mjs';

const args = new Set(process.argv.slice(2));
const log = (line = '') => console.log(line);
const failures = [];
let interrupted = false;

function buildAll() {
  const times = FRONT_ENDS.map(({ dir }) => [dir, buildWorkspace(dir, { quiet: true }) / 1000]);
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  log(
    `production build: ${total.toFixed(1)} s for ${times.length} apps (${times.map(([dir, seconds]) => `${dir} ${seconds.toFixed(1)} s`).join(', ')})`,
  );
}

/** Runs one row; a row that fails prints why and makes the exit code non-zero. */
async function row(name, measure) {
  if (interrupted) return null;
  try {
    return await measure();
  } catch (error) {
    if (interrupted) return null;
    failures.push(name);
    log(`  ${name}: FAILED: ${error.message.split('\n').slice(0, 3).join(' ')}`);
    return null;
  }
}

const budgetNote = (bytes, budget) =>
  budget === undefined ? '' : bytes > budget ? `over budget ${formatKb(budget)}` : `within ${formatKb(budget)}`;

async function firstLoads(browser, { shellUrl, storageState, baseline }) {
  log(
    `\nfirst-load JS per route (gzip -9 of every script until the network is idle, fresh cache; signed out: / budget ${formatKb(BUDGETS.firstLoad['/'])}, target ${formatKb(TARGETS.firstLoad['/'])}; /pricing budget ${formatKb(BUDGETS.firstLoad['/pricing'])}, target ${formatKb(TARGETS.firstLoad['/pricing'])})`,
  );
  log(`  ${'route'.padEnd(36)} ${'JS gzip'.padStart(9)} ${'scripts'.padStart(7)} ${'LCP'.padStart(8)}`);
  const measured = [];
  for (const route of FIRST_LOAD_ROUTES) {
    const name = `${route.path}${route.signedIn ? ' (signed in)' : ''}`;
    const measurement = await row(name, () => measureFirstLoad(browser, { shellUrl, route, storageState }));
    if (!measurement) continue;
    measured.push(measurement);
    const budget = route.signedIn ? undefined : BUDGETS.firstLoad[route.path];
    const lcp = measurement.lcpMs === null ? 'n/a' : `${Math.round(measurement.lcpMs)} ms`;
    log(
      `  ${name.padEnd(36)} ${formatKb(measurement.totalBytes).padStart(9)} ${String(measurement.scripts.length).padStart(7)} ${lcp.padStart(8)}   ${budgetNote(measurement.totalBytes, budget)}`,
    );
  }
  for (const measurement of measured) {
    const route = FIRST_LOAD_ROUTES.find((candidate) => firstLoadKey(candidate) === measurement.key);
    const budget = route.signedIn ? undefined : BUDGETS.firstLoad[route.path];
    if (budget === undefined && !args.has('--verbose')) continue;
    log('');
    for (const line of describeMeasurement(measurement, { budget, baseline })) log(`  ${line}`);
  }
  return measured;
}

async function firstVisits(browser, { shellUrl, storageState, baseline }) {
  log(
    `\nnew JS of each remote screen's first visit (from /, client-side navigation, idle and hover warm-ups off; gzip -9 of every script from any origin until the screen shows and the network is idle, less what the page prefetched at idle; target ${formatKb(TARGETS.firstVisit)} each)`,
  );
  const measured = [];
  for (const screen of SCREENS) {
    const name = `${screen.remote}/${screen.expose}`;
    const measurement = await row(name, () => measureFirstVisit(browser, { shellUrl, screen, storageState }));
    if (!measurement) continue;
    measured.push(measurement);
    log('');
    for (const line of describeMeasurement(measurement, { budget: firstVisitBudget(screen), baseline })) log(`  ${line}`);
  }
  return measured;
}

async function main() {
  if (!args.has('--no-build')) buildAll();

  const product = await startProduct({ log });
  let browser;
  const stopAll = async () => {
    await browser?.close().catch(() => {});
    await product.stop();
  };
  const onSignal = (signal) => {
    interrupted = true;
    log(`\n${signal}: stopping the product`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    log(`product (npm start, cold, own ports and data folder): ready in ${product.readySeconds.toFixed(1)} s at ${product.shellUrl}`);
    browser = await launchChromium();
    const account = await createAccount(product);
    const storageState = await signInThroughPanel(browser, { shellUrl: product.shellUrl, account });
    log(`signed in as ${account.email} (signed up through the api and the mailbox's code, signed in through /auth)`);

    const baseline = readBaseline();
    const measured = [
      ...(await firstLoads(browser, { shellUrl: product.shellUrl, storageState, baseline })),
      ...(await firstVisits(browser, { shellUrl: product.shellUrl, storageState, baseline })),
    ];
    if (args.has('--update-baseline')) {
      updateBaseline(measured);
      log(`\nbaseline written: ${BASELINE_FILE}`);
    }
  } finally {
    await stopAll();
  }
  if (failures.length > 0) {
    log(`\n${failures.length} row(s) failed: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
