import { formatTimestamp, walletPath } from '@whalewatch/shared';
import {
  buildAddressLabel,
  buildTrackedWallet,
  buildTransaction,
  fail,
  failWith,
  renderWithProviders,
  serveFakeTracking,
} from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrackedWallets } from './TrackedWallets';

const BINANCE = '0x28C6c06298d514Db089934071355E5743bf21d60';
const WHALE = '0x6C3Bb5073e059B7b9b02496F58b5fF6d5b331866';
const wallets = [buildTrackedWallet({ address: BINANCE, nickname: 'Binance 14' }), buildTrackedWallet({ address: WHALE, nickname: WHALE })];
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
/** Seven transactions, newest first: the modal shows the newest five. */
const history = Array.from({ length: 7 }, (_, index) =>
  buildTransaction({
    hash: hash(7 - index),
    value: `${(7 - index) * 250}000000000000000`,
    from: BINANCE,
    to: index === 2 ? '' : '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    timeStamp: String(1_700_000_000 + (7 - index) * 60),
  }),
);

const serve = () => serveFakeTracking({ settings: { wallets, check_interval: 60000 }, transactions: { [BINANCE.toLowerCase()]: history } });

describe('TrackedWallets', () => {
  it("lists the user's tracked wallets, each with 'View Transactions'", async () => {
    serve();
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    const list = await screen.findByRole('list', { name: 'Tracked wallets' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Binance 14')).toBeInTheDocument();
    expect(within(items[0]).getByText(BINANCE)).toBeInTheDocument();
    expect(within(items[1]).getByText(WHALE)).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Binance 14' })).toHaveAttribute('href', walletPath(BINANCE));
    expect(within(items[1]).getByRole('link', { name: WHALE })).toHaveAttribute('href', walletPath(WHALE));
    expect(within(items[0]).getByRole('button', { name: 'View Transactions for Binance 14' })).toHaveTextContent('View Transactions');
  });

  it('says a wallet another user has protected since is protected, with no transactions to view', async () => {
    serveFakeTracking({ settings: { wallets: [wallets[0], { ...wallets[1], protected: true }], check_interval: 60000 } });
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    const items = within(await screen.findByRole('list', { name: 'Tracked wallets' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent(
      'This wallet is protected: its owner has put it on their stealth list, so you get no notifications or transactions for it.',
    );
    expect(within(items[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'View Transactions for Binance 14' })).toBeInTheDocument();
  });

  it("says a saved wallet past the plan's limit is not monitored", async () => {
    serveFakeTracking({ settings: { wallets: [wallets[0], { ...wallets[1], overPlanLimit: true }], check_interval: 60000 } });
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    const items = within(await screen.findByRole('list', { name: 'Tracked wallets' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent("Not monitored: this wallet is over your plan's wallet limit.");
    expect(items[0]).not.toHaveTextContent('Not monitored');
  });

  it('shows a spinner while the wallets load', async () => {
    const server = serve();
    const release = server.hold('GET /users/settings');
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading tracked wallets');
    release();
    expect(await screen.findByRole('list', { name: 'Tracked wallets' })).toBeInTheDocument();
  });

  it("shows 'No tracked wallets yet.' with a way to track one", async () => {
    serveFakeTracking();
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    expect(await screen.findByText('No tracked wallets yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track a wallet' })).toHaveAttribute('href', '/register');
  });

  it("says 'Failed to load user data' when the wallets cannot be loaded, and loads again on 'Try again'", async () => {
    const server = serve();
    server.answer('GET /users/settings', fail('internal_error'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user data');
    server.answer('GET /users/settings', () => ({ status: 200, body: { wallets, check_interval: 60000 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Tracked wallets' })).toBeInTheDocument();
  });

  it('opens the latest 5 transactions with hash, value in ETH, from, to and time, and closes', async () => {
    const server = serve();
    const release = server.hold('GET /users/transactions/:address/latest');
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    await userEvent.click(await screen.findByRole('button', { name: 'View Transactions for Binance 14' }));

    const dialog = screen.getByRole('dialog', { name: 'Latest Transactions for Binance 14' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading transactions');
    release();
    const rows = within(await within(dialog).findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(server.requestsTo('GET /users/transactions/:address/latest')[0].url.searchParams.get('limit')).toBe('5');

    const newest = within(rows[0]);
    expect(newest.getByText(hash(7))).toBeInTheDocument();
    expect(newest.getByText('1.75 ETH')).toBeInTheDocument();
    expect(newest.getByText(BINANCE)).toBeInTheDocument();
    expect(newest.getByText('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBeInTheDocument();
    expect(newest.getByText(formatTimestamp(1_700_000_420))).toBeInTheDocument();
    expect(within(rows[2]).getByText('Contract creation')).toBeInTheDocument();
    expect(within(rows[4]).getByText(hash(3))).toBeInTheDocument();
    expect(within(dialog).queryByText(hash(2))).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each value in ETH with about six significant digits, and the names of known senders and recipients', async () => {
    const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
    // By hand: 13,168,014.525 ETH → 8 integer digits → 2 decimals → 13,168,014.53; 0.123456789 ETH → 0.123457;
    // 1 wei is not nothing → <0.000001.
    const transactions = [
      buildTransaction({
        hash: hash(3),
        value: '13168014525000000000000000',
        from: BINANCE,
        to: USDT,
        fromLabel: buildAddressLabel({ name: 'Binance 14' }),
        toLabel: buildAddressLabel({ name: 'Tether: USDT', kind: 'token' }),
      }),
      buildTransaction({
        hash: hash(2),
        value: '123456789000000000',
        from: WHALE,
        to: BINANCE,
        toLabel: buildAddressLabel({ name: 'Binance 14' }),
      }),
      buildTransaction({ hash: hash(1), value: '1', from: BINANCE, to: WHALE, fromLabel: null, toLabel: null }),
    ];
    serveFakeTracking({ settings: { wallets, check_interval: 60000 }, transactions: { [BINANCE.toLowerCase()]: transactions } });
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    await userEvent.click(await screen.findByRole('button', { name: 'View Transactions for Binance 14' }));

    const dialog = screen.getByRole('dialog', { name: 'Latest Transactions for Binance 14' });
    const rows = within(await within(dialog).findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    const shown = rows.map((row) =>
      Object.fromEntries(
        within(row)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    );
    expect(shown.map(({ Value, From, To }) => ({ Value, From, To }))).toEqual([
      { Value: '13,168,014.53 ETH', From: `${BINANCE} (Binance 14)`, To: `${USDT} (Tether: USDT)` },
      { Value: '0.123457 ETH', From: WHALE, To: `${BINANCE} (Binance 14)` },
      { Value: '<0.000001 ETH', From: BINANCE, To: WHALE },
    ]);
  });

  it("shows 'No transactions found' for a wallet without any", async () => {
    serve();
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    await userEvent.click(await screen.findByRole('button', { name: `View Transactions for ${WHALE}` }));
    // A phone has room for the short address in the title; the button's name keeps the whole one.
    const dialog = screen.getByRole('dialog', { name: 'Latest Transactions for 0x6C3B…1866' });
    expect(await within(dialog).findByText('No transactions found')).toBeInTheDocument();
  });

  it('shows a wallet without a nickname of its own by its address once, in EIP-55 case, as the api answers it', async () => {
    // The api keeps the address in lower case and the default nickname as the user typed the address.
    const lowerCase = [
      buildTrackedWallet({ address: BINANCE.toLowerCase(), nickname: 'Binance 14' }),
      buildTrackedWallet({ address: WHALE.toLowerCase(), nickname: WHALE }),
      buildTrackedWallet({ address: '0x' + '3'.repeat(40), nickname: '0x' + '3'.repeat(40) }),
    ];
    serveFakeTracking({ settings: { wallets: lowerCase, check_interval: 60000 } });
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    const items = within(await screen.findByRole('list', { name: 'Tracked wallets' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Binance 14${BINANCE}View Transactions`,
      `${WHALE}View Transactions`,
      `0x${'3'.repeat(40)}View Transactions`,
    ]);
    expect(within(items[1]).getByRole('button', { name: `View Transactions for ${WHALE}` })).toBeInTheDocument();
  });

  it('wraps an address its row cannot hold into two even halves (shared Address), under a nickname too', async () => {
    serve();
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    const items = within(await screen.findByRole('list', { name: 'Tracked wallets' })).getAllByRole('listitem');
    for (const address of [within(items[0]).getByText(BINANCE), within(items[1]).getByText(WHALE)]) {
      // Chromium balances the lines break-all allows: 21 + 21 characters (the e2e width sweep measures it).
      expect(getComputedStyle(address)).toMatchObject({ wordBreak: 'break-all', textWrap: 'balance' });
    }
  });

  // axe (serious): the list scrolled on its own at 390 px with nothing in it to focus, out of keyboard reach.
  it('lets the dialog, which holds the focus, scroll the transactions rather than a list of their own', async () => {
    serve();
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    await userEvent.click(await screen.findByRole('button', { name: 'View Transactions for Binance 14' }));
    const dialog = screen.getByRole('dialog', { name: 'Latest Transactions for Binance 14' });
    const list = await within(dialog).findByRole('list', { name: 'Transactions' });

    expect(getComputedStyle(list).overflowY).not.toMatch(/auto|scroll/);
    expect(getComputedStyle(dialog).overflow).toBe('auto');
    expect(dialog).toHaveFocus();
  });

  it("says 'Failed to load transactions for {address}' when the lookup fails", async () => {
    const server = serve();
    server.answer('GET /users/transactions/:address/latest', failWith(502, 'Could not read the chain', 'chain_unavailable'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<TrackedWallets />, { route: '/dashboard', user: true });
    await userEvent.click(await screen.findByRole('button', { name: 'View Transactions for Binance 14' }));
    const dialog = screen.getByRole('dialog', { name: 'Latest Transactions for Binance 14' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Failed to load transactions for ${BINANCE}`);
  });
});
