// The token analyzer on the devnet, whose tokens sit at their mainnet addresses: DAI picked from the
// examples, its top three holders by net inflow, and the first one's portfolio.
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/session';

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

test('analyze DAI from the examples: three holders, and a holder’s portfolio', async ({ page }) => {
  await signIn(page, await createAccount());
  await page.goto('/analyzer');

  await page
    .getByRole('region', { name: 'Popular Token Examples' })
    .getByRole('button', { name: `DAI ${DAI}` })
    .click();
  await expect(page.getByLabel('Token Address')).toHaveValue(DAI);
  await page.getByRole('button', { name: 'Analyze Token' }).click();

  const results = page.getByRole('region', { name: 'Top Token Holders' });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Popular Token Examples' })).toHaveCount(0);
  const holders = results.getByRole('listitem');
  await expect(holders).toHaveCount(3);
  for (let rank = 1; rank <= 3; rank += 1) {
    const holder = holders.nth(rank - 1);
    await expect(holder.getByLabel(`Rank ${rank}`)).toBeVisible();
    await expect(holder).toContainText(/0x[0-9a-f]{40}/);
    await expect(holder).toContainText(/Net Inflow: [\d,]+\.\d{2,6} DAI/);
  }

  const first = (await holders.first().locator('code').textContent()) ?? '';
  await holders
    .first()
    .getByRole('button', { name: /^View Portfolio/ })
    .click();
  const portfolio = page.getByRole('dialog', { name: 'Portfolio' });
  await expect(portfolio).toContainText(first);
  await expect(portfolio.getByRole('listitem').filter({ hasText: 'Dai Stablecoin (DAI)' })).toContainText(DAI.toLowerCase());
  await portfolio.getByRole('button', { name: 'Close' }).click();
  await expect(portfolio).toHaveCount(0);
});

test('a portfolio answer of the wrong shape stays inside the Portfolio dialog', async ({ page }) => {
  await signIn(page, await createAccount());
  await page.goto('/analyzer');
  await page.getByLabel('Token Address').fill(DAI);
  await page.getByRole('button', { name: 'Analyze Token' }).click();
  const results = page.getByRole('region', { name: 'Top Token Holders' });
  await expect(results.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });

  // As a proxy or another api version might answer: 200 with something else.
  await page.route('**/analyzer/tokens/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"wallet":"0x0"}' }),
  );
  await results
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^View Portfolio/ })
    .click();
  const portfolio = page.getByRole('dialog', { name: 'Portfolio' });
  await expect(portfolio.getByRole('alert')).toHaveText("Failed to fetch portfolio: The server's answer could not be read");
  await portfolio.getByRole('button', { name: 'Close' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1, name: 'Token Analyzer' })).toBeVisible();
});
