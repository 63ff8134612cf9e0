import {
  fail,
  failWith,
  fakeTrackingState,
  ok,
  buildTrackedWallet,
  renderWithProviders,
  type RouteHandler,
} from '@whalewatch/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  BASE,
  buildActivityItem,
  buildActivityPage,
  buildPortfolio,
  buildWalletPnl,
  buildWalletProfile,
  chainRef,
  chainRoutes,
  ETHEREUM,
  EXCHANGE,
  serveWallet,
  STRANGER,
  txHash,
  USDC,
  WALLET,
  WALLET_ROUTES,
  buildClosedPosition,
  buildCounterparty,
  type FakeWallet,
  type WalletRoute,
} from '../testing/fixtures';
import { NO_ACTIVITY } from './Activity';
import { ADDRESS_COPIED } from './CopyAddressButton';
import { TRACKED_NOTE } from './TrackingControl';
import { unknownChain } from '@whalewatch/shared';
import { PRICE_RETRY_MS, PRICES_UNAVAILABLE } from './useWalletLoad';
import { NO_HISTORY, windowReached } from './WalletIdentity';
import WalletProfile from './WalletProfile';

const PROTECTED = 'This wallet is protected';

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The wallet's page, at `search` (e.g. '?chain=base'). */
function renderWallet(address: string = WALLET.toLowerCase(), search = '') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/wallet/:address" element={<WalletProfile />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route: `/wallet/${address}${search}`, user: true },
  );
}

function open(wallet: FakeWallet = {}, address?: string) {
  const server = serveWallet(wallet);
  renderWallet(address);
  return server;
}

/** The profit and loss's headline figures, once they are there. */
const pnlFigures = async () => (await within(section('Profit and loss')).findByText('Realized', { selector: 'dt' })).closest('dl');
const section = (name: string) => screen.getByRole('region', { name });
const findSection = (name: string) => screen.findByRole('region', { name });
/** The query of each request to a route, e.g. 'window=all'. */
const queries = (server: ReturnType<typeof serveWallet>, route: (typeof WALLET_ROUTES)[keyof typeof WALLET_ROUTES]) =>
  server.requestsTo(route).map((request) => request.url.searchParams.toString());

