// Real-time notifications end to end: a devnet whale tracked with every option, the simulator moving
// its funds, the wallet monitor noticing, and the user seeing it as a toast, in the bell's count and
// list, and in their mailbox — then a test notification through the same channels.
import { expect, test, type Page } from '@playwright/test';
import { devnetTransaction, devnetWhales } from '../support/devnet';
import { latestEmailTo } from '../support/mailbox';
import { createAccount, signIn } from '../support/session';
import { addWallet, card, openSettings, registerTab } from '../support/tracking';

const NICKNAME = 'Notified Orca';
/** What the monitor says of the whale: '{nickname}: received|sent|approved …'. */
const ABOUT_THE_WHALE = new RegExp(`^${NICKNAME}: (received|sent|approved) `);

const bell = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ });

async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test('a tracked devnet whale moves funds: a toast, a growing bell count, the list, and an email', async ({ page }) => {
  test.setTimeout(150_000);
  const whale = devnetWhales()[3];
  const account = await createAccount();
  await signIn(page, account);

  // Registered with every option on, and no minimum: every move of the whale is news.
  await page.goto('/register');
  await addWallet(page, whale, NICKNAME);
  await registerTab(page).getByRole('button', { name: 'Register Wallets' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await openSettings(page);
  await card(page, NICKNAME).getByRole('button', { name: 'Monitoring Options' }).click();
  const options = page.getByRole('dialog', { name: 'Monitoring Options' });
  for (const option of ['Monitor Token Transfers', 'Monitor Token Approvals', 'Monitor Ether Transfers']) {
    await expect(options.getByRole('checkbox', { name: option })).toBeChecked();
  }
  await options.getByLabel('Minimum Transaction Value (ETH)').fill('0');
  await options.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();
  const before = await unreadCount(page);

  // The simulator moves the whale's funds every few blocks (2 s each); the toast links the transaction.
  const toasts = page.getByRole('region', { name: 'Notifications' });
  const toast = toasts.getByRole('status').filter({ hasText: ABOUT_THE_WHALE }).last();
  await expect(toast).toBeVisible({ timeout: 90_000 });
  // One toast read at once: the whale keeps moving, and toasts come and go.
  const { message, href } = await (await toast.elementHandle())!.evaluate((element) => ({
    message: element.querySelector('span')?.textContent ?? '',
    href: element.querySelector('a')?.getAttribute('href') ?? '',
  }));
  expect(href).toMatch(/^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/);
  const onChain = await devnetTransaction(href.split('/tx/')[1]);
  // The whale sent it, received ether from it, or is named in its calldata (a token move or approval).
  expect(`${onChain.from} ${onChain.to} ${onChain.input}`.toLowerCase()).toContain(whale.toLowerCase().slice(2));

  await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBeGreaterThan(before);

  // The bell's list has it, newest first, with the same wording and link.
  await bell(page).click();
  const centre = page.getByRole('region', { name: 'Notification centre' });
  const item = centre.getByRole('listitem').filter({ hasText: message });
  await expect(item.first()).toBeVisible();
  await expect(item.first().getByRole('link', { name: 'View transaction' })).toHaveAttribute('href', href);

  // And the mailbox: one email per notification, or a digest when several arrived together.
  const email = await latestEmailTo(account.email, 2);
  expect(email.subject).toMatch(/^Whalewatch: /);
  expect(email.text).toContain(NICKNAME);
  expect(email.text).toMatch(/https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}/);

  // A test notification goes through the same channels.
  await centre.getByRole('button', { name: 'Send test notification' }).click();
  await expect(toasts.getByRole('status').filter({ hasText: 'Test notification: notifications are working' })).toHaveCount(1);
  await expect(centre.getByRole('listitem').filter({ hasText: 'Test notification: notifications are working' })).toHaveCount(1);

  // Mark all read: what was listed is read (new moves may already be arriving).
  const unreadBefore = await unreadCount(page);
  await centre.getByRole('button', { name: 'Mark all read' }).click();
  await expect.poll(() => unreadCount(page)).toBeLessThan(unreadBefore);
});
