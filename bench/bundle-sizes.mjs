// Prints production build time and the JS a browser really downloads, measured in Chromium, against
// the budgets in DESIGN.md §2: the shell's first load ≤ 150 KB gzip (federation runtime included), each
// remote's exposed screen ≤ 40 KB gzip beyond the shared singletons (which the shell already provides).
// Usage: npm run bench            (builds every front end first)
//        npm run bench -- --no-build
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { FRONT_ENDS, REMOTES, SHELL } from '../scripts/apps.mjs';
import { buildWorkspace } from '../scripts/build-if-needed.mjs';
import { ROOT } from '../scripts/config.mjs';
import { serveApp } from '../scripts/static-server.mjs';

const SCREENS = [
  ['/auth', 'mfe-auth', 'AuthPanel'],
  ['/authorisation', 'mfe-auth', 'RecoveryLanding'],
  ['/register', 'mfe-tracking', 'WalletTracking'],
  ['/analyzer', 'mfe-analyzer', 'TokenAnalyzer'],
  ['/dashboard', 'mfe-analyzer', 'Dashboard'],
  ['/portfolio', 'mfe-portfolio', 'PortfolioViewer'],
  ['/stealth', 'mfe-stealth', 'StealthWallet'],
  ['/pricing', 'mfe-billing', 'Pricing'],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (body) => zlib.gzipSync(body, { level: 9 }).length;

function buildAll() {
  return FRONT_ENDS.map(({ dir }) => [dir, buildWorkspace(dir, { quiet: true }) / 1000]);
}

async function serveEverything() {
  const servers = {};
  for (const { dir } of REMOTES) {
    servers[dir] = await serveApp({ dir: path.join(ROOT, dir, 'dist'), host: '127.0.0.1', port: 0 });
  }
  const remotes = Object.fromEntries(
    REMOTES.map(({ dir, container }) => [
      container,
      { entry: `http://127.0.0.1:${servers[dir].address().port}/mf-manifest.json` },
    ]),
  );
  servers[SHELL.dir] = await serveApp({
    dir: path.join(ROOT, SHELL.dir, 'dist'),
    host: '127.0.0.1',
    port: 0,
    dynamic: { '/remotes.json': () => JSON.stringify({ schemaVersion: 1, remotes }) },
  });
  return servers;
}

/** gzip bytes of every script the page downloads while `action` runs, until `settled` resolves. */
async function scriptsDuring(page, action, settled = () => page.waitForLoadState('networkidle')) {
  const pending = [];
  const listener = (response) => {
    if (response.request().resourceType() !== 'script') return;
    const { port, pathname } = new URL(response.url());
    pending.push(response.body().then((body) => ({ port: Number(port), file: pathname.slice(1), bytes: gzip(body) })));
  };
  page.on('response', listener);
  await action();
  await settled();
  await page.waitForTimeout(300);
  page.off('response', listener);
  return Promise.all(pending);
}

const times = process.argv.includes('--no-build') ? null : buildAll();
if (times) {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`production build: ${total.toFixed(1)} s for ${times.length} apps (${times.map(([d, s]) => `${d} ${s.toFixed(1)} s`).join(', ')})`);
}

const servers = await serveEverything();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const shellUrl = `http://127.0.0.1:${servers[SHELL.dir].address().port}`;
  const first = await browser.newPage();
  const firstLoad = await scriptsDuring(first, () => first.goto(shellUrl));
  const total = firstLoad.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`shell first-load JS (gzip, federation runtime and shared singletons included): ${kb(total)} (budget 150 KB)`);
  for (const script of firstLoad.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(script.bytes).padStart(9)}  ${script.file}`);

  for (const [route, dir, screen] of SCREENS) {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('authToken', 'bench');
      localStorage.setItem('whalewatch.user', JSON.stringify({ id: 'bench', email: 'bench@example.com' }));
      // No idle preloading of other remotes while measuring one.
      window.requestIdleCallback = () => 0;
    });
    await page.goto(shellUrl);
    await page.waitForLoadState('networkidle');
    const remotePort = servers[dir].address().port;
    const loaded = await scriptsDuring(
      page,
      () =>
        page.evaluate((to) => {
          history.pushState({}, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, route),
      () => page.waitForResponse((response) => response.url().includes(`:${remotePort}/__federation_expose_${screen}`)),
    );
    const fromRemote = loaded.filter((script) => script.port === remotePort);
    const entry = fromRemote.filter((script) => script.file === 'remoteEntry.js').reduce((s, x) => s + x.bytes, 0);
    const chunk = fromRemote.filter((script) => script.file !== 'remoteEntry.js').reduce((s, x) => s + x.bytes, 0);
    console.log(`  ${dir.padEnd(14)} ${screen.padEnd(16)} screen chunks ${kb(chunk).padStart(8)} (budget 40 KB)   remoteEntry.js ${kb(entry)}`);
    await page.close();
  }
} finally {
  await browser.close();
  for (const server of Object.values(servers)) server.close();
}
