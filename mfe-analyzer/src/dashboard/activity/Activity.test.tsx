import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishLiveAlert, type ActivityFeed } from '@whalewatch/shared';
import {
  buildAlertMove,
  buildNotification,
  buildTrackedWallet,
  fail,
  fakeTrackingRoutes,
  ok,
  renderWithProviders,
  serveFakeApi,
  type RecordedRequest,
} from '@whalewatch/shared/testing';
import {
  Activity,
  CLEAR_FILTERS,
  chartTitle,
  FEED_TITLE,
  flowCaption,
  newAlertAnnouncement,
  NO_TRACKED_WALLET,
  nothingInRange,
  nothingMatches,
} from './Activity';
import { MIN_USD_INVALID } from './ActivityFilters';
import { buildTokenFlow, emptyFeed, fakeActivityRoutes } from './fakeActivityApi';

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const SWAP_HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const SENT_HASH = '0x9e3f1c0b7a4d2e8f6a5b3c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f';
const LIVE_HASH = '0x1111111111111111111111111111111111111111111111111111111111111111';

const binance = buildTrackedWallet({ address: '0x28C6c06298d514Db089934071355E5743bf21d60', nickname: 'Binance 14' });
const whaleB = buildTrackedWallet({ address: '0x7343c70c730cb350c4258ad9e7a81768346040e1', nickname: 'Whale B' });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const swap = buildNotification({
  id: 'alert-swap',
  wallet: { address: binance.address.toLowerCase(), nickname: 'Binance 14' },
  message: 'Binance 14 swapped 500 ETH ($1.56M) for 1,604,233.47 USDC on Uniswap V3',
  moves: [
    buildAlertMove({ kind: 'ether', direction: 'out', amount: '500', symbol: 'ETH', token: null, valueUsd: 1_560_000 }),
    buildAlertMove({ direction: 'in', amount: '1604233.47', symbol: 'USDC', token: USDC, valueUsd: 1_604_233.47 }),
  ],
  valueUsd: 1_604_233.47,
  txHash: SWAP_HASH,
  status: 'confirmed',
  createdAt: minutesAgo(60),
});
const sent = buildNotification({
  id: 'alert-sent',
  wallet: { address: whaleB.address, nickname: 'Whale B' },
  message: 'Whale B sent 250,000 USDC ($250K) to Binance 14',
  moves: [buildAlertMove({ direction: 'out', amount: '250000', symbol: 'USDC', token: USDC, valueUsd: 250_000 })],
  valueUsd: 250_000,
  txHash: SENT_HASH,
  status: 'confirmed',
  createdAt: minutesAgo(120),
});
/** Both alerts; USDC bought 1,604,233.47 and sold 250,000; ETH sold 1,560,000. */
const feed: ActivityFeed = {
  items: [swap, sent],
  flows: [
    buildTokenFlow({ asset: USDC, symbol: 'USDC', boughtUsd: 1_604_233.47, soldUsd: 250_000, netUsd: 1_354_233.47 }),
    buildTokenFlow({ asset: 'eth', symbol: 'ETH', boughtUsd: 0, soldUsd: 1_560_000, netUsd: -1_560_000 }),
  ],
};
/** Binance 14 received 100 ETH ($312,000) just now. */
const received = buildNotification({
  id: 'alert-live',
  wallet: { address: binance.address.toLowerCase(), nickname: 'Binance 14' },
  message: 'Binance 14 received 100 ETH ($312K) from Coinbase 10',
  moves: [buildAlertMove({ kind: 'ether', direction: 'in', amount: '100', symbol: 'ETH', token: null, valueUsd: 312_000 })],
  valueUsd: 312_000,
  txHash: LIVE_HASH,
  status: 'pending',
  createdAt: new Date().toISOString(),
});

function serve(answer: ActivityFeed | ((request: RecordedRequest) => ActivityFeed) = feed, wallets = [binance, whaleB]) {
  return serveFakeApi({
    ...fakeTrackingRoutes({ settings: { wallets, check_interval: 60_000 }, transactions: {} }),
    ...fakeActivityRoutes(answer),
  });
}

