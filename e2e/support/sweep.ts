// The whole-product sweeps of issue 22 (layout widths, accessibility): every route and the dialogs and
// menus that open on them, visited by one signed-out and one signed-in page that each worker keeps for
// all its tests. The signed-in account is made once per product run (kept in E2E_TMP, checked against the
// api before reuse): it is on the Pro plan, tracks a devnet whale, has one real alert about that whale's swap (so /tx/:hash
// has a transaction of its own and the bell an unread count) and then mutes the whale, so no alert of
// the devnet's random traffic pops a toast into the middle of a measurement.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { devnetWhales, swapEthForUsdc } from './devnet';
import { setPlan } from './operator';
import { API_URL, SHELL_URL, TMP } from './product';
import { createAccount, newEmail, signIn, type Account } from './session';

export const WIDTHS = [360, 390, 768, 900, 1024, 1280, 1440] as const;
export const DESKTOP_WIDTHS = WIDTHS.filter((width) => width > 768);
export const HEIGHT = 900;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export type Session = 'signed out' | 'signed in';

/** Every route of the product; /tx/:hash is the account's own alerted transaction, /status is checked once it renders. */
export const ROUTES = [
  '/',
  '/auth',
  '/pricing',
  '/about',
  '/refund-policy',
  '/privacy-policy',
  '/terms-of-service',
  '/news',
  '/success',
  '/register',
  '/analyzer',
  '/portfolio',
  '/stealth',
  '/dashboard',
  '/settings/notifications',
  '/tx/:hash',
  '/wallet/:address',
  '/status',
] as const;
export type Route = (typeof ROUTES)[number];

// A whale no other spec tracks, swaps with or protects.
const WHALE_INDEX = 5;
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface World {
  account: Account;
  /** The tracked (and muted) whale. */
  whale: string;
  /** The whale's swap the account was alerted about. */
  hash: string;
  storageState: StorageState;
}

const WORLD_FILE = path.join(TMP, 'sweep', 'signed-in.json');

function tokenOf(state: StorageState): string | undefined {
  return state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'authToken')?.value;
}