describe('WalletProfile', () => {
  it('shows who the wallet is: its address checksummed, its name, its ENS name, Track and its history', async () => {
    const server = open({}, WALLET.toLowerCase());
    const who = section('Wallet');
    expect(within(who).getByText(WALLET)).toBeInTheDocument();

    expect(await within(who).findByText('Binance 14')).toBeInTheDocument();
    expect(within(who).getByText('whale.eth')).toBeInTheDocument();
    expect(within(who).getByText('12,345 transfers, Mar 3, 2021 to Mar 30, 2026')).toBeInTheDocument();
    expect(await within(who).findByRole('button', { name: 'Track 0x28C6…1d60' })).toBeInTheDocument();
    expect(within(who).queryByText(windowReached(100_000))).not.toBeInTheDocument();
    // Every route is asked for the wallet in EIP-55 case, however the address came in the URL.
    expect(
      new Set(
        server.requests
          .filter((request) => request.route !== 'GET /users/settings' && request.route !== WALLET_ROUTES.chains)
          .map((request) => request.params.address),
      ),
    ).toEqual(new Set([WALLET]));
  });

  it('copies the address and says so', async () => {
    open();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await userEvent.click(within(section('Wallet')).getByRole('button', { name: 'Copy address 0x28C6…1d60' }));
    expect(writeText).toHaveBeenCalledWith(WALLET);
    expect(within(section('Wallet')).getByText(ADDRESS_COPIED)).toHaveAttribute('role', 'status');
  });

  it("offers 'Settings' instead of 'Track' for a wallet the reader tracks", async () => {
    open({
      tracking: fakeTrackingState({
        settings: { wallets: [buildTrackedWallet({ address: WALLET.toLowerCase() })], check_interval: 60000 },
      }),
    });
    const who = section('Wallet');
    expect(await within(who).findByText(TRACKED_NOTE)).toBeInTheDocument();
    expect(within(who).getByRole('link', { name: /^Settings/ })).toHaveAttribute('href', '/register');
    expect(within(who).queryByRole('button', { name: /^Track/ })).not.toBeInTheDocument();
  });

  it('shows the holdings now, as the Portfolio Viewer does', async () => {
    open();
    const holdings = await findSection('Holdings now');
    expect(await within(holdings).findByText('$4,532,553.55')).toBeInTheDocument();
    expect(within(holdings).getByRole('region', { name: 'Native Token' })).toHaveTextContent('Ether (ETH)');
    expect(
      within(holdings)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['USD Coin (USDC)', 'Shiba Inu (SHIB)', 'Dai Stablecoin (DAI)', 'Mystery Token (MYST)']);
    // One chain enabled: no breakdown by chain, and the portfolio asked on that chain.
    expect(within(holdings).queryByText(/^All chains/)).not.toBeInTheDocument();
    expect(within(holdings).queryByRole('heading', { name: 'Ethereum' })).not.toBeInTheDocument();
  });

  it("shows the value over time, 30 days first, and another range's on request", async () => {
    const server = open();
    const value = section('Value over time');
    const chart = await within(value).findByRole('img', { name: /^Value over time chart/ });
    expect(chart).toBeInTheDocument();
    expect(within(value).getByRole('table', { name: 'Total value by day' }).querySelectorAll('tbody tr')).toHaveLength(30);
    expect(within(value).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(value).getByRole('button', { name: '1 year' }));
    expect(within(value).getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(value).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(within(value).getByRole('table', { name: 'Total value by day' }).querySelectorAll('tbody tr')).toHaveLength(365),
    );
    expect(queries(server, WALLET_ROUTES.value)).toEqual(['range=30d', 'range=1y']);
  });

  it('shows the profit and loss: realized, unrealized, total, win rate, each token, and the largest wins and losses', async () => {
    open();
    const pnl = section('Profit and loss');
    expect(await pnlFigures()).toHaveTextContent('Realized+$1.25MUnrealized+$340KTotal+$1.59MWin rate64 % wins25 closed positions');
    expect(within(pnl).getByText(/^64.% wins$/).textContent).toBe('64\u00a0% wins');

    const tokens = within(pnl).getByRole('table', { name: 'By token' });
    expect([...tokens.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['ETH (Ether)', '+$1,000,000.00', '+$340,000.00', '120.50', '$300,000.00'],
      ['USDC (USD Coin)', '+$250,000.00', 'N/A', '0.00', '$0.00'],
    ]);

    const wins = within(pnl).getByRole('region', { name: 'Largest wins' });
    expect(wins).toHaveTextContent('USDC +$250,000.00');
    expect(within(wins).getByRole('link', { name: 'Sale 0x1111…1111' })).toHaveAttribute('href', `/tx/${txHash(1)}`);
    expect(within(wins).getByRole('link', { name: 'Purchase 0x2222…2222' })).toHaveAttribute('href', `/tx/${txHash(2)}`);
    const losses = within(pnl).getByRole('region', { name: 'Largest losses' });
    expect(losses).toHaveTextContent('ETH -$5,000.00');
    expect(
      within(losses)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([txHash(3), txHash(4), txHash(5)].map((hash) => `/tx/${hash}`));

    await userEvent.click(within(wins).getByRole('link', { name: 'Sale 0x1111…1111' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(`/tx/${txHash(1)}`);
  });

  it("says 'N/A' for the win rate and the total when nothing is known, never $0", async () => {
    open({
      profile: buildWalletProfile({
        pnl: buildWalletPnl({ winRate: null, closedPositions: 0, unrealizedUsd: null, largestWins: [], largestLosses: [] }),
      }),
    });
    expect(await pnlFigures()).toHaveTextContent('Realized+$1.25MUnrealizedN/ATotalN/AWin rateN/ANo closed positions');
  });

  it('asks for the profit and loss of another window when the reader switches', async () => {
    const server = open();
    const pnl = section('Profit and loss');
    await pnlFigures();
    expect(within(pnl).getByRole('button', { name: 'All transfers' })).toHaveAttribute('aria-pressed', 'true');

    server.answer(WALLET_ROUTES.profile, () =>
      ok(buildWalletProfile({ pnl: buildWalletPnl({ window: '30d', realizedUsd: -3_400, unrealizedUsd: 0 }) })),
    );
    await userEvent.click(within(pnl).getByRole('button', { name: '30 days' }));
    expect(within(pnl).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await pnlFigures()).toHaveTextContent(/^Realized-\$3\.4KUnrealized\$0\.00Total-\$3\.4K/));
    await userEvent.click(within(pnl).getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(queries(server, WALLET_ROUTES.profile)).toEqual(['window=all', 'window=30d', 'window=90d']));
    // The rest of the page stays: the wallet's name and its counterparties do not blink away.
    expect(within(section('Wallet')).getByText('Binance 14')).toBeInTheDocument();
  });

  it.each([
    [1, '1 token without a price is not included'],
    [3, '3 tokens without a price are not included'],
  ])('says how many unpriced tokens are left out (%i)', async (unpricedTokens, sentence) => {
    open({ profile: buildWalletProfile({ pnl: buildWalletPnl({ unpricedTokens }) }) });
    expect(await within(section('Profit and loss')).findByText(sentence)).toBeInTheDocument();
  });

  it('says nothing of unpriced tokens when every token has a price', async () => {
    open();
    await pnlFigures();
    expect(screen.queryByText(/without a price/)).not.toBeInTheDocument();
  });

  it("says 'Prices unavailable, retrying' while the api has no prices, and asks again every 30 s until it has", async () => {
    jest.useFakeTimers();
    try {
      const server = open({ profile: buildWalletProfile({ pnl: buildWalletPnl({ status: 'unavailable' }) }) });
      const pnl = section('Profit and loss');
      expect(await within(pnl).findByText(PRICES_UNAVAILABLE)).toBeInTheDocument();
      expect(within(pnl).queryByText('Realized', { selector: 'dt' })).not.toBeInTheDocument();
      expect(server.requestsTo(WALLET_ROUTES.profile)).toHaveLength(1);

      await act(async () => {
        jest.advanceTimersByTime(PRICE_RETRY_MS - 1);
      });
      expect(server.requestsTo(WALLET_ROUTES.profile)).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      await waitFor(() => expect(server.requestsTo(WALLET_ROUTES.profile)).toHaveLength(2));
      expect(within(pnl).getByText(PRICES_UNAVAILABLE)).toBeInTheDocument();

      server.answer(WALLET_ROUTES.profile, () => ok(buildWalletProfile()));
      await act(async () => {
        jest.advanceTimersByTime(PRICE_RETRY_MS);
      });
      expect(await pnlFigures()).toBeInTheDocument();
      expect(within(pnl).queryByText(PRICES_UNAVAILABLE)).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(3 * PRICE_RETRY_MS);
      });
      expect(server.requestsTo(WALLET_ROUTES.profile)).toHaveLength(3);
      expect(queries(server, WALLET_ROUTES.profile)).toEqual(['window=all', 'window=all', 'window=all']);
    } finally {
      jest.useRealTimers();
    }
  });

  it("says 'Prices unavailable, retrying' over the value chart too while the api has no prices", async () => {
    const server = serveWallet();
    server.answer(WALLET_ROUTES.value, (request) =>
      ok({ chain: chainRef(ETHEREUM), range: request.url.searchParams.get('range'), status: 'unavailable', points: [] }),
    );
    renderWallet();
    expect(await within(section('Value over time')).findByText(PRICES_UNAVAILABLE)).toBeInTheDocument();
    expect(within(section('Value over time')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says only the newest 100,000 transfers are included when the api reached its window', async () => {
    open({
      profile: buildWalletProfile({
        history: { transfers: 100_000, firstAt: 1_700_000_000, lastAt: 1_750_000_000, windowReached: true, windowSize: 100_000 },
      }),
    });
    expect(
      await within(section('Wallet')).findByText('Only the newest 100,000 transfers of this wallet are included; older ones are not.'),
    ).toBeInTheDocument();
  });

  it('says the wallet has no history, as a fact and not an error', async () => {
    open({
      profile: buildWalletProfile({
        label: null,
        ensName: null,
        history: { transfers: 0, firstAt: null, lastAt: null, windowReached: false, windowSize: 100_000 },
        pnl: buildWalletPnl({
          realizedUsd: 0,
          unrealizedUsd: null,
          closedPositions: 0,
          winRate: null,
          tokens: [],
          largestWins: [],
          largestLosses: [],
        }),
        counterparties: [],
      }),
      activity: buildActivityPage({ items: [], pages: 0, total: 0 }),
    });
    expect(await within(section('Wallet')).findByText(NO_HISTORY)).toBeInTheDocument();
    expect(await within(section('Activity')).findByText(NO_ACTIVITY)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows only 'This wallet is protected' for a wallet on someone's stealth list", async () => {
    const server = serveWallet();
    server.answer(WALLET_ROUTES.profile, fail('wallet_protected'));
    renderWallet();

    expect(await within(section('Wallet')).findByRole('alert')).toHaveTextContent(PROTECTED);
    expect(within(section('Wallet')).getByText(WALLET)).toBeInTheDocument();
    for (const name of ['Holdings now', 'Value over time', 'Profit and loss', 'Activity', 'Counterparties']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  });

  it('keeps every other part when one fails, and loads the failed one again on request', async () => {
    const server = serveWallet();
    server.answer(WALLET_ROUTES.value, () => ({ status: 500 }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWallet();

    const value = section('Value over time');
    expect(await within(value).findByRole('alert')).toHaveTextContent(/^Failed to fetch wallet value/);
    expect(await pnlFigures()).toBeInTheDocument();
    expect(await within(section('Holdings now')).findByText('$4,532,553.55')).toBeInTheDocument();
    expect(await within(section('Activity')).findByRole('link', { name: /^sent 1,000 USDC/ })).toBeInTheDocument();

    server.answer(WALLET_ROUTES.value, (request) =>
      ok({ chain: chainRef(ETHEREUM), range: request.url.searchParams.get('range'), status: 'ok', points: [] }),
    );
    await userEvent.click(within(value).getByRole('button', { name: 'Try again' }));
    expect(await within(value).findByText(/^No value to show for this range/)).toBeInTheDocument();
  });

  it('refuses an address that is not one, and asks the api nothing', () => {
    const server = serveWallet();
    renderWallet('0x1234');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid wallet address');
    expect(server.requests).toHaveLength(0);
  });

  it('lists the activity newest first, each linking to its transaction', async () => {
    open({ activity: buildActivityPage({ items: [buildActivityItem(3), buildActivityItem(1), buildActivityItem(2)] }) });
    const activity = section('Activity');
    const moves = await within(activity).findByRole('list', { name: 'Moves, newest first' });
    expect(
      within(moves)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['sent 1,000 USDC ($1.00K) to Binance 15', `/tx/${txHash(1)}`],
      ['sent 2,000 USDC ($2.00K) to Binance 15', `/tx/${txHash(2)}`],
      ['sent 3,000 USDC ($3.00K) to Binance 15', `/tx/${txHash(3)}`],
    ]);
    expect(within(activity).queryByRole('navigation', { name: 'Activity pages' })).not.toBeInTheDocument();
  });

  it('pages through the activity with Previous and Next', async () => {
    const server = serveWallet();
    server.answer(WALLET_ROUTES.activity, (request) => {
      const page = Number(request.url.searchParams.get('page'));
      return ok(buildActivityPage({ items: [buildActivityItem(page)], page, pages: 3, total: 3 }));
    });
    renderWallet();
    const activity = section('Activity');
    const pages = await within(activity).findByRole('navigation', { name: 'Activity pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(activity).findByRole('link', { name: /^sent 2,000 USDC/ })).toBeInTheDocument();
    expect(pages).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(activity).findByRole('link', { name: /^sent 3,000 USDC/ })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await within(activity).findByRole('link', { name: /^sent 2,000 USDC/ })).toBeInTheDocument();

    expect(queries(server, WALLET_ROUTES.activity)).toEqual(['page=1', 'page=2', 'page=3', 'page=2']);
  });

  it('filters the activity by a token of the profile and by direction, from the first page', async () => {
    const server = serveWallet();
    server.answer(WALLET_ROUTES.activity, (request) => {
      const page = Number(request.url.searchParams.get('page'));
      return ok(buildActivityPage({ items: [buildActivityItem(page)], page, pages: 2, total: 2 }));
    });
    renderWallet();
    const activity = section('Activity');
    await userEvent.click(await within(activity).findByRole('button', { name: 'Next' }));
    await within(activity).findByText('Page 2 of 2');

    const token = within(activity).getByRole('combobox', { name: 'Token' });
    await waitFor(() =>
      expect(
        within(token)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All tokens', 'ETH', 'USDC']),
    );
    await userEvent.selectOptions(token, 'USDC');
    await userEvent.selectOptions(within(activity).getByRole('combobox', { name: 'Direction' }), 'Out');
    await userEvent.selectOptions(token, 'All tokens');
    await userEvent.selectOptions(within(activity).getByRole('combobox', { name: 'Direction' }), 'In');

    await waitFor(() =>
      expect(queries(server, WALLET_ROUTES.activity)).toEqual([
        'page=1',
        'page=2',
        `page=1&token=${USDC}`,
        `page=1&token=${USDC}&direction=out`,
        'page=1&direction=out',
        'page=1&direction=in',
      ]),
    );
  });

  it('says so when no move matches the filters', async () => {
    const server = serveWallet();
    renderWallet();
    const activity = section('Activity');
    await within(activity).findByRole('list', { name: 'Moves, newest first' });
    server.answer(WALLET_ROUTES.activity, () => ok(buildActivityPage({ items: [], pages: 0, total: 0 })));
    await userEvent.selectOptions(within(activity).getByRole('combobox', { name: 'Direction' }), 'In');
    expect(await within(activity).findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('lists the counterparties with their names, volume and transfers, each linking to its own wallet page', async () => {
    open();
    const counterparties = section('Counterparties');
    const table = await within(counterparties).findByRole('table');
    expect([...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Binance 150x21a31Ee1afC51d94C2eFcCAa2092aD1028285549', '$2,500,000.00', '1,234'],
      ['0x1111111111111111111111111111111111111111', '$12,345.68', '3'],
    ]);
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/wallet/0x21a31Ee1afC51d94C2eFcCAa2092aD1028285549',
      `/wallet/${STRANGER}`,
    ]);
    expect(EXCHANGE).toBe(EXCHANGE.toLowerCase());
  });

  it("opens a counterparty's page afresh when the reader follows it", async () => {
    const server = open();
    await userEvent.click(await within(section('Counterparties')).findByRole('link', { name: /^Binance 15/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/wallet/0x21a31Ee1afC51d94C2eFcCAa2092aD1028285549');
    await waitFor(() =>
      expect(server.requestsTo(WALLET_ROUTES.profile).map((request) => request.params.address)).toEqual([
        WALLET,
        '0x21a31Ee1afC51d94C2eFcCAa2092aD1028285549',
      ]),
    );
  });
});

describe('WalletProfile holdings on several chains', () => {
  const CHAINS = [ETHEREUM, BASE];
  // Worked out by hand: Ethereum holds $4,532,553.551148513 (buildPortfolio), Base $1,000.25 of ether;
  // all chains $4,533,553.801148513 → $4,533,553.80.
  const ON_BASE = buildPortfolio({
    chain: chainRef(BASE),
    nativeToken: { name: 'Ether', symbol: 'ETH', balance: 0.5, priceUsd: 2000.5, valueUsd: 1000.25 },
    tokens: [],
    totalValueUsd: 1000.25,
  });
  const holdings = () => section('Holdings now');
  const chainPart = (name: string) => within(holdings()).getByRole('region', { name });
  /** A chain's part, once the chains are known. */
  const findChainPart = (name: string) => within(holdings()).findByRole('region', { name });
  /** The 'All chains' line: what it says it covers, and its total. */
  const allChains = () => {
    const term = within(holdings()).getByText(/^All chains/, { selector: 'dt' });
    return [term.textContent, term.nextElementSibling?.textContent];
  };
  const chainsAsked = (server: ReturnType<typeof serveWallet>) =>
    server.requestsTo(WALLET_ROUTES.portfolio).map((request) => request.url.searchParams.get('chain'));
  /** The portfolio route with Base's answers given by `onBase`, the other chains as served. */
  const baseAnswers = (onBase: RouteHandler): RouteHandler => {
    const served = chainRoutes(CHAINS, { base: ON_BASE })[WALLET_ROUTES.portfolio];
    return (request) => (request.url.searchParams.get('chain') === 'base' ? onBase(request) : served(request));
  };

  it('asks for the wallet on every chain at once, and shows each chain’s total and holdings under the total of all', async () => {
    const server = serveWallet({ chains: CHAINS, portfolios: { base: ON_BASE } });
    const release = server.hold(WALLET_ROUTES.portfolio);
    renderWallet();
    await waitFor(() => expect(chainsAsked(server)).toEqual(['ethereum', 'base']));
    expect(within(chainPart('Ethereum')).getByRole('status')).toHaveTextContent('Loading the holdings on Ethereum');
    expect(within(chainPart('Base')).getByRole('status')).toHaveTextContent('Loading the holdings on Base');
    expect(allChains()).toEqual(['All chains (Ethereum and Base loading)', 'Loading…']);
    release();

    await waitFor(() => expect(allChains()).toEqual(['All chains', '$4,533,553.80']));
    const ethereum = chainPart('Ethereum');
    expect(within(ethereum).getByText('Total Value').nextElementSibling).toHaveTextContent('$4,532,553.55');
    expect(
      within(ethereum)
        .getAllByRole('heading', { level: 5 })
        .map((heading) => heading.textContent),
    ).toEqual(['USD Coin (USDC)', 'Shiba Inu (SHIB)', 'Dai Stablecoin (DAI)', 'Mystery Token (MYST)']);
    const base = chainPart('Base');
    expect(within(base).getByText('Total Value').nextElementSibling).toHaveTextContent('$1,000.25');
    expect(within(base).getByRole('region', { name: 'Native Token' })).toHaveTextContent(
      'Ether (ETH)Balance0.50Price$2,000.50Value$1,000.25',
    );
    expect(within(base).getByText('No ERC20 tokens found in this wallet.')).toBeInTheDocument();
  });

  it('shows a chain that fails in its own part, with Try again, leaves it out of the total, and asks it alone again', async () => {
    const server = serveWallet({ chains: CHAINS, portfolios: { base: ON_BASE } });
    server.answer(WALLET_ROUTES.portfolio, baseAnswers(failWith(502, 'Could not read balances from Base', 'chain_unavailable')));
    renderWallet();

    expect(await within(await findChainPart('Base')).findByRole('alert')).toHaveTextContent('Could not read balances from Base');
    expect(await within(chainPart('Ethereum')).findByText('$4,532,553.55')).toBeInTheDocument();
    expect(allChains()).toEqual(['All chains (Base unavailable)', '$4,532,553.55']);
    expect(within(chainPart('Ethereum')).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    server.answer(
      WALLET_ROUTES.portfolio,
      baseAnswers(() => ok(ON_BASE)),
    );
    await userEvent.click(within(chainPart('Base')).getByRole('button', { name: 'Try again' }));
    expect(await within(chainPart('Base')).findByText('Total Value')).toBeInTheDocument();
    expect(within(chainPart('Base')).getByText('Total Value').nextElementSibling).toHaveTextContent('$1,000.25');
    expect(allChains()).toEqual(['All chains', '$4,533,553.80']);
    expect(chainsAsked(server)).toEqual(['ethereum', 'base', 'base']);
  });

  it('shows the chains that answered while another is still loading, and says the total leaves it out', async () => {
    let answerBase: () => void = () => undefined;
    const baseAnswered = new Promise<void>((resolve) => {
      answerBase = resolve;
    });
    const server = serveWallet({ chains: CHAINS, portfolios: { base: ON_BASE } });
    server.answer(
      WALLET_ROUTES.portfolio,
      baseAnswers(async () => {
        await baseAnswered;
        return ok(ON_BASE);
      }),
    );
    renderWallet();

    expect(await within(await findChainPart('Ethereum')).findByText('$4,532,553.55')).toBeInTheDocument();
    expect(within(chainPart('Base')).getByRole('status')).toHaveTextContent('Loading the holdings on Base');
    expect(allChains()).toEqual(['All chains (Base loading)', '$4,532,553.55']);
    await act(async () => {
      answerBase();
      await baseAnswered;
    });
    await waitFor(() => expect(allChains()).toEqual(['All chains', '$4,533,553.80']));
  });

  it('says when no chain could be read, each with its own reason', async () => {
    const server = serveWallet({ chains: CHAINS });
    server.answer(WALLET_ROUTES.portfolio, () => ({ status: 500 }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWallet();

    expect(await within(await findChainPart('Ethereum')).findByRole('alert')).toHaveTextContent(/^Failed to fetch portfolio/);
    expect(await within(chainPart('Base')).findByRole('alert')).toHaveTextContent(/^Failed to fetch portfolio/);
    expect(allChains()).toEqual(['All chains (Ethereum and Base unavailable)', 'N/A']);
  });
});

describe('WalletProfile record on a chain', () => {
  const CHAINS = [ETHEREUM, BASE];
  // Base's record: its own history, closed position and counterparty.
  const ON_BASE = buildWalletProfile({
    chain: chainRef(BASE),
    label: null,
    ensName: null,
    history: {
      transfers: 7,
      firstAt: Date.UTC(2026, 0, 5) / 1000,
      lastAt: Date.UTC(2026, 2, 1) / 1000,
      windowReached: false,
      windowSize: 100_000,
    },
    pnl: buildWalletPnl({ largestWins: [], largestLosses: [buildClosedPosition({ pnlUsd: -1_000, hashes: [txHash(7), txHash(8)] })] }),
    counterparties: [buildCounterparty({ address: STRANGER, label: null })],
  });
  const askedOn = (server: ReturnType<typeof serveWallet>, route: WalletRoute) =>
    server.requestsTo(route).map((request) => request.url.searchParams.get('chain'));
  const history = () => within(section('Wallet')).getByText('History', { selector: 'dt' }).nextElementSibling;

  it('offers a labelled chain switch, on the first chain when the URL names none, asking the api on its first chain', async () => {
    const server = serveWallet({ chains: CHAINS, profiles: { base: ON_BASE } });
    renderWallet();
    const choice = await screen.findByRole('combobox', { name: 'Chain' });
    expect(choice).toHaveValue('ethereum');
    // It says what it picks: the record, not the holdings (every chain's).
    expect(choice).toHaveAccessibleDescription('Its record on Ethereum: profit and loss, value, activity. Holdings: every chain.');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ethereum', 'Base']);
    await waitFor(() => expect(history()).toHaveTextContent('12,345 transfers'));
    expect(askedOn(server, WALLET_ROUTES.profile)).toEqual([null]);
    expect(askedOn(server, WALLET_ROUTES.value)).toEqual([null]);
    expect(askedOn(server, WALLET_ROUTES.activity)).toEqual([null]);
  });

  it("switches the record to Base: the profile, value and activity are asked on Base, the URL keeps ?chain=base, the holdings stay every chain's", async () => {
    const server = serveWallet({ chains: CHAINS, profiles: { base: ON_BASE } });
    renderWallet();
    await waitFor(() => expect(history()).toHaveTextContent('12,345 transfers'));
    await waitFor(() => expect(askedOn(server, WALLET_ROUTES.portfolio)).toEqual(['ethereum', 'base']));
    const release = server.hold(WALLET_ROUTES.profile);

    // By keyboard: the switch is a select, focused and changed with the arrow keys.
    const choice = screen.getByRole('combobox', { name: 'Chain' });
    await userEvent.selectOptions(choice, 'Base');
    expect(screen.getByLabelText('location')).toHaveTextContent(`/wallet/${WALLET.toLowerCase()}?chain=base`);
    // While Base's profile loads, nothing of Ethereum's is shown as Base's.
    expect(within(section('Wallet')).queryByText('History', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(section('Profit and loss')).getByRole('status')).toHaveTextContent('Loading the profit and loss');
    expect(within(section('Counterparties')).queryByRole('table')).not.toBeInTheDocument();
    release();

    await waitFor(() => expect(history()).toHaveTextContent('7 transfers, Jan 5, 2026 to Mar 1, 2026'));
    expect(queries(server, WALLET_ROUTES.profile)).toEqual(['window=all', 'window=all&chain=base']);
    await waitFor(() => expect(queries(server, WALLET_ROUTES.value)).toEqual(['range=30d', 'range=30d&chain=base']));
    await waitFor(() => expect(queries(server, WALLET_ROUTES.activity)).toEqual(['page=1', 'page=1&chain=base']));
    expect(askedOn(server, WALLET_ROUTES.portfolio)).toEqual(['ethereum', 'base']);
    expect(within(section('Holdings now')).getByText(/^All chains/, { selector: 'dt' })).toBeInTheDocument();

    // Another window stays on Base.
    await userEvent.click(within(section('Profit and loss')).getByRole('button', { name: '30 days' }));
    await waitFor(() =>
      expect(queries(server, WALLET_ROUTES.profile)).toEqual(['window=all', 'window=all&chain=base', 'window=30d&chain=base']),
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('?chain=base');
  });

  it("links the transactions and counterparties of Base's record on Base", async () => {
    serveWallet({ chains: CHAINS, profiles: { base: ON_BASE } });
    renderWallet(WALLET, '?chain=base');
    const moves = await within(await findSection('Activity')).findByRole('list', { name: 'Moves, newest first' });
    expect(
      within(moves)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([1, 2, 3].map((n) => `/tx/base/${txHash(n)}`));
    const losses = await within(section('Profit and loss')).findByRole('region', { name: 'Largest losses' });
    expect(
      within(losses)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/tx/base/${txHash(7)}`, `/tx/base/${txHash(8)}`]);
    const table = await within(section('Counterparties')).findByRole('table');
    expect(within(table).getByRole('link').getAttribute('href')).toBe(`/wallet/${STRANGER}?chain=base`);
  });

  it('says a chain the URL names is unknown, with a link to each enabled one, and asks the api nothing about the wallet', async () => {
    const server = serveWallet({ chains: CHAINS });
    renderWallet(WALLET, '?chain=arbitrum');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`${unknownChain('arbitrum')} Enabled chains: Ethereum, Base`);
    expect(within(notice).getByRole('link', { name: 'Base' })).toHaveAttribute('href', `/wallet/${WALLET}?chain=base`);
    expect(screen.queryByRole('region', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Chain' })).not.toBeInTheDocument();
    expect(server.requests.map((request) => request.route)).toEqual([WALLET_ROUTES.chains]);

    await userEvent.click(within(notice).getByRole('link', { name: 'Base' }));
    await waitFor(() => expect(history()).toHaveTextContent('12,345 transfers'));
    expect(askedOn(server, WALLET_ROUTES.profile)).toEqual(['base']);
  });
});