const feedList = () => within(screen.getByRole('list', { name: FEED_TITLE }));
const messages = () =>
  feedList()
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const tableRows = () =>
  within(screen.getByRole('table', { name: flowCaption('24h') }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Activity', () => {
  it('lists the alerts newest first, each with its value and time, linking to its transaction and its wallet', async () => {
    serve();
    renderWithProviders(<Activity />, { user: true });

    expect(await screen.findByRole('list', { name: FEED_TITLE })).toBeInTheDocument();
    expect(messages()).toEqual([swap.message, sent.message]);
    const first = within(feedList().getAllByRole('listitem')[0]);
    expect(first.getByText('$1,604,233.47')).toBeInTheDocument();
    expect(first.getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', swap.createdAt);
    expect(first.getByRole('link', { name: /^View transaction/ })).toHaveAttribute('href', `/tx/${SWAP_HASH}`);
    expect(first.getByRole('link', { name: 'Binance 14' })).toHaveAttribute('href', '/wallet/0x28C6c06298d514Db089934071355E5743bf21d60');
    const second = within(feedList().getAllByRole('listitem')[1]);
    expect(second.getByRole('link', { name: 'Whale B' })).toHaveAttribute('href', '/wallet/0x7343C70c730CB350C4258AD9e7a81768346040e1');
  });

  it('names the chain of an alert on a chain other than the first, and links to its transaction there', async () => {
    const onBase = { ...sent, chain: { id: 31338, slug: 'base', name: 'Base' }, message: `${sent.message} on Base` };
    serve({ ...feed, items: [swap, onBase] });
    renderWithProviders(<Activity />, { user: true });

    await screen.findByRole('list', { name: FEED_TITLE });
    const second = within(feedList().getAllByRole('listitem')[1]);
    expect(await second.findByText('Base')).toBeInTheDocument();
    expect(second.getByText('Chain:', { exact: false })).toBeInTheDocument();
    expect(second.getByRole('link', { name: /^View transaction/ })).toHaveAttribute('href', `/tx/base/${SENT_HASH}`);
    // The first chain's alerts carry no badge: most alerts are on it.
    expect(within(feedList().getAllByRole('listitem')[0]).queryByText('Ethereum')).not.toBeInTheDocument();
  });

  it('shows what the whales did in the last 24 h as a chart, and the same figures in a table', async () => {
    serve();
    renderWithProviders(<Activity />, { user: true });

    expect(await screen.findByRole('heading', { level: 3, name: chartTitle('24h') })).toHaveTextContent(
      'What my whales did in the last 24 h',
    );
    expect(tableRows()).toEqual([
      ['Token', 'Bought', 'Sold', 'Net'],
      ['USDC', '$1.6M', '$250K', '+$1.35M'],
      ['ETH', '$0.00', '$1.56M', '−$1.56M'],
    ]);
    // The chart comes on demand, and leaves the figures to the table for screen readers.
    const chart = await screen.findByTestId('flow-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(within(chart).getByText('USDC')).toBeInTheDocument();
    expect(within(chart).getByText('−$1.56M')).toBeInTheDocument();
  });

  it('puts a live alert on top, announces it politely, and counts it into the chart; its status change adds nothing', async () => {
    serve();
    renderWithProviders(<Activity />, { user: true });
    await screen.findByRole('list', { name: FEED_TITLE });

    act(() => publishLiveAlert(received));

    expect(messages()).toEqual([received.message, swap.message, sent.message]);
    const announcement = screen.getByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent(newAlertAnnouncement(received));
    // ETH: bought 0 + 312,000, sold 1,560,000 → net −1,248,000.
    expect(tableRows()).toEqual([
      ['Token', 'Bought', 'Sold', 'Net'],
      ['ETH', '$312K', '$1.56M', '−$1.25M'],
      ['USDC', '$1.6M', '$250K', '+$1.35M'],
    ]);

    act(() => publishLiveAlert({ ...received, status: 'confirmed' }));
    expect(messages()).toEqual([received.message, swap.message, sent.message]);
    expect(tableRows()[1]).toEqual(['ETH', '$312K', '$1.56M', '−$1.25M']);
  });

  it("leaves out live alerts the feed is not about: another wallet's, the test notification's, and what the filters exclude", async () => {
    const server = serve();
    renderWithProviders(<Activity />, { user: true });
    await screen.findByRole('list', { name: FEED_TITLE });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'Out');
    await waitFor(() => expect(server.requestsTo('GET /activity').at(-1)?.url.searchParams.get('direction')).toBe('out'));
    await screen.findByRole('list', { name: FEED_TITLE });

    act(() => {
      publishLiveAlert({
        ...received,
        id: 'untracked',
        wallet: { address: '0x21a31ee1afc51d94c2efccaa2092ad1028285549', nickname: 'Someone' },
      });
      publishLiveAlert(
        buildNotification({
          id: 'test-1',
          kind: 'test',
          wallet: { address: '', nickname: 'Whalewatch' },
          moves: [],
          createdAt: new Date().toISOString(),
        }),
      );
      publishLiveAlert(received);
    });

    expect(messages()).toEqual([swap.message, sent.message]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('asks the api again for each filter: range, wallet, token, direction and minimum USD', async () => {
    const server = serve();
    renderWithProviders(<Activity />, { user: true });
    await screen.findByRole('list', { name: FEED_TITLE });
    const lastQuery = () => Object.fromEntries(server.requestsTo('GET /activity').at(-1)?.url.searchParams ?? []);
    expect(lastQuery()).toEqual({ range: '24h' });

    await userEvent.click(screen.getByRole('button', { name: '7 d' }));
    await waitFor(() => expect(lastQuery()).toEqual({ range: '7d' }));
    expect(screen.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: chartTitle('7d') })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Wallet' }), 'Whale B');
    await waitFor(() => expect(lastQuery()).toEqual({ range: '7d', wallet: whaleB.address }));

    await userEvent.type(screen.getByRole('combobox', { name: 'Token' }), 'usdc');
    await waitFor(() => expect(lastQuery()).toEqual({ range: '7d', wallet: whaleB.address, token: 'usdc' }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'In');
    await waitFor(() => expect(lastQuery()).toEqual({ range: '7d', wallet: whaleB.address, token: 'usdc', direction: 'in' }));

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Minimum USD' }), '5000');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ range: '7d', wallet: whaleB.address, token: 'usdc', direction: 'in', minUsd: '5000' }),
    );
    // Every typed character did not make a request of its own.
    expect(
      server
        .requestsTo('GET /activity')
        .map((request) => request.url.searchParams.get('minUsd'))
        .filter(Boolean),
    ).toEqual(['5000']);
  });

  it('says a negative minimum is not one, and keeps the last results', async () => {
    const server = serve();
    renderWithProviders(<Activity />, { user: true });
    await screen.findByRole('list', { name: FEED_TITLE });

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Minimum USD' }), '-5');

    expect(await screen.findByText(MIN_USD_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Minimum USD' })).toHaveAttribute('aria-invalid', 'true');
    // Past the typing pause: still the one request.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(server.requestsTo('GET /activity')).toHaveLength(1);
    expect(messages()).toEqual([swap.message, sent.message]);
  });

  it('tells a user who tracks no wallet to track one, linking to /register', async () => {
    const server = serve(feed, []);
    renderWithProviders(<Activity />, { user: true });

    expect(await screen.findByText(NO_TRACKED_WALLET)).toHaveTextContent('Track a wallet to see its activity here.');
    expect(screen.getByRole('link', { name: 'Track a wallet' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('search', { name: 'Activity filters' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET /users/settings')).toHaveLength(1);
  });

  it('says when the tracked wallets did nothing in the last 24 h, and offers the last 7 d', async () => {
    const server = serve((request) => (request.url.searchParams.get('range') === '7d' ? feed : emptyFeed()));
    renderWithProviders(<Activity />, { user: true });

    expect(await screen.findByText(nothingInRange('24h'))).toHaveTextContent('Your tracked wallets did nothing in the last 24 h.');
    expect(screen.queryByText(NO_TRACKED_WALLET)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show the last 7 d' }));
    expect(await screen.findByRole('list', { name: FEED_TITLE })).toBeInTheDocument();
    expect(server.requestsTo('GET /activity').at(-1)?.url.searchParams.get('range')).toBe('7d');
  });

  it('says when nothing matches the filters, and clears them on request', async () => {
    const server = serve((request) => (request.url.searchParams.get('direction') ? emptyFeed() : feed));
    renderWithProviders(<Activity />, { user: true });
    await screen.findByRole('list', { name: FEED_TITLE });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'In');
    expect(await screen.findByText(nothingMatches('24h'))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: CLEAR_FILTERS }));
    expect(await screen.findByRole('list', { name: FEED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveValue('');
    expect(Object.fromEntries(server.requestsTo('GET /activity').at(-1)?.url.searchParams ?? [])).toEqual({ range: '24h' });
  });

  it("shows the api's reason when the activity cannot be loaded, with 'Try again'", async () => {
    const server = serve();
    server.answer('GET /activity', fail('internal_error'));
    renderWithProviders(<Activity />, { user: true });

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Internal server error');

    server.answer('GET /activity', () => ok(feed));
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: FEED_TITLE })).toBeInTheDocument();
  });

  it("shows the api's reason when the tracked wallets cannot be loaded, with 'Try again'", async () => {
    const server = serve();
    server.answer('GET /users/settings', fail('internal_error'));
    renderWithProviders(<Activity />, { user: true });

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Internal server error');

    server.answer('GET /users/settings', () => ok({ wallets: [binance], check_interval: 60_000 }));
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: FEED_TITLE })).toBeInTheDocument();
  });
});
