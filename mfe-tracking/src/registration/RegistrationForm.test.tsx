import { DEFAULT_MONITOR_OPTIONS, MESSAGES, WALLET_LIMIT_REACHED } from '@whalewatch/shared';
import { buildTrackedWallet, fail, failWith } from '@whalewatch/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CHECK_INTERVAL_INVALID } from '../check-interval/CheckIntervalField';
import { TRACKING_STARTED } from '../overlay/useTrackingOverlay';
import { overlayWith, registerPanel, renderWalletTracking, settingsPanel, toasts, USER } from '../testing/renderWalletTracking';
import { REGISTRATION_FAILED } from '../tracking-api/trackingApi';
import { newTrackedWallet } from './newTrackedWallet';
import { REGISTRATION_SUCCESSFUL, WALLET_ALREADY_ADDED } from './RegistrationForm';
import { walletsUsed } from './WalletUsage';

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

  it('gives a new wallet the spec defaults: nickname = address, all monitoring on, minimum value 0.1 ETH, both directions, no unpriced tokens, every chain', () => {
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
        chainsOff: [],
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
      // Each wallet's address, nickname (its address when none is given) and the default options.
      wallets: [
        { address: WHALE, nickname: 'Binance 14', monitorOptions: DEFAULT_MONITOR_OPTIONS },
        { address: OTHER_WHALE, nickname: OTHER_WHALE, monitorOptions: DEFAULT_MONITOR_OPTIONS },
      ],
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

  it("shows the plan-limit message once, in the overlay, with 'See plans' leading to /pricing, when the server says 'Subscription limit reached'", async () => {
    const rendered = await renderWalletTracking();
    rendered.server.answer('POST /users/register', fail('subscription_limit', 'Free', 'tracks up to 1 wallet'));
    await addWallet(rendered, WHALE);
    await addWallet(rendered, OTHER_WHALE);
    await rendered.user.click(registerButton());

    await waitFor(() => expect(overlayWith(WALLET_LIMIT_REACHED)).toHaveAttribute('role', 'alert'));
    expect(WALLET_LIMIT_REACHED).toBe("You have reached your plan's wallet limit. Please upgrade your subscription.");
    expect(screen.getAllByText(WALLET_LIMIT_REACHED)).toHaveLength(1);
    expect(toasts().queryByText(/Subscription limit reached/)).not.toBeInTheDocument();
    expect(overlayWith(TRACKING_STARTED)).toBeNull();
    expect(await registerPanel().findByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(walletRows()).toHaveLength(2);
  });

  it('shows any other server message as it is, and keeps the list', async () => {
    const rendered = await renderWalletTracking();
    rendered.server.answer(
      'POST /users/register',
      failWith(400, 'wallets.1.address: Each wallet can be listed only once', 'invalid_request'),
    );
    await addWallet(rendered, WHALE);
    await rendered.user.click(registerButton());

    expect(await toasts().findByText('wallets.1.address: Each wallet can be listed only once')).toBeInTheDocument();
    expect(overlayWith('wallets.1.address: Each wallet can be listed only once')).toBeNull();
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

describe('Register Wallets tab: the saved check interval', () => {
  const savedWallet = buildTrackedWallet({ address: OTHER_WHALE, nickname: 'Saved whale' });

  it('starts from the saved interval and registers with it, so the saved one stays', async () => {
    const rendered = await renderWalletTracking({ settings: { wallets: [savedWallet], check_interval: 30000 } });
    expect(registerPanel().getByLabelText('Check Interval (milliseconds)')).toHaveValue(30000);
    await addWallet(rendered, WHALE);
    await rendered.user.click(registerButton());

    expect(await toasts().findByText(REGISTRATION_SUCCESSFUL)).toBeInTheDocument();
    expect(rendered.server.requestsTo('POST /users/register')[0].body).toMatchObject({ checkInterval: 30000 });
    await rendered.user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(settingsPanel().getByLabelText('Check Interval (milliseconds)')).toHaveValue(30000);
  });

  it('takes the interval just set on the Settings tab: Set Interval 30000, then a registration keeps 30000', async () => {
    const rendered = await renderWalletTracking();
    await rendered.user.click(screen.getByRole('tab', { name: 'Settings' }));
    const settingsInterval = settingsPanel().getByLabelText('Check Interval (milliseconds)');
    await rendered.user.clear(settingsInterval);
    await rendered.user.type(settingsInterval, '30000');
    await rendered.user.click(settingsPanel().getByRole('button', { name: 'Set Interval' }));
    expect(await toasts().findByText('Settings updated successfully!')).toBeInTheDocument();

    await rendered.user.click(screen.getByRole('tab', { name: 'Register Wallets' }));
    expect(registerPanel().getByLabelText('Check Interval (milliseconds)')).toHaveValue(30000);
    await addWallet(rendered, WHALE);
    await rendered.user.click(registerButton());

    expect(await toasts().findByText(REGISTRATION_SUCCESSFUL)).toBeInTheDocument();
    expect(rendered.server.requestsTo('POST /users/register')[0].body).toMatchObject({ checkInterval: 30000 });
    expect(rendered.server.state.settings.check_interval).toBe(30000);
    await rendered.user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(settingsPanel().getByLabelText('Check Interval (milliseconds)')).toHaveValue(30000);
  });

  it('offers neither the interval nor Register Wallets until the saved settings have loaded', async () => {
    let release = () => undefined as void;
    await renderWalletTracking(
      { settings: { wallets: [], check_interval: 45000 } },
      { settled: false, prepare: (server) => (release = server.hold('GET /users/settings')) },
    );
    expect(registerPanel().getByLabelText('Check Interval (milliseconds)')).toBeDisabled();
    expect(registerButton()).toBeDisabled();
    await act(async () => release());

    await waitFor(() => expect(registerPanel().getByLabelText('Check Interval (milliseconds)')).toHaveValue(45000));
    expect(registerPanel().getByLabelText('Check Interval (milliseconds)')).toBeEnabled();
    expect(registerButton()).toBeEnabled();
  });

  it('says when the saved settings could not be read, and registers only with an interval the user types', async () => {
    const rendered = await renderWalletTracking({}, { prepare: (server) => server.answer('GET /users/settings', fail('internal_error')) });
    expect(registerPanel().getByRole('alert')).toHaveTextContent('Internal server error');
    const interval = registerPanel().getByLabelText('Check Interval (milliseconds)');
    expect(interval).toHaveValue(null);
    await addWallet(rendered, WHALE);
    await rendered.user.click(registerButton());
    expect(rendered.server.requestsTo('POST /users/register')).toHaveLength(0);

    await rendered.user.type(interval, '20000');
    await rendered.user.click(registerButton());
    expect(await toasts().findByText(REGISTRATION_SUCCESSFUL)).toBeInTheDocument();
    expect(rendered.server.requestsTo('POST /users/register')[0].body).toMatchObject({ checkInterval: 20000 });
  });
});

describe('Register Wallets tab: wallets used', () => {
  const tracked = (count: number) =>
    [WHALE, OTHER_WHALE, '0x' + '3'.repeat(40)].slice(0, count).map((address) => buildTrackedWallet({ address }));

  it("shows '1 of 6 wallets used' from the plan's limit and the tracked wallets, and counts a registration", async () => {
    const rendered = await renderWalletTracking({ settings: { wallets: tracked(1), check_interval: 60000 }, walletLimit: 6 });
    expect(await registerPanel().findByText('1 of 6 wallets used')).toBeVisible();
    expect(registerPanel().queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();

    await addWallet(rendered, OTHER_WHALE);
    await rendered.user.click(registerButton());
    expect(await registerPanel().findByText('2 of 6 wallets used')).toBeVisible();
    expect(rendered.server.requestsTo('GET /billing/plan')[0].headers.get('Authorization')).toBe('Bearer test-token');
  });

  it("offers 'See plans' (/pricing) once the plan is full", async () => {
    await renderWalletTracking({ settings: { wallets: tracked(3), check_interval: 60000 }, walletLimit: 3 });
    expect(await registerPanel().findByText('3 of 3 wallets used')).toBeVisible();
    expect(registerPanel().getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(walletsUsed(0, 1)).toBe('0 of 1 wallet used');
  });

  it('leaves the line out when the plan cannot be read', async () => {
    const rendered = await renderWalletTracking({}, { prepare: (server) => server.answer('GET /billing/plan', fail('internal_error')) });
    await waitFor(() => expect(rendered.server.requestsTo('GET /billing/plan')).toHaveLength(1));
    expect(registerPanel().queryByText(/wallets? used/)).not.toBeInTheDocument();
    expect(registerButton()).toBeEnabled();
  });
});

describe('Register Wallets tab: the list of wallets to add', () => {
  it('shows a wallet added without a nickname by its address once, in EIP-55 case', async () => {
    const rendered = await renderWalletTracking();
    await addWallet(rendered, WHALE.toLowerCase());
    expect(walletRows()[0]).toHaveTextContent(new RegExp(`^${WHALE}Remove$`));
    expect(within(walletRows()[0]).getByRole('button', { name: 'Remove' })).toHaveAccessibleDescription(WHALE);
  });

  it('wraps an address its row cannot hold into two even halves (shared Address), under a nickname too', async () => {
    const rendered = await renderWalletTracking();
    await addWallet(rendered, WHALE.toLowerCase());
    await addWallet(rendered, OTHER_WHALE, 'Binance 16');
    for (const [row, address] of [
      [walletRows()[0], WHALE],
      [walletRows()[1], OTHER_WHALE],
    ] as const) {
      // Chromium balances the lines break-all allows: 21 + 21 characters (the e2e width sweep measures it).
      expect(getComputedStyle(within(row).getByText(address))).toMatchObject({ wordBreak: 'break-all', textWrap: 'balance' });
    }
  });
});
