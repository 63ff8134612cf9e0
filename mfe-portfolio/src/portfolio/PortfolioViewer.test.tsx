import { toastStore, unknownChain, type Portfolio } from '@whalewatch/shared';
import {
  buildAddressLabel,
  buildTrackedWallet,
  fail,
  fakeTrackingRoutes,
  fakeTrackingState,
  ok,
  renderWithProviders,
  serveFakeApi,
  type FakeTrackingState,
  type RouteHandler,
} from '@whalewatch/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import PortfolioViewer, { PORTFOLIO_LOADED, PORTFOLIO_TAGLINE } from './PortfolioViewer';
import { NO_TOKENS } from './PortfolioHoldings';
import { VIEW_WALLET_PROFILE } from './PortfolioResult';
import { BASE, buildPortfolio, chainRef, chainRoutes, DAI, ETHEREUM, MYSTERY, SHIB, USDC, WALLET } from '../testing/fixtures';

const ROUTE = 'GET /balance/portfolio/:address';
/** The chains (the embedded default's two) and the portfolio on each (`portfolio` on the first), and the tracking routes for 'Track'. */
function servePortfolio(
  portfolio: Portfolio = buildPortfolio(),
  tracking: FakeTrackingState = fakeTrackingState(),
  chains = [ETHEREUM, BASE],
) {
  return serveFakeApi({ ...fakeTrackingRoutes(tracking), ...chainRoutes(chains, { [chains[0].slug]: portfolio }) });
}

async function viewPortfolio(address: string) {
  const input = screen.getByLabelText('Wallet Address');
  await userEvent.clear(input);
  if (address) await userEvent.type(input, address);
  await userEvent.click(screen.getByRole('button', { name: 'View Portfolio' }));
}

const result = () => screen.findByRole('region', { name: 'Token Portfolio' });

/** Where 'View wallet profile' goes, standing in for the wallet page. */
function WalletPage() {
  return <h1>{`wallet page ${useParams().address ?? ''}`}</h1>;
}
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

// The screen asks for the chains as it opens; a test that needs other answers serves its own.
beforeEach(() => {
  servePortfolio();
});

