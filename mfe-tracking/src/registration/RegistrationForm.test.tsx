import { MESSAGES, WALLET_LIMIT_REACHED } from '@whalewatch/shared';
import { buildTrackedWallet, failWith } from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CHECK_INTERVAL_INVALID } from '../check-interval/CheckIntervalField';
import { TRACKING_STARTED } from '../overlay/useTrackingOverlay';
import { overlayWith, registerPanel, renderWalletTracking, settingsPanel, toasts, USER } from '../testing/renderWalletTracking';
import { REGISTRATION_FAILED } from '../tracking-api/trackingApi';
import { newTrackedWallet } from './newTrackedWallet';
import { REGISTRATION_SUCCESSFUL, WALLET_ALREADY_ADDED } from './RegistrationForm';

const WHALE = '0x28C6c06298d514Db089934071355E5743bf21d60';
const OTHER_WHALE = '0x21a31Ee1afC51d94C2eFcCAa2092aD1028285549';

type Rendered = Awaited<ReturnType<typeof renderWalletTracking>>;

async function addWallet({ user }: Rendered, address: string, nickname = '') {
  await user.type(registerPanel().getByLabelText('Wallet Address'), address);
  if (nickname) await user.type(registerPanel().getByLabelText('Nickname (optional)'), nickname);
  await user.click(registerPanel().getByRole('button', { name: 'Add Wallet' }));
}

const walletRows = () => within(registerPanel().getByRole('list', { name: 'Wallets to register' })).getAllByRole('listitem');
const registerButton = () => registerPanel().getByRole('button', { name: 'Register Wallets' });

