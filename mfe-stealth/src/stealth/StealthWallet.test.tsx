import { fail, renderWithProviders, serveFakeApi } from '@whalewatch/shared/testing';
import { walletPath } from '@whalewatch/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import StealthWallet, { SIGN_IN_MESSAGE, SIGN_IN_TITLE, STEALTH_TAGLINE } from './StealthWallet';
import { EMPTY_STEALTH_LIST, LIST_TITLE } from './StealthList';
import { serveStealthApi } from './testing/fakeStealthApi';
import { LOAD_FAILED, REMOVE_FAILED, WALLET_REMOVED } from './useStealthWallets';

const BINANCE = '0x28c6c06298d514db089934071355e5743bf21d60';
const VITALIK = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045';

const list = () => screen.getByRole('region', { name: LIST_TITLE });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const rows = () => within(within(list()).getByRole('list')).getAllByRole('listitem');

/** Where Sign In led: the path and the state the auth panel reads its origin from. */
function AuthProbe() {
  const location = useLocation();
  return <output aria-label="auth route">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function renderSignedIn() {
  renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
}

describe('StealthWallet', () => {
  it("shows only 'Please Sign In - You need to be signed in to access the StealthWallet feature.' when signed out, and asks the api nothing", () => {
    const server = serveFakeApi({});
    renderWithProviders(<StealthWallet />, { route: '/stealth' });
    expect(screen.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toHaveTextContent('Please Sign In');
    expect(screen.getByText(SIGN_IN_MESSAGE)).toHaveTextContent('You need to be signed in to access the StealthWallet feature.');
    expect(screen.queryByRole('button', { name: 'Add to Stealth List' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: LIST_TITLE })).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('offers Sign In when signed out, carrying /stealth as the origin so sign-in comes back here', async () => {
    serveFakeApi({});
    renderWithProviders(
      <Routes>
        <Route path="/stealth" element={<StealthWallet />} />
        <Route path="/auth" element={<AuthProbe />} />
      </Routes>,
      { route: '/stealth' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByLabelText('auth route')).toHaveTextContent('/auth {"from":"/stealth"}');
  });

  it("shows the title and the tagline 'Protect your wallets from being tracked by others' when signed in", async () => {
    serveStealthApi();
    renderSignedIn();
    expect(screen.getByRole('heading', { level: 1, name: 'StealthWallet' })).toBeInTheDocument();
    expect(screen.getByText(STEALTH_TAGLINE)).toHaveTextContent('Protect your wallets from being tracked by others');
    expect(await within(list()).findByText(EMPTY_STEALTH_LIST)).toBeInTheDocument();
  });

  it('shows a spinner while the list loads, then the list', async () => {
    const server = serveStealthApi({ wallets: [BINANCE] });
    const release = server.hold('GET /stealth');
    renderSignedIn();
    expect(within(list()).getByRole('status')).toHaveTextContent('Loading stealth wallets');
    release();
    expect(await within(list()).findByText(BINANCE)).toBeInTheDocument();
    expect(within(list()).queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'No wallets in your stealth list yet.' when the list is empty", async () => {
    serveStealthApi();
    renderSignedIn();
    expect(await within(list()).findByText('No wallets in your stealth list yet.')).toBeInTheDocument();
    expect(within(list()).queryByRole('list')).not.toBeInTheDocument();
  });

  it("loads 'Your Stealth Wallets' with the signed-in user's token, each wallet with its Remove button", async () => {
    const server = serveStealthApi({ wallets: [BINANCE, VITALIK] });
    renderSignedIn();
    await within(list()).findByText(BINANCE);

    expect(rows().map((row) => within(row).getByText(/^0x/).textContent)).toEqual([BINANCE, VITALIK]);
    expect(within(rows()[0]).getByRole('button', { name: `Remove ${BINANCE}` })).toHaveTextContent('Remove');
    expect(within(rows()[1]).getByRole('button', { name: `Remove ${VITALIK}` })).toBeEnabled();
    expect(within(rows()[0]).getByRole('link', { name: BINANCE })).toHaveAttribute('href', walletPath(BINANCE));
    const [load] = server.requestsTo('GET /stealth');
    expect(load.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.queryByText(EMPTY_STEALTH_LIST)).not.toBeInTheDocument();
  });

  it('wraps an address its row cannot hold into two even halves', async () => {
    serveStealthApi({ wallets: [BINANCE] });
    renderSignedIn();
    // Chromium balances the lines break-all allows: 21 + 21 characters (the e2e width sweep measures it).
    expect(getComputedStyle(await within(list()).findByText(BINANCE))).toMatchObject({ wordBreak: 'break-all', textWrap: 'balance' });
  });

  it("says 'Failed to load stealth wallets' (toast and in the list) when the list cannot be loaded, and loads again on 'Try again'", async () => {
    const server = serveStealthApi({ wallets: [BINANCE] });
    server.answer('GET /stealth', fail('internal_error'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSignedIn();

    expect(await within(list()).findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(toasts().getByRole('alert')).toHaveTextContent('Failed to load stealth wallets');

    server.answer('GET /stealth', server.routes['GET /stealth']);
    await userEvent.click(within(list()).getByRole('button', { name: 'Try again' }));
    expect(await within(list()).findByText(BINANCE)).toBeInTheDocument();
    expect(within(list()).queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requestsTo('GET /stealth')).toHaveLength(2);
  });

  it("removes a wallet with DELETE /stealth/{walletAddress}, says 'Removing...' meanwhile, then 'Wallet removed from stealth list' and drops it", async () => {
    const server = serveStealthApi({ wallets: [BINANCE, VITALIK] });
    renderSignedIn();
    await within(list()).findByText(BINANCE);

    const release = server.hold('DELETE /stealth/:walletAddress');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${BINANCE}` }));
    expect(screen.getByRole('button', { name: `Remove ${BINANCE}` })).toHaveTextContent('Removing...');
    expect(screen.getByRole('button', { name: `Remove ${BINANCE}` })).toBeDisabled();
    release();

    expect(await toasts().findByText(WALLET_REMOVED)).toHaveTextContent('Wallet removed from stealth list');
    expect(server.requestsTo('DELETE /stealth/:walletAddress').map((request) => request.url.pathname)).toEqual([`/stealth/${BINANCE}`]);
    expect(server.state.wallets).toEqual([VITALIK]);
    expect(rows()).toHaveLength(1);
    expect(within(list()).queryByText(BINANCE)).not.toBeInTheDocument();
    // Dropped from the displayed list, not loaded again.
    expect(server.requestsTo('GET /stealth')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${VITALIK}` }));
    expect(await within(list()).findByText(EMPTY_STEALTH_LIST)).toBeInTheDocument();
  });

  it("says 'Failed to remove wallet from stealth list' when the api refuses, and keeps the row", async () => {
    const server = serveStealthApi({ wallets: [BINANCE] });
    server.answer('DELETE /stealth/:walletAddress', fail('internal_error'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSignedIn();
    await within(list()).findByText(BINANCE);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${BINANCE}` }));
    expect(await toasts().findByText(REMOVE_FAILED)).toHaveTextContent('Failed to remove wallet from stealth list');
    await waitFor(() => expect(screen.getByRole('button', { name: `Remove ${BINANCE}` })).toBeEnabled());
    expect(screen.getByRole('button', { name: `Remove ${BINANCE}` })).toHaveTextContent('Remove');
    expect(rows()).toHaveLength(1);
  });
});
