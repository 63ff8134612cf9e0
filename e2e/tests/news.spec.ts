// AI News on the running product: the api has read the bundled sample feeds (offline), /news lists their
// stories with source, summary, sentiment and tokens, the story two outlets carried appears once, and the
// token filter (from the select, from a story's chip, and from the URL) narrows the list.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

const RALLY = 'Ethereum Rallies Past $3,400 as Staking Inflows Hit a Record High';

test('/news shows the bundled feeds’ stories and filters them by token', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'AI News' }).first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI News' })).toBeVisible();

  const stories = page.getByRole('list', { name: 'News stories' }).getByRole('article');
  await expect(stories).toHaveCount(12, { timeout: 30_000 });
  // Carried by two outlets, listed once.
  await expect(page.getByRole('article', { name: RALLY })).toHaveCount(1);
  const rally = page.getByRole('article', { name: RALLY });
  await expect(rally).toContainText('Crypto Daily');
  await expect(rally).toContainText('Bullish');
  await expect(rally).toContainText('Ether climbed 6% on Sunday');
  await expect(rally.getByRole('link', { name: `${RALLY} (opens in a new tab)` })).toHaveAttribute('target', '_blank');

  await page.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'LINK — Chainlink' });
  await expect(page).toHaveURL(/token=LINK/);
  await expect(stories).toHaveCount(1);
  await expect(stories.first()).toContainText('Chainlink Expands Cross-Chain Interoperability Protocol');

  await page.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'All tokens' });
  await expect(stories).toHaveCount(12);
  await page
    .getByRole('article', { name: /DeFi Lender Hit/ })
    .getByRole('button', { name: 'Show news about DAI' })
    .click();
  await expect(stories).toHaveCount(2);
  await expect(stories.nth(0)).toContainText('MakerDAO Raises DAI Savings Rate');

  await page.getByRole('combobox', { name: 'Sentiment' }).selectOption({ label: 'Bearish' });
  await expect(stories).toHaveCount(1);
  await expect(stories.first()).toContainText('DeFi Lender Hit by $18 Million Exploit');

  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect(stories).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Sentiment' })).toHaveValue('bearish');
});
