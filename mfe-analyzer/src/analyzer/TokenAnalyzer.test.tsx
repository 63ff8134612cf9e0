import { DEVNET_BASE, DEVNET_ETHEREUM } from '@whalewatch/contracts/constants';
import { chainFromParam, isAddress, POPULAR_TOKENS, unknownChain, walletPath, type Chain } from '@whalewatch/shared';
import {
  buildAddressLabel,
  buildTokenHolder,
  fail,
  failWith,
  fakeTrackingRoutes,
  fakeTrackingState,
  ok,
  renderWithProviders,
  serveFakeApi,
  type FakeReply,
  type FakeTrackingState,
  type RouteHandler,
} from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { noPopularTokens } from './PopularTokens';
import TokenAnalyzer from './TokenAnalyzer';

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const DAI_INFO = { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 };
/** The analyzed token, as the api answers it beside the holders. */
const DAI_TOKEN = { address: DAI.toLowerCase(), ...DAI_INFO };
// Net Inflow, worked out by hand (about six significant digits, 2 to 6 decimals):
//   13,168,014.525 → 8 integer digits → 2 decimals → 13,168,014.53
//    6,716,458.6   → 7 integer digits → 2 decimals →  6,716,458.60 (as wide as the one above)
//           42.1234567 → 2 integer digits → 4 decimals → 42.1235
//            0.000000001 → under 0.000001 → <0.000001
const HOLDERS = [
  buildTokenHolder(1, {
    actualBalance: 13_168_014.525,
    label: buildAddressLabel({ name: 'Binance 14' }),
    record: { realizedUsd: -1_234_567, winRate: 0.642, closedPositions: 14 },
  }),
  buildTokenHolder(2, { actualBalance: 6_716_458.6 }),
  buildTokenHolder(3, { actualBalance: 0.000000001 }),
];
const SMALL_HOLDER = buildTokenHolder(4, { actualBalance: 42.1234567 });
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
const PORTFOLIO = [
  { ...DAI_INFO, contract: DAI.toLowerCase() },
  { name: 'USD Coin', symbol: 'USDC', decimals: 6, contract: USDC },
];

/** The embedded default's two local chains, as GET /chains answers them. */
const CHAINS = [DEVNET_ETHEREUM, DEVNET_BASE];
const ENABLED_CHAINS = 'ethereum (Ethereum, 31337), base (Base, 31338)';

/** A route that answers on the chain asked (`?chain=`, the first when absent), and 400 unknown_chain for any other. */
function onChain(chains: Chain[], answer: () => FakeReply): RouteHandler {
  return (request) => {
    const param = request.url.searchParams.get('chain');
    if (chainFromParam(chains, param)) return answer();
    return fail('unknown_chain', param ?? '', chains.map(({ slug, name, id }) => `${slug} (${name}, ${id})`).join(', '))(request);
  };
}

/** The analyzer routes of the api on its chains, answering as it does, and its tracking routes for 'Track'. */
function serveAnalyzer(
  analysis: unknown = { token: DAI_TOKEN, holders: HOLDERS, transfersRead: 812, complete: true },
  tokens: unknown = PORTFOLIO,
  tracking: FakeTrackingState = fakeTrackingState(),
  chains: Chain[] = CHAINS,
) {
  return serveFakeApi({
    ...fakeTrackingRoutes(tracking),
    'GET /chains': () => ok({ chains }),
    'GET /analyzer/holders/:token': onChain(chains, () => ok(analysis)),
    'GET /analyzer/tokens/:wallet': onChain(chains, () => ok({ tokens })),
  });
}

