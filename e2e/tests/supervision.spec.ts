// `npm start` supervises its services: one killed outright (kill -9) is restarted while the others keep
// serving, and a signed-in user carries on once it is back. Each test leaves the product whole.
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/product';
import { createAccount, signIn } from '../support/session';
import { FRONT_END_URLS, killService, servicePids, statusOf } from '../support/supervision';

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const BACK_WITHIN_MS = 20_000;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const watchlist = (page: Page) => page.getByRole('list', { name: 'Watchlist tokens' });

async function openWatchlist(page: Page) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name: 'Token Watchlist' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Token Watchlist' })).toBeVisible();
}

/** Resolves once the supervisor lists a new pid for `name` and `url` answers 200. */
async function expectBack(name: string, killedPid: number, url: string) {
  await expect
    .poll(
      async () => {
        const pid = servicePids()[name];
        return pid !== undefined && pid !== killedPid ? statusOf(url) : 0;
      },
      { timeout: BACK_WITHIN_MS },
    )
    .toBe(200);
}

test('the api killed with kill -9 is back within seconds, and the signed-in user carries on with their data', async ({ page }) => {
  const account = await signIn(page, await createAccount());
  await page.goto('/dashboard');
  await openWatchlist(page);
  await page.getByLabel('Token Address').fill(DAI);
  await page.getByRole('button', { name: 'Add Token' }).click();
  await expect(watchlist(page).getByRole('listitem')).toHaveCount(1);

  const killedPid = killService('api');
  await expectBack('api', killedPid, `${API_URL}/health`);

  // The page that was open carries on: away and back in the app reloads the dashboard's data from the api.
  await nav(page).getByRole('link', { name: 'AI News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI News' })).toBeVisible();
  await page.goBack();
  await openWatchlist(page);
  await expect(watchlist(page)).toContainText('Dai Stablecoin (DAI)');
  await expect(nav(page).getByRole('button', { name: `Account menu for ${account.email}` })).toBeVisible();

  // A fresh load too: still signed in (the session outlived the api process), same data.
  await page.reload();
  await expect(nav(page).getByRole('button', { name: `Account menu for ${account.email}` })).toBeVisible();
  await openWatchlist(page);
  await expect(watchlist(page)).toContainText('Dai Stablecoin (DAI)');
});

test('a remote’s server killed with kill -9 comes back, and the shell and the other remotes keep serving meanwhile', async ({ page }) => {
  await signIn(page);
  const killedPid = killService('mfe-portfolio');

  // Meanwhile everything else answers: the shell with its registry and config, and every other remote.
  const shell = FRONT_END_URLS.shell;
  expect(await statusOf(`${shell}/`)).toBe(200);
  expect(await statusOf(`${shell}/remotes.json`)).toBe(200);
  expect(await statusOf(`${shell}/config.json`)).toBe(200);
  for (const [name, url] of Object.entries(FRONT_END_URLS)) {
    if (name === 'shell' || name === 'mfe-portfolio') continue;
    expect(await statusOf(`${url}/mf-manifest.json`), name).toBe(200);
  }
  await page.goto('/analyzer');
  await expect(page.getByRole('button', { name: 'Analyze Token' })).toBeVisible();

  await expectBack('mfe-portfolio', killedPid, `${FRONT_END_URLS['mfe-portfolio']}/mf-manifest.json`);
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolio Viewer' })).toBeVisible();
});
