// The Portfolio Viewer on the running product: a devnet whale's ether and ERC20 tokens, priced from the
// devnet's price table, each linked to its Etherscan page; a malformed address is refused in the page.
import { expect, test } from '@playwright/test';
import { devnetPrice, devnetWhales } from '../support/devnet';
import { signIn } from '../support/session';

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const BALANCE = /^[\d,]+\.\d{2,6}$/;
const USD = /^\$[\d,]+\.\d{2}$/;

test("a devnet whale's portfolio: ether and tokens with balances, prices and values, and links to Etherscan", async ({ page }) => {
  await signIn(page);
  await page.goto('/portfolio');
  await expect(page.getByText("View any Ethereum wallet's complete token portfolio")).toBeVisible();

  await page.getByLabel('Wallet Address').fill('0x1234');
  await page.getByRole('button', { name: 'View Portfolio' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid wallet address' })).toBeVisible();

  const [whale] = devnetWhales();
  await page.getByLabel('Wallet Address').fill(whale);
  await page.getByRole('button', { name: 'View Portfolio' }).click();
  await expect(page.getByText('Portfolio loaded successfully')).toBeVisible({ timeout: 30_000 });

  const result = page.getByRole('region', { name: 'Token Portfolio' });
  await expect(result).toContainText(whale.toLowerCase());
  const native = result.getByRole('region', { name: 'Native Token' });
  await expect(native).toContainText('Ether (ETH)');
  const figure = (scope: typeof native, name: string) => scope.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
  await expect(figure(native, 'Balance')).toHaveText(BALANCE);
  // The devnet's ether price moves (a seeded path): the one shown is the path's now, to within its drift.
  const shown = Number((await figure(native, 'Price').textContent())?.replace(/[$,]/g, ''));
  expect(shown).toBeCloseTo(devnetPrice('ETH'), -1);
  await expect(figure(native, 'Value')).toHaveText(USD);

  const tokens = result.getByRole('list', { name: 'ERC20 Tokens' }).getByRole('listitem');
  expect(await tokens.count()).toBeGreaterThan(1);
  const dai = tokens.filter({ hasText: 'Dai Stablecoin (DAI)' });
  await expect(dai).toContainText(DAI);
  await expect(figure(dai, 'Balance')).toHaveText(BALANCE);
  await expect(figure(dai, 'Price')).toHaveText('$1.00');
  await expect(figure(dai, 'Value')).toHaveText(USD);
  const etherscan = dai.getByRole('link', { name: /^View on Etherscan/ });
  await expect(etherscan).toHaveText('View on Etherscan');
  await expect(etherscan).toHaveAttribute('href', `https://etherscan.io/token/${DAI}`);
  await expect(etherscan).toHaveAttribute('target', '_blank');

  // Largest value first: every devnet token has a price, so the values come in descending order.
  const values = await tokens.evaluateAll((rows) =>
    rows.map((row) => {
      const label = [...row.querySelectorAll('dt')].find((dt) => dt.textContent === 'Value');
      return Number((label?.nextElementSibling?.textContent ?? '').replace(/[$,]/g, ''));
    }),
  );
  expect([...values].sort((a, b) => b - a)).toEqual(values);
});
