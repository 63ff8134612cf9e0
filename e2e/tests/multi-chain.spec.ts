// Two chains in the embedded default (issue 35): the devnet's L1 standing in for Ethereum and its L2 for
// Base. A tracked whale's move on the L2 arrives as one toast that names the chain and links its page
// there; the wallet's page shows its holdings on both chains and their total; the analyzer's chain switch
// keeps the chain in the URL and says so of one it does not know.
import { expect, test } from '@playwright/test';
import { devnetWhales, sendEtherOnL2 } from '../support/devnet';
import { createAccount, signIn } from '../support/session';
import { addWallet, registerTab } from '../support/tracking';

const NICKNAME = 'Bridging Narwhal';

test("a whale's move on Base: one toast naming the chain, linking the transaction's page on Base", async ({ page }) => {
  test.setTimeout(120_000);
  const whale = devnetWhales()[6];
  await signIn(page, await createAccount());
  await page.goto('/register');
  await addWallet(page, whale, NICKNAME);
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();

  // An amount no simulated move makes, so this test's alert is told apart from the whales' own.
  const hash = await sendEtherOnL2(whale, devnetWhales()[7], '4321.5');
  const toast = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status')
    // The wallet's 30-day record goes beside its name once anything computed it (another spec's analysis).
    .filter({
      hasText: new RegExp(`${NICKNAME}( \\([^)]+ 30 d, \\d+ % wins\\))? sent 4,321\\.5 ETH \\(\\$[\\d.,]+[KM]?\\) to .+ on Base`),
    });
  await expect(toast).toHaveCount(1, { timeout: 30_000 });
  await expect(toast.getByText('Chain: Base')).toBeVisible();
  const link = toast.getByRole('link', { name: 'View transaction' });
  await expect(link).toHaveAttribute('href', `/tx/base/${hash}`);
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/tx/base/${hash}$`));
  await expect(page.getByText(/on Base/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`${NICKNAME}( \\([^)]+\\))? sent 4,321\\.5 ETH`) })).toBeVisible();
});

test("a wallet's page shows its holdings on Ethereum and on Base, the total of both, and its record on Base", async ({ page }) => {
  test.setTimeout(120_000);
  const whale = devnetWhales()[1];
  const hash = await sendEtherOnL2(whale, devnetWhales()[2], '1357.25');
  await signIn(page, await createAccount());
  await page.goto(`/wallet/${whale}`);

  const holdings = page.getByRole('region', { name: 'Holdings now' });
  await expect(holdings.getByRole('heading', { name: 'Ethereum' })).toBeVisible({ timeout: 30_000 });
  await expect(holdings.getByRole('heading', { name: 'Base' })).toBeVisible();
  await expect(holdings.getByText('All chains', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Its record on Base: the switch keeps the chain in the URL, and the activity is Base's.
  await page.getByLabel('Chain', { exact: true }).selectOption({ label: 'Base' });
  await expect(page).toHaveURL(new RegExp(`/wallet/${whale}\\?chain=base$`, 'i'));
  const activity = page.getByRole('region', { name: 'Activity', exact: true });
  await expect(activity.getByRole('link', { name: /1,357\.25 ETH/ }).first()).toHaveAttribute('href', `/tx/base/${hash}`, {
    timeout: 60_000,
  });
  // Its holdings still show both chains.
  await expect(holdings.getByRole('heading', { name: 'Ethereum' })).toBeVisible();
});

test('the analyzer keeps its chain in the URL, and says so of a chain it does not watch', async ({ page }) => {
  await signIn(page, await createAccount());
  await page.goto('/analyzer?chain=base');

  const chain = page.getByLabel('Chain');
  await expect(chain).toHaveValue('base');
  await expect(page.getByText('Paste the address of a token on Base.')).toBeVisible();
  await chain.selectOption({ label: 'Ethereum' });
  await expect(page).toHaveURL(/\/analyzer\?chain=ethereum$/);
  await expect(page.getByRole('region', { name: 'Popular Token Examples' })).toBeVisible();

  await page.goto('/analyzer?chain=solana');
  await expect(page.getByRole('alert')).toContainText('Unknown chain "solana".');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Base' })).toHaveAttribute('href', '/analyzer?chain=base');
});