describe('PortfolioViewer', () => {
  it("shows the spec's tagline, the chain switch and the View Portfolio button", async () => {
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    expect(screen.getByText(PORTFOLIO_TAGLINE)).toHaveTextContent("View any Ethereum wallet's complete token portfolio");
    expect(screen.getByLabelText('Wallet Address')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'View Portfolio' })).toBeEnabled();
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('ethereum');
  });

  it.each(['', '0x1234', 'not an address', `${WALLET}00`, `0x${'g'.repeat(40)}`])(
    "refuses %p with 'Please enter a valid wallet address' and sends nothing",
    async (address) => {
      const server = servePortfolio();
      renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
      await viewPortfolio(address);
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid wallet address');
      expect(screen.getByLabelText('Wallet Address')).toHaveAttribute('aria-invalid', 'true');
      expect(server.requestsTo(ROUTE)).toHaveLength(0);
    },
  );

  it("says 'Loading...' on the disabled button while the api works, then 'View Portfolio' again", async () => {
    const server = servePortfolio();
    const release = server.hold(ROUTE);
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);

    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Token Portfolio' })).not.toBeInTheDocument();
    release();
    await result();
    expect(screen.getByRole('button', { name: 'View Portfolio' })).toBeEnabled();
  });

  it('asks the api for the trimmed address, and takes the reader to the Token Portfolio heading', async () => {
    const server = servePortfolio();
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(`  ${WALLET} `);

    await result();
    expect(screen.getByRole('heading', { level: 2, name: 'Token Portfolio' })).toHaveFocus();
    const [request] = server.requestsTo(ROUTE);
    expect(request.url.pathname).toBe(`/balance/portfolio/${WALLET}`);
    expect(request.params.address).toBe(WALLET);
    expect(request.url.searchParams.get('chain')).toBe('ethereum');
    expect(server.requestsTo(ROUTE)).toHaveLength(1);
  });

  it("shows the wallet, its Total Value, its Native Token and its ERC20 Tokens in the server's order, formatted", async () => {
    servePortfolio();
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);

    const portfolio = await result();
    const summary = within(portfolio).getByText('Total Value').closest('dl');
    expect(summary).toHaveTextContent(`ChainEthereumWallet${WALLET.toLowerCase()}TrackView wallet profileTotal Value$4,532,553.55`);

    const native = within(portfolio).getByRole('region', { name: 'Native Token' });
    expect(native).toHaveTextContent('Native TokenEther (ETH)Balance1,234.50Price$3,456.79Value$4,267,406.02');

    const tokens = within(portfolio).getByRole('list', { name: 'ERC20 Tokens' });
    expect(
      within(tokens)
        .getAllByRole('listitem')
        .map((token) => token.textContent),
    ).toEqual([
      `USD Coin (USDC)${USDC}Balance250,000.00Price$1.00Value$249,950.00View on Etherscan`,
      `Shiba Inu (SHIB)${SHIB}Balance1,234,567,890.12Price$0.000012Value$15,185.19View on Etherscan`,
      `Dai Stablecoin (DAI)${DAI}Balance12.3457Price$1.00Value$12.35View on Etherscan`,
      `Mystery Token (MYST)${MYSTERY}Balance<0.000001PriceN/AValueN/AView on Etherscan`,
    ]);
    expect(
      within(tokens)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['USD Coin (USDC)', 'Shiba Inu (SHIB)', 'Dai Stablecoin (DAI)', 'Mystery Token (MYST)']);
    expect(portfolio).not.toHaveTextContent(/\$0\.00(?!\d)/);
    expect(screen.queryByText(NO_TOKENS)).not.toBeInTheDocument();
  });

  it('wraps the wallet and token addresses into even lines where a line cannot hold them', async () => {
    servePortfolio();
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);

    const portfolio = await result();
    for (const address of [within(portfolio).getByText(WALLET.toLowerCase()), within(portfolio).getByText(USDC)]) {
      // Chromium balances the lines break-all allows: two halves of 21 characters for an address.
      expect(getComputedStyle(address)).toMatchObject({ wordBreak: 'break-all', textWrap: 'balance' });
    }
  });

  it("shows the wallet's public name beside its address when the api knows one", async () => {
    servePortfolio(buildPortfolio({ label: buildAddressLabel({ name: 'Binance 14' }) }));
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);

    const summary = within(await result())
      .getByText('Total Value')
      .closest('dl');
    expect(summary).toHaveTextContent(`Wallet${WALLET.toLowerCase()} (Binance 14)TrackView wallet profileTotal Value$4,532,553.55`);
  });

  it("tracks the viewed wallet: 'Tracked' and 'Wallet added to your tracked wallets'", async () => {
    const tracking = fakeTrackingState();
    const server = servePortfolio(buildPortfolio(), tracking);
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);
    await result();

    await userEvent.click(screen.getByRole('button', { name: 'Track 0x28c6…1d60' }));
    expect(await toasts().findByText('Wallet added to your tracked wallets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tracked 0x28c6…1d60' })).toBeDisabled();
    expect(server.requestsTo('POST /users/wallets').map((request) => request.body)).toEqual([{ address: WALLET.toLowerCase() }]);
    expect(tracking.settings.wallets.map((wallet) => wallet.address)).toEqual([WALLET.toLowerCase()]);
  });

  it("shows 'Tracked' and 'This wallet is already tracked' for a wallet on the user's list", async () => {
    servePortfolio(
      buildPortfolio(),
      fakeTrackingState({ settings: { wallets: [buildTrackedWallet({ address: WALLET })], check_interval: 60000 } }),
    );
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);
    await result();

    await userEvent.click(screen.getByRole('button', { name: 'Track 0x28c6…1d60' }));
    expect(await toasts().findByText('This wallet is already tracked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tracked 0x28c6…1d60' })).toBeDisabled();
  });

  it("shows 'N/A' for the native token's unknown price and value", async () => {
    servePortfolio(
      buildPortfolio({
        nativeToken: { name: 'Ether', symbol: 'ETH', balance: 1234.5, priceUsd: null, valueUsd: null },
        tokens: [],
        totalValueUsd: 0,
      }),
    );
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);

    const native = within(await result()).getByRole('region', { name: 'Native Token' });
    expect(native).toHaveTextContent('Native TokenEther (ETH)Balance1,234.50PriceN/AValueN/A');
    expect(screen.getByText('Total Value').nextElementSibling).toHaveTextContent('$0.00');
  });

  it('links each token to its Etherscan page in a new tab, named after the token', async () => {
    servePortfolio();
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);
    await result();

    const links = screen.getAllByRole('link', { name: /^View on Etherscan/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://etherscan.io/token/${USDC}`,
      `https://etherscan.io/token/${SHIB}`,
      `https://etherscan.io/token/${DAI}`,
      `https://etherscan.io/token/${MYSTERY}`,
    ]);
    const dai = screen.getByRole('link', { name: 'View on Etherscan: Dai Stablecoin (DAI) (opens in a new tab)' });
    expect(dai).toHaveTextContent(/^View on Etherscan$/);
    expect(dai).toHaveAttribute('href', 'https://etherscan.io/token/0x6b175474e89094c44da98b954eedeac495271d0f');
    expect(dai).toHaveAttribute('target', '_blank');
    expect(dai).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("links the result to the wallet's own page, its address checksummed", async () => {
    servePortfolio();
    renderWithProviders(
      <Routes>
        <Route path="/portfolio" element={<PortfolioViewer />} />
        <Route path="/wallet/:address" element={<WalletPage />} />
      </Routes>,
      { route: '/portfolio', user: true },
    );
    await viewPortfolio(WALLET);
    await result();

    const link = screen.getByRole('link', { name: VIEW_WALLET_PROFILE });
    expect(link).toHaveAttribute('href', `/wallet/${WALLET}`);
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: `wallet page ${WALLET}` })).toBeInTheDocument();
  });

  it("says 'No ERC20 tokens found in this wallet.' when the wallet holds none", async () => {
    servePortfolio(buildPortfolio({ tokens: [] }));
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);

    const portfolio = await result();
    expect(within(portfolio).getByText('No ERC20 tokens found in this wallet.')).toBeInTheDocument();
    expect(within(portfolio).queryByRole('list')).not.toBeInTheDocument();
    expect(within(portfolio).getByRole('region', { name: 'Native Token' })).toHaveTextContent('Ether (ETH)');
  });

  it("toasts 'Portfolio loaded successfully'", async () => {
    servePortfolio();
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);

    expect(await toasts().findByText('Portfolio loaded successfully')).toBeInTheDocument();
    expect(PORTFOLIO_LOADED).toBe('Portfolio loaded successfully');
  });

  const throwsOffline: RouteHandler = () => {
    throw new TypeError('fetch failed');
  };

  it.each([
    ["the server's error text", fail('wallet_protected'), 'This wallet is protected'],
    ["'Failed to fetch portfolio' for a 500 without a JSON error", () => ({ status: 500 }), 'Failed to fetch portfolio'],
    ["'Failed to fetch portfolio' when the api cannot be reached", throwsOffline, 'Failed to fetch portfolio'],
  ])('shows %s under the form and as a toast, with no result', async (_, failure: RouteHandler, message) => {
    const server = servePortfolio();
    server.answer(ROUTE, failure);
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);

    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(toasts().getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'Token Portfolio' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Portfolio' })).toBeEnabled();
  });

  it('drops the earlier result and message when a later view fails or succeeds', async () => {
    const server = servePortfolio();
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);
    await result();

    server.answer(ROUTE, fail('wallet_protected'));
    await viewPortfolio(WALLET);
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent('This wallet is protected');
    expect(screen.queryByRole('region', { name: 'Token Portfolio' })).not.toBeInTheDocument();

    server.answer(ROUTE, () => ok(buildPortfolio({ tokens: [] })));
    await viewPortfolio(WALLET);
    expect(within(await result()).getByText(NO_TOKENS)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets go of the request when the screen goes away: no toast for an answer that comes later', async () => {
    const server = servePortfolio();
    const release = server.hold(ROUTE);
    const { unmount } = renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await viewPortfolio(WALLET);
    expect(server.requestsTo(ROUTE)).toHaveLength(1);

    unmount();
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(toastStore.getState().toasts).toEqual([]);
  });
});

