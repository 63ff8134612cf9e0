import { screen } from '@testing-library/react';
import { buildNotification, renderWithProviders, serveFakeChannels, serveFakeNotifications } from '@whalewatch/shared/testing';
import { LocationProbe, serveAllRemotes } from '../testing/federationMock';
import { AppRoutes } from './AppRoutes';

function renderAt(route: string, signedIn = false) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route, user: signedIn || undefined },
  );
}

beforeEach(() => serveAllRemotes());

describe('route table', () => {
  it.each([
    ['/register', 'mfe_tracking/WalletTracking'],
    ['/analyzer', 'mfe_analyzer/TokenAnalyzer'],
    ['/portfolio', 'mfe_portfolio/PortfolioViewer'],
    ['/wallet/0x28C6c06298d514Db089934071355E5743bf21d60', 'mfe_portfolio/WalletProfile'],
    ['/dashboard', 'mfe_analyzer/Dashboard'],
    ['/account', 'mfe_auth/AccountSettings'],
  ])('sends a signed-out visitor of %s to /auth, remembering the origin', async (path, id) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_auth/AuthPanel' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(`/auth|${path}`);
    expect(screen.queryByText(`remote screen ${id}`)).not.toBeInTheDocument();
  });

  it.each([
    ['/register', 'mfe_tracking/WalletTracking'],
    ['/analyzer', 'mfe_analyzer/TokenAnalyzer'],
    ['/portfolio', 'mfe_portfolio/PortfolioViewer'],
    ['/wallet/0x28C6c06298d514Db089934071355E5743bf21d60', 'mfe_portfolio/WalletProfile'],
    ['/stealth', 'mfe_stealth/StealthWallet'],
    ['/dashboard', 'mfe_analyzer/Dashboard'],
    ['/account', 'mfe_auth/AccountSettings'],
  ])('shows a signed-in user %s from its remote', async (path, id) => {
    renderAt(path, true);
    expect(await screen.findByRole('heading', { name: `remote screen ${id}` })).toBeInTheDocument();
  });

  it.each([
    ['/auth', 'mfe_auth/AuthPanel'],
    ['/pricing', 'mfe_billing/Pricing'],
    ['/authorisation', 'mfe_auth/RecoveryLanding'],
    ['/authorisation/reset', 'mfe_auth/RecoveryLanding'],
    ['/authorisation?token=abc&type=recovery', 'mfe_auth/RecoveryLanding'],
    // The StealthWallet screen says 'Please Sign In' itself when signed out (spec §2).
    ['/stealth', 'mfe_stealth/StealthWallet'],
  ])('shows the public remote route %s to anyone', async (path, id) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: `remote screen ${id}` })).toBeInTheDocument();
  });

  it.each([
    ['/about', /About Us/],
    ['/refund-policy', /Refund Policy/],
    ['/privacy-policy', /Privacy/],
    ['/terms-of-service', /Terms of Service/],
    ['/success', /Payment Successful!/],
    ['/news', /AI News/],
  ])('shows the shell page %s without signing in', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("sends a signed-out visitor of a transaction's page to /auth, and shows it to a signed-in user", async () => {
    const alert = buildNotification();
    const path = `/tx/${alert.txHash}`;
    const signedOut = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_auth/AuthPanel' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(`/auth|${path}`);
    signedOut.unmount();

    serveFakeNotifications({ notifications: [alert] });
    renderAt(path, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: alert.message })).toBeInTheDocument();
  });

  it("routes a transaction's page on its chain, /tx/:chain/:hash, behind sign-in too", async () => {
    const alert = buildNotification();
    const path = `/tx/ethereum/${alert.txHash}`;
    const signedOut = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_auth/AuthPanel' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(`/auth|${path}`);
    signedOut.unmount();

    const server = serveFakeNotifications({ notifications: [alert] });
    renderAt(path, true);
    expect(await screen.findByRole('heading', { name: alert.message })).toBeInTheDocument();
    expect(server.requestsTo('GET /transactions/:hash')[0].url.searchParams.get('chain')).toBe('ethereum');
  });

  it('sends a signed-out visitor of the Notifications settings to /auth, and shows them to a signed-in user', async () => {
    const path = '/settings/notifications';
    const signedOut = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_auth/AuthPanel' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(`/auth|${path}`);
    signedOut.unmount();

    serveFakeChannels();
    renderAt(path, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Alert channels' })).toBeInTheDocument();
  });

  it('redirects an unknown path to /', () => {
    renderAt('/no/such/page');
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/\|$/);
  });

  it("shows only the failed route's fallback when its remote is down", async () => {
    serveAllRemotes(['mfe_billing']);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/pricing');
    expect(await screen.findByRole('heading', { name: 'Pricing is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
