import { isAddress, POPULAR_TOKENS, type TokenHolder } from '@whalewatch/shared';
import { failWith, ok, renderWithProviders, serveFakeApi } from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TokenAnalyzer from './TokenAnalyzer';

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const DAI_INFO = { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 };
const holder = (n: number, actualBalance: number): TokenHolder => ({
  address: `0x${String(n).repeat(40)}`,
  balance: String(BigInt(Math.round(actualBalance * 1e6)) * 10n ** 12n),
  actualBalance,
  tokenInfo: DAI_INFO,
});
const HOLDERS = [holder(1, 1_250_000.5), holder(2, 42.1234567), holder(3, 0.000000001)];
const PORTFOLIO = [
  { ...DAI_INFO, contract: DAI.toLowerCase() },
  { name: 'USD Coin', symbol: 'USDC', decimals: 6, contract: USDC },
];

/** The analyzer routes of the api, answering as it does. */
function serveAnalyzer(analysis: unknown = { holders: HOLDERS, transfersRead: 812, complete: true }, tokens: unknown = PORTFOLIO) {
  return serveFakeApi({
    'GET /analyzer/holders/:token': () => ok(analysis),
    'GET /analyzer/tokens/:wallet': () => ok({ tokens }),
  });
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('TokenAnalyzer', () => {
  it("has a 'Token Address' input and an 'Analyze Token' button", () => {
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Token Analyzer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Token Address')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Analyze Token' })).toBeEnabled();
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

  it('lists the ten Popular Token Examples with their mainnet contract addresses', () => {
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
      `#1${HOLDERS[0].address}Net Inflow: 1,250,000.50 DAIView Portfolio`,
      `#2${HOLDERS[1].address}Net Inflow: 42.123457 DAIView Portfolio`,
      `#3${HOLDERS[2].address}Net Inflow: 0.00 DAIView Portfolio`,
    ]);
    expect(within(holders[0]).getByLabelText('Rank 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze Token' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Popular Token Examples' })).not.toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    const [request] = server.requestsTo('GET /analyzer/holders/:token');
    expect(request.params.token).toBe(DAI);
    expect(request.url.searchParams.get('limit')).toBe('3');
    expect(request.headers.get('authorization')).toBe('Bearer test-token');
  });

  it("shows a holder on another user's stealth list as 'This wallet is protected', keeping its rank, with no portfolio", async () => {
    serveAnalyzer({ holders: [HOLDERS[0], { protected: true, tokenInfo: DAI_INFO }, HOLDERS[2]], transfersRead: 812, complete: true });
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));

    const holders = within(await screen.findByRole('region', { name: 'Top Token Holders' })).getAllByRole('listitem');
    expect(holders.map((holder) => holder.textContent)).toEqual([
      `#1${HOLDERS[0].address}Net Inflow: 1,250,000.50 DAIView Portfolio`,
      '#2This wallet is protected',
      `#3${HOLDERS[2].address}Net Inflow: 0.00 DAIView Portfolio`,
    ]);
    expect(within(holders[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it("says so when the scan stopped early, and when no address has a positive net inflow", async () => {
    const server = serveAnalyzer({ holders: HOLDERS.slice(0, 1), transfersRead: 4000, complete: false });
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(await screen.findByText('Based on the newest 4,000 transfers: the rest could not be read.')).toBeInTheDocument();

    server.answer('GET /analyzer/holders/:token', () => ok({ holders: [], transfersRead: 12, complete: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(await screen.findByText('No holders with a positive net inflow.')).toBeInTheDocument();
  });

  it("shows the api's error, or 'An error occurred while fetching data' when it gives none", async () => {
    const server = serveAnalyzer();
    server.answer('GET /analyzer/holders/:token', failWith(502, "Could not read the token's transfers from the chain"));
    renderWithProviders(<TokenAnalyzer />, { route: '/analyzer', user: true });
    await userEvent.type(screen.getByLabelText('Token Address'), DAI);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Could not read the token's transfers from the chain");

    server.answer('GET /analyzer/holders/:token', () => ({ status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Token' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while fetching data'));
    expect(screen.getByRole('region', { name: 'Popular Token Examples' })).toBeInTheDocument();
  });
});

describe('Portfolio modal', () => {
  async function openPortfolio(tokens: unknown = PORTFOLIO, failure?: ReturnType<typeof failWith>) {
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

  it("says 'No tokens found in this wallet' for an empty one", async () => {
    const { release } = await openPortfolio([]);
    release();
    expect(await within(screen.getByRole('dialog', { name: 'Portfolio' })).findByText('No tokens found in this wallet')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch portfolio: {message}' when the lookup fails", async () => {
    const { release } = await openPortfolio(PORTFOLIO, failWith(502, "Could not read the wallet's tokens from the chain"));
    release();
    expect(await screen.findByText("Failed to fetch portfolio: Could not read the wallet's tokens from the chain")).toHaveAttribute('role', 'alert');
  });

  it("shows 'Failed to fetch portfolio: This wallet is protected' for a wallet protected since the list loaded", async () => {
    const { release } = await openPortfolio(PORTFOLIO, failWith(403, 'This wallet is protected'));
    release();
    expect(await screen.findByText('Failed to fetch portfolio: This wallet is protected')).toHaveAttribute('role', 'alert');
  });

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