describe('Register Wallets tab', () => {
  it("has a 'Check Interval (milliseconds)' number field of 60000 with a minimum of 1000", async () => {
    await renderWalletTracking();
    const interval = registerPanel().getByLabelText('Check Interval (milliseconds)');
    expect(interval).toHaveAttribute('type', 'number');
    expect(interval).toHaveAttribute('min', '1000');
    expect(interval).toHaveValue(60000);
    expect(registerPanel().getByLabelText('Nickname (optional)')).toBeInTheDocument();
  });

  it("shows 'Please enter a valid wallet address' when adding an address that is not 0x + 40 hex", async () => {
    const rendered = await renderWalletTracking();
    await addWallet(rendered, '0x1234');
    expect(registerPanel().getByRole('alert')).toHaveTextContent('Please enter a valid wallet address');
    expect(registerPanel().queryByRole('list', { name: 'Wallets to register' })).not.toBeInTheDocument();
  });

  it('adds a wallet under its nickname and clears the inputs', async () => {
    const rendered = await renderWalletTracking();
    await addWallet(rendered, WHALE, 'Binance 14');
    expect(walletRows()).toHaveLength(1);
    expect(walletRows()[0]).toHaveTextContent('Binance 14');
    expect(walletRows()[0]).toHaveTextContent(WHALE);
    expect(registerPanel().getByLabelText('Wallet Address')).toHaveValue('');
    expect(registerPanel().getByLabelText('Nickname (optional)')).toHaveValue('');
  });

  it('adds a wallet with the Enter key', async () => {
    const { user } = await renderWalletTracking();
    await user.type(registerPanel().getByLabelText('Wallet Address'), `${WHALE}{Enter}`);
    expect(walletRows()).toHaveLength(1);
  });

  it('does not list the same wallet twice, whatever its letter case', async () => {
    const rendered = await renderWalletTracking();
    await addWallet(rendered, WHALE);
    await addWallet(rendered, WHALE.toLowerCase());
    expect(registerPanel().getByRole('alert')).toHaveTextContent(WALLET_ALREADY_ADDED);
    expect(walletRows()).toHaveLength(1);
  });

  it('gives a new wallet the spec defaults: nickname = address, all monitoring on, minimum value 0.1 ETH, both directions, no unpriced tokens', () => {
    expect(newTrackedWallet(` ${WHALE} `, '  ')).toEqual({
      address: WHALE,
      nickname: WHALE,
      monitorOptions: {
        tokenTransfers: true,
        tokenApprovals: true,
        etherTransfers: true,
        minTransactionValue: 0.1,
        direction: 'both',
        alertUnpricedTokens: false,
      },
    });
    expect(newTrackedWallet(WHALE, 'Binance 14').nickname).toBe('Binance 14');
  });

  it('removes a wallet from the list with its Remove button', async () => {
    const rendered = await renderWalletTracking();
    await addWallet(rendered, WHALE, 'First');
    await addWallet(rendered, OTHER_WHALE, 'Second');
    const removeFirst = within(walletRows()[0]).getByRole('button', { name: 'Remove' });
    expect(removeFirst).toHaveAccessibleDescription(WHALE);
    await rendered.user.click(removeFirst);
    expect(walletRows()).toHaveLength(1);
    expect(walletRows()[0]).toHaveTextContent('Second');
  });

  it("shows 'Please add at least one wallet' when registering none, and sends nothing", async () => {
    const { user, server } = await renderWalletTracking();
    await user.click(registerButton());
    expect(registerPanel().getByRole('alert')).toHaveTextContent('Please add at least one wallet');
    expect(MESSAGES.noWallets).toBe('Please add at least one wallet');
    expect(server.requestsTo('POST /users/register')).toHaveLength(0);
  });

  it.each(['999', '1500.5', ''])('refuses the check interval %p and sends nothing', async (interval) => {
    const rendered = await renderWalletTracking();
    await addWallet(rendered, WHALE);
    const field = registerPanel().getByLabelText('Check Interval (milliseconds)');
    await rendered.user.clear(field);
    if (interval) await rendered.user.type(field, interval);
    await rendered.user.click(registerButton());
    expect(registerPanel().getByRole('alert')).toHaveTextContent(CHECK_INTERVAL_INVALID);
    expect(rendered.server.requestsTo('POST /users/register')).toHaveLength(0);
  });

  it("registers the wallets for the signed-in user: 'Registration successful!', the overlay, and the Settings tab shows them", async () => {
    const rendered = await renderWalletTracking();
    await addWallet(rendered, WHALE, 'Binance 14');
    await addWallet(rendered, OTHER_WHALE);
    const interval = registerPanel().getByLabelText('Check Interval (milliseconds)');
    await rendered.user.clear(interval);
    await rendered.user.type(interval, '5000');
    await rendered.user.click(registerButton());

    expect(await toasts().findByText(REGISTRATION_SUCCESSFUL)).toBeInTheDocument();
    expect(rendered.server.requestsTo('POST /users/register')[0].body).toEqual({
      email: USER.email,
      wallets: [buildTrackedWallet({ address: WHALE, nickname: 'Binance 14' }), buildTrackedWallet({ address: OTHER_WHALE })],
      checkInterval: 5000,
    });
    expect(rendered.server.requestsTo('POST /users/register')[0].headers.get('Authorization')).toBe('Bearer test-token');
    expect(overlayWith(TRACKING_STARTED)).toHaveAttribute('role', 'status');
    expect(registerPanel().queryByRole('list', { name: 'Wallets to register' })).not.toBeInTheDocument();

    await rendered.user.click(screen.getByRole('tab', { name: 'Settings' }));
    const cards = within(settingsPanel().getByRole('list', { name: 'Tracked wallets' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h4')?.textContent)).toEqual(['Binance 14', OTHER_WHALE]);
    expect(settingsPanel().getByLabelText('Check Interval (milliseconds)')).toHaveValue(5000);
    // The answer of the registration is what the tab shows: no second load.
    expect(rendered.server.requestsTo('GET /users/settings')).toHaveLength(1);
  });

  it("shows the plan-limit message, as a toast and in the overlay, when the server says 'Subscription limit reached'", async () => {
    const rendered = await renderWalletTracking();
    rendered.server.answer('POST /users/register', failWith(403, 'Subscription limit reached: the Free plan tracks up to 1 wallet.'));
    await addWallet(rendered, WHALE);
    await addWallet(rendered, OTHER_WHALE);
    await rendered.user.click(registerButton());

    expect(await toasts().findByText(WALLET_LIMIT_REACHED)).toBeInTheDocument();
    expect(WALLET_LIMIT_REACHED).toBe("You have reached your plan's wallet limit. Please upgrade your subscription.");
    expect(overlayWith(WALLET_LIMIT_REACHED)).toHaveAttribute('role', 'alert');
    expect(overlayWith(TRACKING_STARTED)).toBeNull();
    expect(walletRows()).toHaveLength(2);
  });

  it("shows any other server message as it is, and keeps the list", async () => {
    const rendered = await renderWalletTracking();
    rendered.server.answer('POST /users/register', failWith(400, 'Each wallet can be listed only once'));
    await addWallet(rendered, WHALE);
    await rendered.user.click(registerButton());

    expect(await toasts().findByText('Each wallet can be listed only once')).toBeInTheDocument();
    expect(overlayWith('Each wallet can be listed only once')).toBeNull();
    expect(walletRows()).toHaveLength(1);
  });

  it("shows 'Registration failed' when the server gives no message", async () => {
    const rendered = await renderWalletTracking();
    rendered.server.answer('POST /users/register', () => ({ status: 502 }));
    await addWallet(rendered, WHALE);
    await rendered.user.click(registerButton());

    expect(await toasts().findByText(REGISTRATION_FAILED)).toBeInTheDocument();
    expect(REGISTRATION_FAILED).toBe('Registration failed');
  });

  it('offers no second registration while one is under way', async () => {
    const rendered = await renderWalletTracking();
    const release = rendered.server.hold('POST /users/register');
    await addWallet(rendered, WHALE);
    await rendered.user.click(registerButton());

    expect(registerButton()).toBeDisabled();
    expect(registerButton()).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(registerButton()).toBeEnabled());
    expect(rendered.server.requestsTo('POST /users/register')).toHaveLength(1);
  });
});
