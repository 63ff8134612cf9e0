import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StealthWallet, { STEALTH_SAVING_COMING_SOON } from './StealthWallet';

describe('StealthWallet', () => {
  it("shows 'Please Sign In - You need to be signed in to access the StealthWallet feature.' when signed out", () => {
    renderWithProviders(<StealthWallet />, { route: '/stealth' });
    expect(screen.getByRole('heading', { level: 1, name: 'Please Sign In' })).toBeInTheDocument();
    expect(screen.getByText('You need to be signed in to access the StealthWallet feature.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Stealth List' })).not.toBeInTheDocument();
  });

  it("shows the title, the tagline 'Protect your wallets from being tracked by others' and the empty list when signed in", () => {
    renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
    expect(screen.getByRole('heading', { level: 1, name: 'StealthWallet' })).toBeInTheDocument();
    expect(screen.getByText('Protect your wallets from being tracked by others')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Stealth Wallets' })).toHaveTextContent(
      'No wallets in your stealth list yet.',
    );
  });

  it("has the form 'Add Wallet to Stealth List' with a Wallet Address field asking for an address starting 0x", () => {
    renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
    expect(screen.getByRole('form', { name: 'Add Wallet to Stealth List' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet Address')).toHaveAttribute('placeholder', 'Enter Ethereum address (0x...)');
    expect(screen.getByRole('button', { name: 'Add to Stealth List' })).toBeEnabled();
  });

  it("shows 'Please enter a valid wallet address' for an address that is not 0x + 40 hex", async () => {
    renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
    await userEvent.type(screen.getByLabelText('Wallet Address'), '0x28C6c06298d514Db089934071355E5743bf21d6');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Stealth List' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid wallet address');
  });

  it('says stealth list saving is coming soon for a valid address, and lists nothing', async () => {
    renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
    await userEvent.type(screen.getByLabelText('Wallet Address'), '0x28C6c06298d514Db089934071355E5743bf21d60');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Stealth List' }));
    expect(await screen.findByText(STEALTH_SAVING_COMING_SOON)).toHaveTextContent('Stealth list saving is coming soon.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No wallets in your stealth list yet.')).toBeInTheDocument();
  });
});
