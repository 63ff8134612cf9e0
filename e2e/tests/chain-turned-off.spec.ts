// A chain turned off while wallets watch it (issue 35): an operator restarts the product without Base.
// Nothing of the user's is deleted: the tracked wallet stays, and its card says its moves on Base no
// longer reach them. Its own product (the suite's + 200 on every port, its own data), started twice.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { devnetWhales, sendEtherOnL2 } from '../support/devnet';
import { DEVNET_L2_PORT, productBeside } from '../support/product';
import { startProduct, type RunningProduct } from '../support/product-process';
import { createAccount, signIn } from '../support/session';
import { addWallet, card, openSettings, registerTab } from '../support/tracking';

const OFFSET = 200;
const NICKNAME = 'Rollup Orca';
const bothChains = productBeside('chain-turned-off', OFFSET, {});
const ethereumOnly = productBeside('chain-turned-off', OFFSET, { CHAINS: '31337' });
let product: RunningProduct | undefined;

test.beforeAll(async () => {
  test.setTimeout(8 * 60_000);
  fs.rmSync(bothChains.env.DATA_DIR, { recursive: true, force: true });
  product = await startProduct(bothChains.env, 'product on Ethereum and Base');
});

test.afterAll(async () => {
  await product?.stop();
});

test('a wallet alerted on Base is kept, marked "Not watched on Base", once the product no longer watches Base', async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  const context = await browser.newContext({ baseURL: bothChains.endpoints.shellUrl });
  const page = await context.newPage();
  const whale = devnetWhales()[2];
  await signIn(page, await createAccount(undefined, bothChains.endpoints));
  await page.goto('/register');
  await addWallet(page, whale, NICKNAME);
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();

  await sendEtherOnL2(whale, devnetWhales()[3], '2468.5', DEVNET_L2_PORT + OFFSET);
  const toast = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status')
    .filter({ hasText: /sent 2,468\.5 ETH .* on Base/ });
  await expect(toast).toHaveCount(1, { timeout: 30_000 });
  // While Base is watched, the card says nothing of it.
  await openSettings(page);
  await expect(card(page, NICKNAME)).toBeVisible();
  await expect(card(page, NICKNAME)).not.toContainText('Not watched on');

  await product?.stop();
  product = await startProduct(ethereumOnly.env, 'the same product on Ethereum only');

  // The session outlives the restart (its signing key is in the product's data directory).
  await page.goto('/register');
  await openSettings(page);
  await expect(card(page, NICKNAME)).toContainText('Not watched on Base: this Whalewatch no longer watches that chain');
  // Its Base alert is kept as well.
  await page.goto('/dashboard');
  await expect(page.getByText(/sent 2,468\.5 ETH/).first()).toBeVisible({ timeout: 30_000 });
  await context.close();
});