describe('PortfolioViewer on several chains', () => {
  function Location() {
    const { pathname, search } = useLocation();
    return <output aria-label="location">{`${pathname}${search}`}</output>;
  }
  const chainsAsked = (server: ReturnType<typeof servePortfolio>) =>
    server.requestsTo(ROUTE).map((request) => request.url.searchParams.get('chain'));
  const summary = async () =>
    within(await result())
      .getByText('Total Value')
      .closest('dl');

  it('lists the enabled chains by name in a Chain switch, on the first where the URL names none', async () => {
    servePortfolio();
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    const chain = await screen.findByRole('combobox', { name: 'Chain' });
    expect(
      within(chain)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ethereum', 'Base']);
    expect(chain).toHaveValue('ethereum');
  });

  it('opens /portfolio?chain=base on Base, asks for the portfolio there, and says the result is on Base', async () => {
    const server = servePortfolio();
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio?chain=base', user: true });
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('base');
    await viewPortfolio(WALLET);

    expect(await summary()).toHaveTextContent(/^ChainBaseWallet/);
    expect(chainsAsked(server)).toEqual(['base']);
  });

  it('switches chains in place: the URL says ?chain=base, the typed address stays, the other chain’s result goes', async () => {
    const server = servePortfolio();
    renderWithProviders(
      <>
        <PortfolioViewer />
        <Location />
      </>,
      { route: '/portfolio', user: true },
    );
    await screen.findByRole('combobox', { name: 'Chain' });
    await viewPortfolio(WALLET);
    expect(await summary()).toHaveTextContent(/^ChainEthereum/);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chain' }), 'Base');
    expect(screen.getByLabelText('location')).toHaveTextContent('/portfolio?chain=base');
    expect(screen.queryByRole('region', { name: 'Token Portfolio' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Wallet Address')).toHaveValue(WALLET);

    await userEvent.click(screen.getByRole('button', { name: 'View Portfolio' }));
    expect(await summary()).toHaveTextContent(/^ChainBase/);
    expect(chainsAsked(server)).toEqual(['ethereum', 'base']);
  });

  it("says 'Unknown chain' with the enabled ones for a chain not enabled, and asks for no portfolio", async () => {
    const server = servePortfolio();
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio?chain=solana', user: true });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(`${unknownChain('solana')} Enabled chains: Ethereum, Base`);
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/portfolio?chain=ethereum', '/portfolio?chain=base']);
    expect(screen.queryByLabelText('Wallet Address')).not.toBeInTheDocument();
    expect(server.requests.map((request) => request.route)).toEqual(['GET /chains']);
  });

  it("offers no switch when the chains cannot be read, and shows the api's words for the URL's chain", async () => {
    const server = servePortfolio();
    server.answer('GET /chains', () => ({ status: 500 }));
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio?chain=solana', user: true });
    await waitFor(() => expect(server.requestsTo('GET /chains')).toHaveLength(1));
    await viewPortfolio(WALLET);

    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Unknown chain "solana". Enabled chains: ethereum (Ethereum, 31337), base (Base, 31338)',
    );
    expect(screen.queryByRole('combobox', { name: 'Chain' })).not.toBeInTheDocument();
    expect(chainsAsked(server)).toEqual(['solana']);
  });

  it('shows no switch where one chain is enabled, and still names the chain of the result', async () => {
    const server = servePortfolio(buildPortfolio({ chain: chainRef(ETHEREUM) }), undefined, [ETHEREUM]);
    renderWithProviders(<PortfolioViewer />, { route: '/portfolio', user: true });
    await waitFor(() => expect(server.requestsTo('GET /chains')).toHaveLength(1));
    await viewPortfolio(WALLET);

    expect(await summary()).toHaveTextContent(/^ChainEthereum/);
    expect(screen.queryByRole('combobox', { name: 'Chain' })).not.toBeInTheDocument();
    expect(chainsAsked(server)).toEqual(['ethereum']);
  });
});