/** Where the router is: the page's path and its query. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  // The screen asks for the chains as it opens; a test that needs other answers serves its own.
  serveAnalyzer();
});

describe('TokenAnalyzer', () => {
  it("has a 'Chain' switch, a 'Token Address' input and an 'Analyze Token' button", async () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Token Analyzer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Token Address')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Analyze Token' })).toBeEnabled();
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('ethereum');
  });

  it("shows 'Please enter a token address' when analyzing an empty address", async () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a token address');
  });

  it("shows 'Please enter a valid token address' for an address that is not 0x + 40 hex", async () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), '0xnot-a-token');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid token address');
  });

  it('lists the ten Popular Token Examples with their mainnet contract addresses, on the first chain', async () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    const examples = screen.getByRole('region', { name: 'Popular Token Examples' });
    const buttons = within(examples).getAllByRole('button');
    expect(buttons.map((button) => button.querySelector('strong')?.textContent)).toEqual([
      'DAI',
      'USDC',
      'USDT',
      'Chainlink',
      'Basic Attention Token',
      '1inch',
      'Compound',
      'Shiba Inu',
      'Binance USD',
      'Compound DAI',
    ]);
    expect(POPULAR_TOKENS.every((token) => isAddress(token.address))).toBe(true);
    expect(new Set(POPULAR_TOKENS.map((token) => token.address.toLowerCase())).size).toBe(10);
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('ethereum');
    expect(screen.getByRole('region', { name: 'Popular Token Examples' })).toBeInTheDocument();
  });

  it('fills the input when a popular token is clicked, and puts the focus back on it', async () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.click(screen.getByRole('button', { name: `DAI ${DAI}` }));
    const input = screen.getByLabelText('Token Address');
    expect(input).toHaveValue(DAI);
    expect(input).toHaveFocus();
  });

  it("shows 'Analyzing...' while the api works, then the top 3 holders with rank, address and Net Inflow, instead of the examples", async () => {
    const server = serveAnalyzer();
    const release = server.hold('GET /analyzer/holders/:token');
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.click(screen.getByRole('button', { name: `DAI ${DAI}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));

    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    release();
    const results = await screen.findByRole('region', { name: 'Top Token Holders' });
    const holders = within(results).getAllByRole('listitem');
    expect(holders.map((holder) => holder.textContent)).toEqual([
      `#1${HOLDERS[0].address} (Binance 14)Net Inflow: 13,168,014.53 DAI30 d PnL: -$1.23M, 64 % winsView PortfolioTrack`,
      `#2${HOLDERS[1].address}Net Inflow: 6,716,458.60 DAIView PortfolioTrack`,
      `#3${HOLDERS[2].address}Net Inflow: <0.000001 DAIView PortfolioTrack`,
    ]);
    expect(within(holders[0]).getByLabelText('Rank 1')).toBeInTheDocument();
    // An address too long for its line wraps into two even halves (Chromium balances what break-all allows).
    expect(within(holders[0]).getByRole('link', { name: `${HOLDERS[0].address} (Binance 14)` })).toHaveAttribute(
      'href',
      walletPath(HOLDERS[0].address),
    );
    expect(getComputedStyle(within(holders[1]).getByText(HOLDERS[1].address))).toMatchObject({
      wordBreak: 'break-all',
      textWrap: 'balance',
    });
    expect(screen.getByRole('button', { name: 'Analyze Token' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Popular Token Examples' })).not.toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    const [request] = server.requestsTo('GET /analyzer/holders/:token');
    expect(request.params.token).toBe(DAI);
    expect(request.url.searchParams.get('limit')).toBe('3');
    expect(request.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('shows a Net Inflow under a thousand with up to six significant digits', async () => {
    serveAnalyzer({ token: DAI_TOKEN, holders: [SMALL_HOLDER], transfersRead: 12, complete: true });
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    const [row] = within(await screen.findByRole('region', { name: 'Top Token Holders' })).getAllByRole('listitem');
    expect(row).toHaveTextContent('Net Inflow: 42.1235 DAI');
  });

  it("tracks a holder from its row: 'Tracking…', then 'Tracked' and 'Wallet added to your tracked wallets'", async () => {
    const tracking = fakeTrackingState();
    const server = serveAnalyzer(undefined, undefined, tracking);
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    const [first, second] = within(await screen.findByRole('region', { name: 'Top Token Holders' })).getAllByRole('listitem');

    const release = server.hold('POST /users/wallets');
    await userEvent.click(within(first).getByRole('button', { name: `Track ${short(HOLDERS[0].address)}` }));
    expect(within(first).getByRole('button', { name: `Tracking… ${short(HOLDERS[0].address)}` })).toBeDisabled();
    release();

    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText('Wallet added to your tracked wallets')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `Tracked ${short(HOLDERS[0].address)}` })).toBeDisabled();
    expect(within(second).getByRole('button', { name: `Track ${short(HOLDERS[1].address)}` })).toBeEnabled();
    expect(server.requestsTo('POST /users/wallets').map((request) => request.body)).toEqual([{ address: HOLDERS[0].address }]);
    expect(tracking.settings.wallets.map((wallet) => wallet.address)).toEqual([HOLDERS[0].address]);
  });

  it("says the plan's wallet limit is reached, with a way to the plans, when tracking one more is refused", async () => {
    serveAnalyzer(undefined, undefined, fakeTrackingState({ walletLimit: 0 }));
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    await userEvent.click(await screen.findByRole('button', { name: `Track ${short(HOLDERS[1].address)}` }));

    const toast = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('alert');
    expect(toast).toHaveTextContent("You have reached your plan's wallet limit. Please upgrade your subscription.");
    expect(within(toast).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it("shows a holder on another user's stealth list as 'This wallet is protected', keeping its rank, with no portfolio", async () => {
    serveAnalyzer({
      token: DAI_TOKEN,
      holders: [HOLDERS[0], { protected: true, tokenInfo: DAI_INFO }, HOLDERS[2]],
      transfersRead: 812,
      complete: true,
    });
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));

    const holders = within(await screen.findByRole('region', { name: 'Top Token Holders' })).getAllByRole('listitem');
    expect(holders.map((holder) => holder.textContent)).toEqual([
      `#1${HOLDERS[0].address} (Binance 14)Net Inflow: 13,168,014.53 DAI30 d PnL: -$1.23M, 64 % winsView PortfolioTrack`,
      '#2This wallet is protected',
      `#3${HOLDERS[2].address}Net Inflow: <0.000001 DAIView PortfolioTrack`,
    ]);
    expect(within(holders[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the scan stopped early, and when no address has a positive net inflow', async () => {
    const server = serveAnalyzer({ token: DAI_TOKEN, holders: HOLDERS.slice(0, 1), transfersRead: 4000, complete: false });
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(await screen.findByText('Based on the newest 4,000 transfers: the rest could not be read.')).toBeInTheDocument();

    server.answer('GET /analyzer/holders/:token', () => ok({ token: DAI_TOKEN, holders: [], transfersRead: 12, complete: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(await screen.findByText('No holders with a positive net inflow.')).toBeInTheDocument();
  });

  it("shows the api's error, or 'An error occurred while fetching data' when it gives none", async () => {
    const server = serveAnalyzer();
    server.answer(
      'GET /analyzer/holders/:token',
      failWith(502, "Could not read the token's transfers from the chain", 'chain_unavailable'),
    );
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Could not read the token's transfers from the chain");

    server.answer('GET /analyzer/holders/:token', () => ({ status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while fetching data'));
    expect(screen.getByRole('region', { name: 'Popular Token Examples' })).toBeInTheDocument();
  });
  it.each([
    ['no holder list', { transfersRead: 10, complete: true }],
    ['a holder without its token', { holders: [{ address: HOLDERS[0].address, actualBalance: 1 }], transfersRead: 10, complete: true }],
  ])("shows 'An error occurred while fetching data' for an answer with %s, and keeps the screen", async (_case, body) => {
    const server = serveAnalyzer();
    server.answer('GET /analyzer/holders/:token', () => ok(body));
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching data');
    expect(screen.getByRole('region', { name: 'Popular Token Examples' })).toBeInTheDocument();
  });
});

describe('Chain switch', () => {
  const analyze = async (token = DAI) => {
    await userEvent.clear(screen.getByLabelText('Token Address'));
    await userEvent.type(screen.getByLabelText('Token Address'), token);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
  };
  const chainsAsked = (server: ReturnType<typeof serveAnalyzer>, route: 'GET /analyzer/holders/:token' | 'GET /analyzer/tokens/:wallet') =>
    server.requestsTo(route).map((request) => request.url.searchParams.get('chain'));
  const options = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('lists the enabled chains by name, opens on the first where the URL names none, and asks about it', async () => {
    const server = serveAnalyzer();
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    const chain = await screen.findByRole('combobox', { name: 'Chain' });
    expect(options(chain)).toEqual(['Ethereum', 'Base']);
    expect(chain).toHaveValue('ethereum');
    expect(screen.getByRole('region', { name: 'Popular Token Examples' })).toBeInTheDocument();

    await analyze();
    const holders = await screen.findByRole('region', { name: 'Top Token Holders' });
    expect(within(holders).getByText('Dai Stablecoin (DAI) on Ethereum')).toBeInTheDocument();
    expect(chainsAsked(server, 'GET /analyzer/holders/:token')).toEqual(['ethereum']);
  });

  it('opens /analyzer?chain=base on Base: no Ethereum examples, and every lookup is on Base', async () => {
    const server = serveAnalyzer();
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer?chain=base', user: true });
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('base');
    expect(screen.getByText(noPopularTokens('Base'))).toHaveTextContent('Paste the address of a token on Base.');
    expect(screen.queryByRole('region', { name: 'Popular Token Examples' })).not.toBeInTheDocument();

    await analyze();
    expect(await screen.findByText('Dai Stablecoin (DAI) on Base')).toBeInTheDocument();
    // Each holder's own page opens on Base too.
    const holders = screen.getByRole('region', { name: 'Top Token Holders' });
    expect(within(holders).getAllByRole('link')[0].getAttribute('href')).toMatch(/^\/wallet\/0x[0-9a-fA-F]{40}\?chain=base$/);
    await userEvent.click(screen.getByRole('button', { name: `View Portfolio of ${HOLDERS[0].address}` }));
    const dialog = screen.getByRole('dialog', { name: 'Portfolio' });
    expect(within(dialog).getByText('Tokens on Base')).toBeInTheDocument();
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    expect(chainsAsked(server, 'GET /analyzer/holders/:token')).toEqual(['base']);
    expect(chainsAsked(server, 'GET /analyzer/tokens/:wallet')).toEqual(['base']);
  });

  it.each(['BASE', '31338', ' base '])('takes ?chain=%p as Base', async (param) => {
    const server = serveAnalyzer();
    renderWithProviders(<TokenAnalyzer />, { route: `/analyzer?chain=${encodeURIComponent(param)}`, user: true });
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('base');
    await analyze();
    await screen.findByText('Dai Stablecoin (DAI) on Base');
    expect(chainsAsked(server, 'GET /analyzer/holders/:token')).toEqual(['base']);
  });

  it('switches chains in place: the URL says ?chain=base, the typed address stays, the other chain’s results go', async () => {
    const server = serveAnalyzer();
    renderWithProviders(
      <>
        <TokenAnalyzer />
        <Location />
      </>,
      { route: '/analyzer', user: true },
    );
    await analyze();
    await screen.findByText('Dai Stablecoin (DAI) on Ethereum');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chain' }), 'Base');
    expect(screen.getByLabelText('location')).toHaveTextContent('/analyzer?chain=base');
    expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveValue('base');
    expect(screen.queryByRole('region', { name: 'Top Token Holders' })).not.toBeInTheDocument();
    expect(screen.getByText(noPopularTokens('Base'))).toBeInTheDocument();
    expect(screen.getByLabelText('Token Address')).toHaveValue(DAI);

    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(await screen.findByText('Dai Stablecoin (DAI) on Base')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chain' }), 'Ethereum');
    expect(screen.getByLabelText('location')).toHaveTextContent('/analyzer?chain=ethereum');
    expect(screen.getByRole('region', { name: 'Popular Token Examples' })).toBeInTheDocument();
    expect(chainsAsked(server, 'GET /analyzer/holders/:token')).toEqual(['ethereum', 'base']);
  });

  it('lets go of an analysis on the chain switched away from', async () => {
    const server = serveAnalyzer();
    const release = server.hold('GET /analyzer/holders/:token');
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await analyze();
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chain' }), 'Base');
    expect(screen.getByRole('button', { name: 'Analyze Token' })).toBeEnabled();
    release();
    await waitFor(() => expect(server.requestsTo('GET /analyzer/holders/:token')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Top Token Holders' })).not.toBeInTheDocument();
  });

  it("says 'Unknown chain' with the enabled ones for a chain not enabled, asks the api nothing, and links to each", async () => {
    const server = serveAnalyzer();
    renderWithProviders(
      <>
        <TokenAnalyzer />
        <Location />
      </>,
      { route: '/analyzer?chain=solana', user: true },
    );
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(`${unknownChain('solana')} Enabled chains: Ethereum, Base`);
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/analyzer?chain=ethereum', '/analyzer?chain=base']);
    expect(screen.queryByLabelText('Token Address')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Chain' })).not.toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('link', { name: 'Base' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/analyzer?chain=base');
    expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveValue('base');
    expect(screen.getByLabelText('Token Address')).toBeInTheDocument();
    expect(server.requests.map((request) => request.route)).toEqual(['GET /chains']);
  });

  it("offers no switch when the chains cannot be read, and shows the api's words for the URL's chain", async () => {
    const server = serveAnalyzer();
    server.answer('GET /chains', () => ({ status: 500 }));
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer?chain=solana', user: true });
    await waitFor(() => expect(server.requestsTo('GET /chains')).toHaveLength(1));
    await analyze();

    expect(await screen.findByRole('alert')).toHaveTextContent(`Unknown chain "solana". Enabled chains: ${ENABLED_CHAINS}`);
    expect(screen.queryByRole('combobox', { name: 'Chain' })).not.toBeInTheDocument();
    expect(chainsAsked(server, 'GET /analyzer/holders/:token')).toEqual(['solana']);
  });

  it('shows no switch, and the examples, where one chain is enabled', async () => {
    const server = serveAnalyzer(undefined, undefined, undefined, [DEVNET_ETHEREUM]);
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await waitFor(() => expect(server.requestsTo('GET /chains')).toHaveLength(1));
    await analyze();

    expect(await screen.findByText('Dai Stablecoin (DAI) on Ethereum')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Chain' })).not.toBeInTheDocument();
    expect(chainsAsked(server, 'GET /analyzer/holders/:token')).toEqual(['ethereum']);
  });
});

describe('Portfolio modal', () => {
  async function openPortfolio(tokens: unknown = PORTFOLIO, failure?: RouteHandler) {
    const server = serveAnalyzer(undefined, tokens);
    if (failure) server.answer('GET /analyzer/tokens/:wallet', failure);
    const release = server.hold('GET /analyzer/tokens/:wallet');
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    await userEvent.click(await screen.findByRole('button', { name: `View Portfolio of ${HOLDERS[0].address}` }));
    return { server, release };
  }

  it("opens 'Portfolio' for the holder, loading, then each token's name, symbol and contract", async () => {
    const { server, release } = await openPortfolio();
    const dialog = screen.getByRole('dialog', { name: 'Portfolio' });
    expect(within(dialog).getByText(HOLDERS[0].address)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading portfolio');
    release();
    const tokens = await within(dialog).findAllByRole('listitem');
    expect(tokens.map((token) => token.textContent)).toEqual([`Dai Stablecoin (DAI)${DAI.toLowerCase()}`, `USD Coin (USDC)${USDC}`]);
    expect(server.requestsTo('GET /analyzer/tokens/:wallet')[0].params.wallet).toBe(HOLDERS[0].address);
  });

  // axe (serious): the list scrolled on its own at 390 px with nothing in it to focus, out of keyboard reach.
  it('lets the dialog, which holds the focus, scroll the tokens rather than a list of their own', async () => {
    const { release } = await openPortfolio();
    release();
    const dialog = screen.getByRole('dialog', { name: 'Portfolio' });
    const list = await within(dialog).findByRole('list', { name: 'Tokens' });

    expect(getComputedStyle(list).overflowY).not.toMatch(/auto|scroll/);
    expect(getComputedStyle(dialog).overflow).toBe('auto');
    expect(dialog).toHaveFocus();
  });

  it('wraps the wallet and contract addresses into even lines where a line cannot hold them', async () => {
    const { release } = await openPortfolio();
    release();
    const dialog = screen.getByRole('dialog', { name: 'Portfolio' });
    for (const address of [within(dialog).getByText(HOLDERS[0].address), await within(dialog).findByText(USDC)]) {
      expect(getComputedStyle(address)).toMatchObject({ wordBreak: 'break-all', textWrap: 'balance' });
    }
  });

  it("says 'No tokens found in this wallet' for an empty one", async () => {
    const { release } = await openPortfolio([]);
    release();
    expect(
      await within(screen.getByRole('dialog', { name: 'Portfolio' })).findByText('No tokens found in this wallet'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to fetch portfolio: {message}' when the lookup fails", async () => {
    const { release } = await openPortfolio(
      PORTFOLIO,
      failWith(502, "Could not read the wallet's tokens from the chain", 'chain_unavailable'),
    );
    release();
    expect(await screen.findByText("Failed to fetch portfolio: Could not read the wallet's tokens from the chain")).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it("shows 'Failed to fetch portfolio: This wallet is protected' for a wallet protected since the list loaded", async () => {
    const { release } = await openPortfolio(PORTFOLIO, fail('wallet_protected'));
    release();
    expect(await screen.findByText('Failed to fetch portfolio: This wallet is protected')).toHaveAttribute('role', 'alert');
  });

  it.each([
    ['no token list', {}],
    ['a token list that is not a list', { tokens: 'none' }],
    ['a token whose name is not text', { tokens: [{ name: { en: 'Dai' }, symbol: 'DAI', contract: DAI, decimals: 18 }] }],
    ['nothing', null],
  ])(
    "keeps an answer with %s, which breaks the contract, inside the modal: 'Failed to fetch portfolio: …', the holders stay",
    async (_case, body) => {
      const { release } = await openPortfolio(PORTFOLIO, () => ok(body));
      release();
      const dialog = screen.getByRole('dialog', { name: 'Portfolio' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to fetch portfolio: .*breaks its contract/);
      expect(screen.getByRole('heading', { name: 'Top Token Holders' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^View Portfolio of / })).toHaveLength(3);
    },
  );

  it('closes on its close icon, and on a click outside it', async () => {
    const { release } = await openPortfolio();
    release();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Portfolio' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `View Portfolio of ${HOLDERS[1].address}` }));
    expect(screen.getByRole('dialog', { name: 'Portfolio' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
