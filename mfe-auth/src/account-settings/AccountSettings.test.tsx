import { fakeAccountState, renderWithProviders, serveFakeAccount, signInToAccount } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import AccountSettings, { ACCOUNT_SETTINGS_TITLE } from './AccountSettings';

it('shows its title and the five sections, each a region named by its heading', async () => {
  const state = fakeAccountState();
  serveFakeAccount(state);
  await signInToAccount(state, 'aal1');
  renderWithProviders(<AccountSettings />, { route: '/account' });
  expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_SETTINGS_TITLE })).toBeInTheDocument();
  for (const name of ['Two-factor authentication', 'Wallet', "Where you're signed in", 'Account activity', 'Delete account']) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/settings/notifications');
  expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
  expect(await screen.findByText('Nothing happened to your account in the last 90 days.')).toBeInTheDocument();
});
