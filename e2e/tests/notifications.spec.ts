// Alerts end to end: a devnet whale tracked with the default options swaps ether for USDC on the
// devnet's Uniswap V3 router; the wallet monitor turns the transaction into one alert in words with
// USD; the toast waits while a dialog is open, then links the transaction's page in the product, with
// its latency receipt; the bell lists it and the mailbox has it — then a test notification.
import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { devnetBlockTime, devnetPrice, devnetWhales, swapEthForUsdc } from '../support/devnet';
import { latestEmailTo } from '../support/mailbox';
import { createAccount, signIn } from '../support/session';
import { addWallet, card, openSettings, registerTab } from '../support/tracking';

const NICKNAME = 'Notified Orca';
const format = () => createRequire(import.meta.url)('@whalewatch/shared/format') as typeof import('@whalewatch/shared/format');

/**
 * The alert's words: 10 ETH at the devnet's price at the swap's block (its prices move), and what the
 * router paid, quoted at that price less its 0.3 % fee.
 */
async function swapWords(swap: { amountOut: bigint; blockNumber: bigint }): Promise<RegExp> {
  const { formatAmount, formatCompactUsd } = format();
  const usd = 10 * devnetPrice('ETH', await devnetBlockTime(swap.blockNumber));
  const words = `swapped 10 ETH (${formatCompactUsd(usd)}) for ${formatAmount(String(Number(swap.amountOut) / 1e6))} USDC on Uniswap V3`;
  // The wallet's 30-day record goes beside its name once anything computed it (the analyzer's holders).
  return new RegExp(`${NICKNAME}( \\([^)]+ 30 d, \\d+ % wins\\))? ${words.replace(/[$().]/g, '\\$&')}`);
}

const bell = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ });

async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test("a tracked whale's swap: one toast in words with USD (never over an open dialog), its page with the latency receipt, the bell and an email", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const whale = devnetWhales()[3];
  const account = await createAccount();
  await signIn(page, account);

  // Registered with the default monitor options: 0.1 ETH minimum, on tokens too through their USD value.
  await page.goto('/register');
  await addWallet(page, whale, NICKNAME);
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await openSettings(page);
  const before = await unreadCount(page);

  // The user is in a dialog when the whale swaps.
  await card(page, NICKNAME).getByRole('button', { name: 'Monitoring Options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Monitoring Options' });
  await expect(dialog).toBeVisible();
  const swap = await swapEthForUsdc(whale, '10');
  const SWAP_WORDS = await swapWords(swap);

  // The bell counts it, but no toast covers the open dialog.
  await expect.poll(() => unreadCount(page), { timeout: 30_000 }).toBeGreaterThan(before);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  const toast = toasts.getByRole('status').filter({ hasText: SWAP_WORDS });
  await expect(toast).toHaveCount(0);

  // Closed: the alert shows, once, with a link to the transaction's page in the product.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast).toHaveCount(1);
  const link = toast.getByRole('link', { name: 'View transaction' });
  await expect(link).toHaveAttribute('href', `/tx/${swap.hash}`);
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/tx/${swap.hash}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await expect(page.getByRole('heading', { name: SWAP_WORDS })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latency receipt' })).toBeVisible();
  await expect(page.getByText(/^Delivered \d+\.\d{2} s after the block was seen$/)).toBeVisible();
  // The devnet's transactions exist on no public explorer.
  await expect(page.getByRole('link', { name: 'View on Etherscan' })).toHaveCount(0);

  // The bell's list has it with the same words and page.
  await bell(page).click();
  const centre = page.getByRole('region', { name: 'Notification centre' });
  const item = centre.getByRole('listitem').filter({ hasText: SWAP_WORDS });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: 'View transaction' })).toHaveAttribute('href', `/tx/${swap.hash}`);

  // The first alert of a wallet is emailed at once, with the page's address.
  const email = await latestEmailTo(account.email, 2);
  expect(email.subject).toMatch(new RegExp(`^Whalewatch: ${SWAP_WORDS.source}$`));
  expect(email.text).toContain(`/tx/${swap.hash}`);
  expect(email.text).not.toContain('etherscan.io');

  // A test notification goes through the same channels.
  await centre.getByRole('button', { name: 'Send test notification' }).click();
  await expect(toasts.getByRole('status').filter({ hasText: 'Test notification: notifications are working' })).toHaveCount(1);
  await expect(centre.getByRole('listitem').filter({ hasText: 'Test notification: notifications are working' })).toHaveCount(1);

  // Mark all read: what was listed is read (new moves may already be arriving).
  const unreadBefore = await unreadCount(page);
  await centre.getByRole('button', { name: 'Mark all read' }).click();
  await expect.poll(() => unreadCount(page)).toBeLessThan(unreadBefore);
});
