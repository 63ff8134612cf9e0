// The /register screen as a user works it: its two tabs, the wallets to add, and the saved cards.
import { expect, type Page } from '@playwright/test';

export const registerTab = (page: Page) => page.getByRole('tabpanel', { name: 'Register Wallets' });
export const settingsTab = (page: Page) => page.getByRole('tabpanel', { name: 'Settings' });
export const card = (page: Page, name: string) => settingsTab(page).getByRole('listitem', { name, exact: true });

export async function addWallet(page: Page, address: string, nickname = '') {
  await registerTab(page).getByLabel('Wallet Address').fill(address);
  await registerTab(page).getByLabel('Nickname (optional)').fill(nickname);
  await registerTab(page).getByRole('button', { name: 'Add Wallet' }).click();
}

export async function openSettings(page: Page) {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(settingsTab(page).getByRole('heading', { name: 'Manage Your Tracked Wallets' })).toBeVisible();
}
