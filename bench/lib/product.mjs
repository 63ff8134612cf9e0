// The whole product as `npm start` runs it (scripts/start.mjs), on free ports and in a temporary data
// folder of its own so a developer's running copy and the e2e suite are left alone; and a real account,
// made and signed in the way a user does it (e2e/support/session.ts does the same for the tests).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from '../../scripts/config.mjs';
import { descendantsOf, stopLeftovers } from '../../scripts/process-tree.mjs';

const READY = /ready in ([\d.]+) s: open (\S+)/;
const START_TIMEOUT_MS = 8 * 60_000;
/** start.mjs gives its services 30 s to stop (the devnet saves its chain) before it kills them. */
const STOP_TIMEOUT_MS = 40_000;
/** WEB_PORT … +6 (the front ends), then the api, the mailbox's SMTP and web ports, the devnet. */
const PORTS_NEEDED = 12;
const PASSWORD = 'whale-song-42';

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first of PORTS_NEEDED consecutive free ports, away from the defaults (3000…, 13000…), with
 * `first + offset` free too for each of `extraOffsets`.
 */
async function freePortRange(extraOffsets = []) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = 30_000 + Math.floor(Math.random() * 2_000) * 10;
    const offsets = [...Array.from({ length: PORTS_NEEDED }, (_, index) => index), ...extraOffsets];
    if ((await Promise.all(offsets.map((offset) => portFree(first + offset)))).every(Boolean)) return first;
  }
  throw new Error(`no ${PORTS_NEEDED} consecutive free ports found between 30000 and 50000`);
}

/** start.mjs's own line, "ready in 55.9 s: open http://…": the product is up. */
function startPrinted(printed) {
  const match = READY.exec(printed);
  return match ? { readySeconds: Number(match[1]), shellUrl: match[2] } : null;
}

/**
 * Starts scripts/start.mjs (or another launcher, `command`: a script under the repository and its
 * arguments) and resolves once `readyIn` finds, in what it has printed, that it is ready: start.mjs's
 * "ready in … s: open URL" by default. `extraPortOffsets`: ports beyond the usual ones the launcher uses.
 * @returns {Promise<{ shellUrl: string, apiUrl: string, mailboxUrl: string, readySeconds: number, stop: () => Promise<void> }>}
 */
export async function startProduct({
  log = () => {},
  command = ['scripts/start.mjs'],
  extraPortOffsets = [],
  readyIn = startPrinted,
} = {}) {
  const first = await freePortRange(extraPortOffsets);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-bench-'));
  const ports = { web: first, api: first + 7, smtp: first + 8, mailWeb: first + 9, devnet: first + 10, devnetL2: first + 11 };
  const env = {
    ...process.env,
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
    MAIL_SMTP_PORT: String(ports.smtp),
    MAIL_WEB_PORT: String(ports.mailWeb),
    DEVNET_PORT: String(ports.devnet),
    DEVNET_L2_PORT: String(ports.devnetL2),
    DATA_DIR: path.join(tmp, 'data'),
    REMOTES_FILE: path.join(tmp, 'remotes.json'),
  };
  // Services of a real deployment elsewhere would be measured instead of this copy.
  for (const name of ['SMTP_URL', 'CHAIN_RPC_URL', 'SUPABASE_URL', 'PUBLIC_API_URL', 'PUBLIC_HOST', 'WEB_HOST']) delete env[name];

  const started = Date.now();
  const [script, ...args] = command;
  const child = spawn(process.execPath, [path.join(ROOT, script), ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  let stopped = null;
  const stop = () =>
    (stopped ??= (async () => {
      // Taken while start.mjs runs: the services and whatever they started (anvil, maildev).
      const family = child.exitCode === null ? descendantsOf(child.pid) : [];
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS, 'timeout'));
        if ((await Promise.race([exited, timer])) === 'timeout') {
          log(`the product did not stop in ${STOP_TIMEOUT_MS / 1000} s; killing it`);
          child.kill('SIGKILL');
          await exited;
        }
      }
      const left = await stopLeftovers(family, 5_000);
      if (left.length > 0) log(`stopped processes the product left behind: ${left.join(', ')}`);
      fs.rmSync(tmp, { recursive: true, force: true });
    })());

  try {
    const ready = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the product was not ready in ${START_TIMEOUT_MS / 60_000} min`)), START_TIMEOUT_MS);
      const check = () => {
        const ready = readyIn(output.join(''));
        if (!ready) return;
        clearTimeout(timer);
        resolve({ readySeconds: (Date.now() - started) / 1000, shellUrl: `http://127.0.0.1:${ports.web}`, ...ready });
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the product exited with ${code} before it was ready`));
      });
    });
    return {
      ...ready,
      apiUrl: `http://127.0.0.1:${ports.api}`,
      mailboxUrl: `http://127.0.0.1:${ports.mailWeb}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw new Error(`${error.message}:\n${output.join('')}`, { cause: error });
  }
}

async function post(apiUrl, route, body) {
  const response = await fetch(`${apiUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
}

/** The verification code of the newest email to `address` in the local mailbox (maildev's JSON API). */
async function codeFromMailbox(mailboxUrl, address) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const emails = await (await fetch(`${mailboxUrl}/email`)).json();
    const latest = emails.filter((email) => email.to.some((to) => to.address === address)).at(-1);
    const code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no verification code to ${address} in the mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Debian's Chromium, headless, quiet (no updates, no QUIC), for a bench to drive. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
    ],
    // Playwright's own handlers would exit before the product is stopped and its data folder removed.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** A confirmed account, made the way the sign-up form makes one. */
export async function createAccount({ apiUrl, mailboxUrl }) {
  const email = `bench-${Date.now()}@example.com`;
  await post(apiUrl, '/auth/signup/initiate', { email, password: PASSWORD });
  await post(apiUrl, '/auth/signup/complete', { email, otp: await codeFromMailbox(mailboxUrl, email) });
  return { email, password: PASSWORD };
}

/**
 * Signs in through the product's own sign-in panel at /auth and returns the browser storage it leaves
 * (the session lives in localStorage), for new contexts to start signed in.
 * @param {import('playwright-core').Browser} browser
 */
export async function signInThroughPanel(browser, { shellUrl, account }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL('/auth', shellUrl).href);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Successfully signed in!').waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