async function callApi(method: string, route: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${API_URL}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The saved world when this product run's api still knows its account and alert. */
async function savedWorld(): Promise<World | undefined> {
  if (!fs.existsSync(WORLD_FILE)) return undefined;
  const world = JSON.parse(fs.readFileSync(WORLD_FILE, 'utf8')) as World;
  const token = tokenOf(world.storageState);
  if (!token) return undefined;
  const response = await callApi('GET', `/transactions/${world.hash}`, token).catch(() => undefined);
  return response?.ok ? world : undefined;
}

async function makeWorld(browser: Browser): Promise<World> {
  const whale = devnetWhales()[WHALE_INDEX];
  const account = await createAccount(newEmail('sweep'));
  // Pro: a stealth slot, so the stealth page offers its signature panel.
  setPlan(account.email, 'pro');
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const page = await context.newPage();
  await signIn(page, account);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  if (!token) throw new Error('signed in but no authToken in localStorage');

  const tracked = await callApi('POST', '/users/wallets', token, { address: whale });
  if (tracked.status !== 201) throw new Error(`POST /users/wallets answered ${tracked.status}: ${await tracked.text()}`);
  const { hash } = await swapEthForUsdc(whale, '1');
  // The monitor turns the swap into the account's alert: wait for it through the api.
  await expect
    .poll(async () => (await callApi('GET', `/transactions/${hash}`, token)).status, { timeout: 60_000, message: `an alert about ${hash}` })
    .toBe(200);
  const muted = await callApi('PUT', `/users/wallets/${whale}/mute`, token, { duration: 'forever' });
  if (!muted.ok) throw new Error(`muting ${whale} answered ${muted.status}: ${await muted.text()}`);

  const world: World = { account, whale, hash, storageState: await context.storageState() };
  await context.close();
  fs.mkdirSync(path.dirname(WORLD_FILE), { recursive: true });
  fs.writeFileSync(WORLD_FILE, JSON.stringify(world));
  return world;
}

export interface Sweep {
  world: World;
  pages: Record<Session, Page>;
}

async function newSweepPage(browser: Browser, storageState?: StorageState): Promise<Page> {
  const context = await browser.newContext({
    baseURL: SHELL_URL,
    storageState,
    viewport: { width: 1280, height: HEIGHT },
    // The home page's logo slider stands still, so nothing moves under a measurement.
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** `sweep`: the world and one page per session, kept by the worker for all its tests. */
export const test = base.extend<object, { sweep: Sweep }>({
  sweep: [
    async ({ browser }, use) => {
      const world = (await savedWorld()) ?? (await makeWorld(browser));
      const signedOut = await newSweepPage(browser);
      const signedIn = await newSweepPage(browser, world.storageState);
      await use({ world, pages: { 'signed out': signedOut, 'signed in': signedIn } });
      await Promise.all([signedOut.context().close(), signedIn.context().close()]);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
export { expect };

export const SESSIONS: Session[] = ['signed out', 'signed in'];

export function routePath(route: Route, world: World): string {
  if (route === '/tx/:hash') return `/tx/${world.hash}`;
  // The tracked whale's page: its history, chart and activity are the fullest a sweep can see.
  if (route === '/wallet/:address') return `/wallet/${world.whale}`;
  return route;
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The shell's mobile menu toggle ("Menu"), not the dashboard's section toggle of the same name. */
export const mobileMenuToggle = (page: Page) => mainNav(page).getByRole('button', { name: /^(open |close )?(main |navigation )?menu$/i });

/** What a control opens: the element its aria-controls names (or, for a menu button without one, the open menu). */
export async function controlledBy(page: Page, control: Locator): Promise<Locator> {
  const id = await control.getAttribute('aria-controls');
  return id ? page.locator(`[id="${id}"]`) : page.getByRole('menu').filter({ visible: true }).first();
}

/**
 * The route's screen is there: a level-1 heading in the content, no loading spinner left (the remote's,
 * nor its data's), fonts loaded; signed in, the bell has read the account's unread alert.
 */
export async function waitForScreen(page: Page, session: Session): Promise<void> {
  await expect(page.locator('#content h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="status"]').filter({ hasText: /^\s*(Loading|Opening)\b/ })).toHaveCount(0, { timeout: 20_000 });
  if (session === 'signed in') await expect(mainNav(page).getByRole('button', { name: /unread/ })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * To `target` and its screen. A page already in the product moves there as a link does, through the
 * router's history (a full load boots the app and its remotes again: about 0.5 s more per route); a
 * fresh page, or one already at `target` (to start its screen over), loads it. The route has changed
 * once the content's level-1 heading is a new element or reads differently.
 */
export async function visit(page: Page, session: Session, target: string): Promise<void> {
  const here = page.url().startsWith(SHELL_URL) ? new URL(page.url()).pathname : null;
  if (here === null || here === new URL(target, SHELL_URL).pathname) {
    await page.goto(target);
  } else {
    await page.evaluate((to) => {
      for (const heading of document.querySelectorAll('#content h1')) heading.setAttribute('data-sweep-left', heading.textContent ?? '');
      const index = (history.state as { idx?: number } | null)?.idx ?? 0;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, target);
    await page.waitForFunction(
      () => {
        const heading = document.querySelector('#content h1');
        return heading !== null && heading.getAttribute('data-sweep-left') !== heading.textContent;
      },
      undefined,
      { timeout: 20_000 },
    );
  }
  await waitForScreen(page, session);
}

/** Light or dark as a user picks it: the navigation's toggle (and the system preference to match). */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  const toggle = mainNav(page).getByRole('button', { name: 'Dark mode' });
  const dark = String(theme === 'dark');
  // A synthetic click: no hover or focus ring left on the toggle for the checks that follow.
  if ((await toggle.getAttribute('aria-pressed')) !== dark) await toggle.dispatchEvent('click');
  await expect(toggle).toHaveAttribute('aria-pressed', dark);
}

export async function setWidth(page: Page, width: number): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport?.width !== width || viewport.height !== HEIGHT) await page.setViewportSize({ width, height: HEIGHT });
}

/**
 * A state of a route worth checking on its own: a dialog, a menu, a form or a result that only
 * appears after the user does something.
 */
export interface SweepState {
  /** e.g. 'Tracked Wallets › View Transactions modal'. */
  name: string;
  route: Route;
  session: Session;
  /** The widths to check it at (the bar's menus only where the bar shows them); it is opened at the first. */
  widths: readonly number[];
  /** From anywhere: to the route, at `width`, ready for `open` (may leave a previous visit's state as it is). */
  prepare: (page: Page, world: World) => Promise<void>;
  /** Opens it; returns the element that is the state (a dialog, a menu, or the screen's content). */
  open: (page: Page, world: World) => Promise<Locator>;
  /** Closes it again, so the other theme can be chosen and it opened once more. */
  close: (page: Page) => Promise<void>;
  /** Whether the element floats over the page (dialog, menu, popover): then it must also fit the window. */
  floating: boolean;
}

const content = (page: Page) => page.locator('#content');

async function onRoute(page: Page, session: Session, target: string): Promise<void> {
  if (new URL(page.url(), SHELL_URL).pathname !== target) await visit(page, session, target);
}

async function pressEscapeUntilClosed(page: Page, element: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(element).toBeHidden();
}

/** Opens a control's menu or panel and returns it, checking the control says it is open. */
async function expand(page: Page, control: Locator): Promise<Locator> {
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  const opened = await controlledBy(page, control);
  await expect(opened).toBeVisible();
  return opened;
}

async function collapse(page: Page, control: Locator): Promise<void> {
  if ((await control.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  if ((await control.getAttribute('aria-expanded')) === 'true') await control.click();
  await expect(control).not.toHaveAttribute('aria-expanded', 'true');
}

async function openDashboardSection(page: Page, name: string): Promise<Locator> {
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  if (!(await sections.isVisible())) await content(page).getByRole('button', { name: 'Menu' }).click();
  await sections.getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.locator('[role="status"]').filter({ hasText: /^\s*Loading\b/ })).toHaveCount(0, { timeout: 20_000 });
  return content(page);
}

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function openDialog(page: Page, opener: Locator, name: string | RegExp): Promise<Locator> {
  await opener.click();
  const dialog = dialogNamed(page, name);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[role="status"]').filter({ hasText: /^\s*Loading\b/ })).toHaveCount(0, { timeout: 20_000 });
  return dialog;
}

const closeDialog = (name: string | RegExp) => async (page: Page) => pressEscapeUntilClosed(page, dialogNamed(page, name));

const settingsPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Settings' });

async function openSettingsTab(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(settingsPanel(page).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  return settingsPanel(page);
}

const holders = (page: Page) => page.getByRole('region', { name: 'Top Token Holders' });

async function analyzeDai(page: Page): Promise<void> {
  if (await holders(page).isVisible()) return;
  await page
    .getByRole('region', { name: 'Popular Token Examples' })
    .getByRole('button', { name: `DAI ${DAI}` })
    .click();
  await page.getByRole('button', { name: 'Analyze Token' }).click();
  await expect(holders(page).getByRole('listitem')).toHaveCount(3, { timeout: 45_000 });
}

const portfolioResult = (page: Page) => page.getByRole('region', { name: 'Token Portfolio' });

const bell = (page: Page) => mainNav(page).getByRole('button', { name: /^Notifications/ });
const desktopMenu = (page: Page, name: string | RegExp) => mainNav(page).getByRole('button', { name }).filter({ visible: true }).first();

function atRoute(route: Route, session: Session, first: number) {
  return async (page: Page, world: World) => {
    await setWidth(page, first);
    await onRoute(page, session, routePath(route, world));
  };
}

/** Every dialog, menu, form and result the sweeps open. */
export const STATES: SweepState[] = [
  {
    name: 'Request a Demo dialog',
    route: '/',
    session: 'signed out',
    widths: WIDTHS,
    prepare: atRoute('/', 'signed out', 390),
    open: (page) => openDialog(page, page.getByRole('button', { name: 'Request a Demo' }), /demo/i),
    close: closeDialog(/demo/i),
    floating: true,
  },
  {
    name: 'sign-up form',
    route: '/auth',
    session: 'signed out',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 390);
      await visit(page, 'signed out', '/auth');
    },
    open: async (page) => {
      await content(page).getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      return content(page);
    },
    close: async (page) => visit(page, 'signed out', '/auth'),
    floating: false,
  },
  {
    name: 'forgot-password form',
    route: '/auth',
    session: 'signed out',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 390);
      await visit(page, 'signed out', '/auth');
    },
    open: async (page) => {
      await content(page).getByRole('button', { name: 'Forgot Password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
      return content(page);
    },
    close: async (page) => visit(page, 'signed out', '/auth'),
    floating: false,
  },
  ...(['signed out', 'signed in'] as const).map((session): SweepState => ({
    name: 'mobile menu',
    route: '/',
    session,
    // Opened at 390 px and checked at every width it stays open at (the bar decides where it folds).
    widths: WIDTHS,
    prepare: atRoute('/', session, 390),
    open: (page) => expand(page, mobileMenuToggle(page)),
    close: (page) => collapse(page, mobileMenuToggle(page)),
    floating: true,
  })),
  ...(
    [
      ['Products', /^Products/],
      ['Account', /^Account menu for/],
    ] as const
  ).flatMap(([label, name]): SweepState[] => [
    {
      name: `mobile menu › ${label} submenu`,
      route: '/',
      session: 'signed in',
      widths: WIDTHS,
      prepare: atRoute('/', 'signed in', 390),
      open: async (page) => {
        const menu = await expand(page, mobileMenuToggle(page));
        await expand(page, menu.getByRole('button', { name }));
        return menu;
      },
      close: (page) => collapse(page, mobileMenuToggle(page)),
      floating: true,
    },
    {
      name: `${label} menu`,
      route: '/',
      session: 'signed in',
      widths: DESKTOP_WIDTHS,
      prepare: atRoute('/', 'signed in', 1280),
      open: (page) => expand(page, desktopMenu(page, name)),
      close: (page) => collapse(page, desktopMenu(page, name)),
      floating: true,
    },
  ]),
  {
    name: 'notification centre',
    route: '/',
    session: 'signed in',
    widths: WIDTHS,
    prepare: atRoute('/', 'signed in', 1280),
    open: async (page) => {
      const centre = await expand(page, bell(page));
      await expect(centre.locator('[role="status"]').filter({ hasText: /^\s*Loading\b/ })).toHaveCount(0, { timeout: 15_000 });
      await expect(centre.getByRole('listitem').first()).toBeVisible();
      return centre;
    },
    close: (page) => collapse(page, bell(page)),
    floating: true,
  },
  ...(['Token Watchlist', 'Current Plan', 'Tracked Wallets'] as const).map((section): SweepState => ({
    name: `${section} section`,
    route: '/dashboard',
    session: 'signed in',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 1280);
      await visit(page, 'signed in', '/dashboard');
    },
    open: (page) => openDashboardSection(page, section),
    close: async () => undefined,
    floating: false,
  })),
  {
    name: 'Tracked Wallets › View Transactions modal',
    route: '/dashboard',
    session: 'signed in',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 390);
      await visit(page, 'signed in', '/dashboard');
      await openDashboardSection(page, 'Tracked Wallets');
    },
    open: async (page) => {
      const dialog = await openDialog(page, page.getByRole('button', { name: /^View Transactions for / }), /^Latest Transactions for /);
      await expect(dialog.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first()).toBeVisible();
      return dialog;
    },
    close: closeDialog(/^Latest Transactions for /),
    floating: true,
  },
  {
    name: 'Settings tab',
    route: '/register',
    session: 'signed in',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 1280);
      await visit(page, 'signed in', '/register');
    },
    open: async (page) => {
      await openSettingsTab(page);
      return content(page);
    },
    close: async () => undefined,
    floating: false,
  },
  ...(
    [
      ['Monitoring Options', 'Monitoring Options'],
      ['View Transactions', /^Latest Transaction for /],
      ['Remove Wallet', 'Confirm Deletion'],
    ] as const
  ).map(([button, dialog]): SweepState => ({
    name: `Settings › ${button} dialog`,
    route: '/register',
    session: 'signed in',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 390);
      if (!(await settingsPanel(page).getByRole('listitem').first().isVisible())) {
        await visit(page, 'signed in', '/register');
        await openSettingsTab(page);
      }
    },
    open: async (page) => {
      const opened = await openDialog(
        page,
        settingsPanel(page).getByRole('listitem').first().getByRole('button', { name: button }),
        dialog,
      );
      if (button === 'View Transactions') await expect(opened.locator('dt').first()).toBeVisible({ timeout: 15_000 });
      return opened;
    },
    close: closeDialog(dialog),
    floating: true,
  })),
  {
    name: 'analysis of DAI',
    route: '/analyzer',
    session: 'signed in',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 1280);
      await onRoute(page, 'signed in', '/analyzer');
    },
    open: async (page) => {
      await analyzeDai(page);
      return content(page);
    },
    close: async () => undefined,
    floating: false,
  },
  {
    name: 'holder portfolio modal',
    route: '/analyzer',
    session: 'signed in',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 390);
      await onRoute(page, 'signed in', '/analyzer');
      await analyzeDai(page);
    },
    open: async (page) => {
      const dialog = await openDialog(
        page,
        holders(page)
          .getByRole('listitem')
          .first()
          .getByRole('button', { name: /^View Portfolio/ }),
        'Portfolio',
      );
      await expect(dialog.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
      return dialog;
    },
    close: closeDialog('Portfolio'),
    floating: true,
  },
  {
    name: "a whale's portfolio",
    route: '/portfolio',
    session: 'signed in',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 1280);
      await onRoute(page, 'signed in', '/portfolio');
    },
    open: async (page, world) => {
      if (!(await portfolioResult(page).isVisible())) {
        await page.getByLabel('Wallet Address').fill(world.whale);
        await page.getByRole('button', { name: 'View Portfolio' }).click();
        await expect(portfolioResult(page).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
      }
      return content(page);
    },
    close: async () => undefined,
    floating: false,
  },
  {
    name: 'signature panel',
    route: '/stealth',
    session: 'signed in',
    widths: WIDTHS,
    prepare: async (page) => {
      await setWidth(page, 1280);
      await visit(page, 'signed in', '/stealth');
    },
    open: async (page, world) => {
      await page.getByLabel('Wallet Address').fill(world.whale);
      await page.getByRole('button', { name: 'Add to Stealth List' }).click();
      await expect(page.getByRole('region', { name: 'Sign the message with your wallet' })).toBeVisible({ timeout: 15_000 });
      return content(page);
    },
    close: async (page) => visit(page, 'signed in', '/stealth'),
    floating: false,
  },
];

export const stateTitle = (state: SweepState) => `${state.route} [${state.session}] ${state.name}`;
