import { MESSAGES } from '@whalewatch/shared';
import { buildTrackedWallet, renderWithProviders } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newTrackedWallet } from './newTrackedWallet';
import { CHECK_INTERVAL_TOO_SHORT, REGISTRATION_COMING_SOON, RegistrationForm } from './RegistrationForm';

const WHALE = '0x28C6c06298d514Db089934071355E5743bf21d60';
const OTHER_WHALE = '0x21a31Ee1afC51d94C2eFcCAa2092aD1028285549';

async function addWallet(address: string, nickname = '') {
  await userEvent.type(screen.getByLabelText('Wallet Address'), address);
  if (nickname) await userEvent.type(screen.getByLabelText('Nickname (optional)'), nickname);
  await userEvent.click(screen.getByRole('button', { name: 'Add Wallet' }));
}

const walletRows = () => within(screen.getByRole('list', { name: 'Wallets to register' })).getAllByRole('listitem');

describe('RegistrationForm', () => {
  it("has a 'Check Interval (milliseconds)' number field of 60000 with a minimum of 1000", () => {
    renderWithProviders(<RegistrationForm />, { user: true });
    const interval = screen.getByLabelText('Check Interval (milliseconds)');
    expect(interval).toHaveAttribute('type', 'number');
    expect(interval).toHaveAttribute('min', '1000');
    expect(interval).toHaveValue(60000);
    expect(screen.getByLabelText('Nickname (optional)')).toBeInTheDocument();
  });

  it("shows 'Please enter a valid wallet address' when adding an address that is not 0x + 40 hex", async () => {
    renderWithProviders(<RegistrationForm />, { user: true });
    await addWallet('0x1234');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid wallet address');
    expect(screen.queryByRole('list', { name: 'Wallets to register' })).not.toBeInTheDocument();
  });

  it('adds a wallet under its nickname and clears the inputs', async () => {
    renderWithProviders(<RegistrationForm />, { user: true });
    await addWallet(WHALE, 'Binance 14');
    expect(walletRows()).toHaveLength(1);
    expect(walletRows()[0]).toHaveTextContent('Binance 14');
    expect(walletRows()[0]).toHaveTextContent(WHALE);
    expect(screen.getByLabelText('Wallet Address')).toHaveValue('');
    expect(screen.getByLabelText('Nickname (optional)')).toHaveValue('');
  });

  it('adds a wallet with the Enter key', async () => {
    renderWithProviders(<RegistrationForm />, { user: true });
    await userEvent.type(screen.getByLabelText('Wallet Address'), `${WHALE}{Enter}`);
    expect(walletRows()).toHaveLength(1);
  });

  it('gives a new wallet the spec defaults: nickname = address, all monitoring on, minimum value 0.1 ETH', () => {
    expect(newTrackedWallet(` ${WHALE} `, '  ')).toEqual(buildTrackedWallet({ address: WHALE }));
    expect(newTrackedWallet(WHALE, 'Binance 14').nickname).toBe('Binance 14');
  });

  it('removes a wallet from the list with its Remove button', async () => {
    renderWithProviders(<RegistrationForm />, { user: true });
    await addWallet(WHALE, 'First');
    await addWallet(OTHER_WHALE, 'Second');
    const removeFirst = within(walletRows()[0]).getByRole('button', { name: 'Remove' });
    expect(removeFirst).toHaveAccessibleDescription(WHALE);
    await userEvent.click(removeFirst);
    expect(walletRows()).toHaveLength(1);
    expect(walletRows()[0]).toHaveTextContent('Second');
  });

  it("shows 'Please add at least one wallet' when registering none", async () => {
    renderWithProviders(<RegistrationForm />, { user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Register Wallets' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one wallet');
    expect(MESSAGES.noWallets).toBe('Please add at least one wallet');
  });

  it('rejects a check interval under 1000 milliseconds', async () => {
    renderWithProviders(<RegistrationForm />, { user: true });
    await addWallet(WHALE);
    const interval = screen.getByLabelText('Check Interval (milliseconds)');
    await userEvent.clear(interval);
    await userEvent.type(interval, '999');
    await userEvent.click(screen.getByRole('button', { name: 'Register Wallets' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CHECK_INTERVAL_TOO_SHORT);
    expect(screen.queryByText(REGISTRATION_COMING_SOON)).not.toBeInTheDocument();
  });

  it('says wallet registration is coming soon instead of pretending to register', async () => {
    renderWithProviders(<RegistrationForm />, { user: true });
    await addWallet(WHALE);
    await userEvent.click(screen.getByRole('button', { name: 'Register Wallets' }));
    expect(await screen.findByText('Wallet registration is coming soon.')).toBeInTheDocument();
    expect(screen.queryByText('Registration successful!')).not.toBeInTheDocument();
    expect(walletRows()).toHaveLength(1);
  });
});
