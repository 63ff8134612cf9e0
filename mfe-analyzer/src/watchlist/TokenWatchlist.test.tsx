import { sessionStore } from '@whalewatch/shared';
import {
  buildUser,
  failWith,
  fakeAuthRoutes,
  fakeWatchlistRoutes,
  ok,
  renderWithProviders,
  serveFakeApi,
  signInWithSession,
  type FakeWatchlistRow,
  type FakeWatchlistState,
} from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TokenWatchlist } from './TokenWatchlist';

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const TOKENS: Record<string, { name: string; symbol: string; decimals: number }> = {
  [DAI]: { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
  [LINK]: { name: 'ChainLink Token', symbol: 'LINK', decimals: 18 },
  [USDC]: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
};

const me = buildUser({ id: '7d3c1a52-0000-4000-8000-000000000001' });
const someoneElse = buildUser({ id: '7d3c1a52-0000-4000-8000-000000000002', email: 'other@example.com' });

/** supabase-js's auth, the watchlist table (with its row-level security) and the token lookup. */
function serveWatchlist(rows: FakeWatchlistRow[] = []) {
  const state: FakeWatchlistState = { rows };
  const server = serveFakeApi({
    ...fakeAuthRoutes(),
    ...fakeWatchlistRoutes(state),
    'GET /analyzer/token/:token': (request) => ok({ address: request.params.token, ...TOKENS[request.params.token] }),
  });
  return { ...server, state };
}

async function renderSignedIn() {
  await signInWithSession(me);
  renderWithProviders(<TokenWatchlist />, { route: '/dashboard' });
}

const entries = () => within(screen.getByRole('list', { name: 'Watchlist tokens' })).getAllByRole('listitem');
const addToken = async (address: string) => {
  const input = screen.getByLabelText('Token Address');
  await userEvent.clear(input);
  if (address) await userEvent.type(input, address);
  await userEvent.click(screen.getByRole('button', { name: 'Add Token' }));
};

describe('TokenWatchlist', () => {
  it("loads the user's tokens from the watchlist table, each with its name and symbol beside its address", async () => {
    const server = serveWatchlist([
      { user_id: me.id, token_address: DAI },
      { user_id: someoneElse.id, token_address: USDC },
      { user_id: me.id, token_address: LINK },
    ]);
    await renderSignedIn();

    expect(await screen.findByText('Dai Stablecoin (DAI)')).toBeInTheDocument();
    expect(await screen.findByText('ChainLink Token (LINK)')).toBeInTheDocument();
    expect(entries().map((entry) => within(entry).getByText(/^0x/).textContent)).toEqual([DAI, LINK]);

    const [select] = server.requestsTo('GET /rest/v1/watchlist');
    expect(select.url.searchParams.get('select')).toBe('token_address');
    expect(select.url.searchParams.get('user_id')).toBe(`eq.${me.id}`);
    // As the signed-in user (supabase-js's session), with the project's anon key.
    expect(select.headers.get('Authorization')).toBe(`Bearer ${sessionStore.getState().authToken}`);
    expect(select.headers.get('apikey')).toBeTruthy();
  });

  it('lists the tokens oldest first, whatever order the table keeps its rows in', async () => {
    const server = serveWatchlist([
      { user_id: me.id, token_address: LINK, created_at: '2026-01-02T00:00:00Z' },
      { user_id: me.id, token_address: DAI, created_at: '2026-01-01T00:00:00Z' },
    ]);
    await renderSignedIn();

    expect(await screen.findByText('ChainLink Token (LINK)')).toBeInTheDocument();
    expect(entries().map((entry) => within(entry).getByText(/^0x/).textContent)).toEqual([DAI, LINK]);
    const [select] = server.requestsTo('GET /rest/v1/watchlist');
    expect(select.url.searchParams.get('order')).toBe('created_at.asc');
  });

  it('shows a spinner while the watchlist loads', async () => {
    const server = serveWatchlist();
    const release = server.hold('GET /rest/v1/watchlist');
    await renderSignedIn();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading watchlist');
    expect(screen.getByRole('button', { name: 'Add Token' })).toBeDisabled();
    release();
    expect(await screen.findByText('No tokens in watchlist')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows 'No tokens in watchlist' when the user has none", async () => {
    serveWatchlist([{ user_id: someoneElse.id, token_address: DAI }]);
    await renderSignedIn();
    expect(await screen.findByText('No tokens in watchlist')).toBeInTheDocument();
  });

  it("says 'Failed to load watchlist' when the table cannot be read, and loads again on 'Try again'", async () => {
    const server = serveWatchlist([{ user_id: me.id, token_address: DAI }]);
    server.answer('GET /rest/v1/watchlist', () => ({ status: 500, body: { code: 'XX000', message: 'boom', details: null, hint: null } }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSignedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load watchlist');

    server.answer('GET /rest/v1/watchlist', fakeWatchlistRoutes(server.state)['GET /rest/v1/watchlist']);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dai Stablecoin (DAI)')).toBeInTheDocument();
  });

  it.each(['', '0x1234', 'not an address', `${DAI}00`])(
    "refuses %p with 'Please enter a valid token address' and sends nothing",
    async (address) => {
      const server = serveWatchlist();
      await renderSignedIn();
      await screen.findByText('No tokens in watchlist');
      await addToken(address);
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid token address');
      expect(server.requestsTo('POST /rest/v1/watchlist')).toHaveLength(0);
    },
  );

  it("refuses a token already in the watchlist, in any letter case, with 'Token already in watchlist'", async () => {
    const server = serveWatchlist([{ user_id: me.id, token_address: DAI }]);
    await renderSignedIn();
    await screen.findByText('Dai Stablecoin (DAI)');
    await addToken('0x6B175474E89094C44Da98b954EedeAC495271d0F');
    expect(screen.getByRole('alert')).toHaveTextContent('Token already in watchlist');
    expect(server.requestsTo('POST /rest/v1/watchlist')).toHaveLength(0);
  });

  it("inserts {user_id, token_address}, says 'Token added to watchlist', clears the field and lists the token", async () => {
    const server = serveWatchlist();
    await renderSignedIn();
    await screen.findByText('No tokens in watchlist');
    await addToken('0x514910771AF9Ca656af840dff83E8264EcF986CA');

    expect(await screen.findByText('Token added to watchlist')).toBeInTheDocument();
    expect(server.requestsTo('POST /rest/v1/watchlist').map((request) => request.body)).toEqual([
      [{ user_id: me.id, token_address: LINK }],
    ]);
    expect(server.state.rows).toEqual([{ user_id: me.id, token_address: LINK, created_at: expect.any(String) }]);
    expect(screen.getByLabelText('Token Address')).toHaveValue('');
    expect(await screen.findByText('ChainLink Token (LINK)')).toBeInTheDocument();
    expect(screen.queryByText('No tokens in watchlist')).not.toBeInTheDocument();
  });

  it("says 'Adding...' while the insert is on its way", async () => {
    const server = serveWatchlist();
    await renderSignedIn();
    await screen.findByText('No tokens in watchlist');
    const release = server.hold('POST /rest/v1/watchlist');
    await addToken(USDC);
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Token added to watchlist')).toBeInTheDocument();
  });

  it("says 'Failed to add token to watchlist' when the insert fails, and lists nothing new", async () => {
    const server = serveWatchlist();
    server.answer('POST /rest/v1/watchlist', () => ({ status: 500, body: { code: 'XX000', message: 'boom', details: null, hint: null } }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSignedIn();
    await screen.findByText('No tokens in watchlist');
    await addToken(USDC);
    expect(await screen.findByText('Failed to add token to watchlist')).toBeInTheDocument();
    expect(screen.getByText('No tokens in watchlist')).toBeInTheDocument();
    expect(screen.getByLabelText('Token Address')).toHaveValue(USDC);
  });

  it("says 'Token already in watchlist' when the table already has it (added in another tab), and catches up", async () => {
    const server = serveWatchlist();
    await renderSignedIn();
    await screen.findByText('No tokens in watchlist');
    server.state.rows.push({ user_id: me.id, token_address: DAI });
    await addToken(DAI);
    expect(await screen.findByRole('alert')).toHaveTextContent('Token already in watchlist');
    expect(await screen.findByText('Dai Stablecoin (DAI)')).toBeInTheDocument();
  });

  it("deletes by user_id and token_address, says 'Token removed from watchlist' and drops the entry", async () => {
    const server = serveWatchlist([
      { user_id: me.id, token_address: DAI },
      { user_id: me.id, token_address: LINK },
    ]);
    await renderSignedIn();
    await screen.findByText('Dai Stablecoin (DAI)');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${DAI}` }));

    expect(await screen.findByText('Token removed from watchlist')).toBeInTheDocument();
    const [remove] = server.requestsTo('DELETE /rest/v1/watchlist');
    expect(Object.fromEntries(remove.url.searchParams)).toEqual({ user_id: `eq.${me.id}`, token_address: `eq.${DAI}` });
    expect(server.state.rows).toEqual([{ user_id: me.id, token_address: LINK }]);
    expect(entries()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${LINK}` }));
    expect(await screen.findByText('No tokens in watchlist')).toBeInTheDocument();
  });

  it("says 'Failed to remove token from watchlist' when the delete fails, and keeps the entry", async () => {
    const server = serveWatchlist([{ user_id: me.id, token_address: DAI }]);
    server.answer('DELETE /rest/v1/watchlist', () => ({
      status: 500,
      body: { code: 'XX000', message: 'boom', details: null, hint: null },
    }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSignedIn();
    await screen.findByText('Dai Stablecoin (DAI)');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${DAI}` }));
    expect(await screen.findByText('Failed to remove token from watchlist')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: `Remove ${DAI}` })).toBeEnabled());
    expect(entries()).toHaveLength(1);
  });

  it("shows 'Token details unavailable' beside an address whose details cannot be read", async () => {
    const server = serveWatchlist([{ user_id: me.id, token_address: DAI }]);
    server.answer('GET /analyzer/token/:token', failWith(502, "Could not read the token's details from the chain", 'chain_unavailable'));
    await renderSignedIn();
    expect(await screen.findByText('Token details unavailable')).toBeInTheDocument();
    expect(screen.getByText(DAI)).toBeInTheDocument();
  });
});
