import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STORAGE_KEY, sessionStore, startSession } from '@whalewatch/shared';
import { buildAuthSession, buildUser, renderWithProviders, serveFakeAuth } from '@whalewatch/shared/testing';
import { LocationProbe, preloadRemoteMock, serveAllRemotes } from '../testing/federationMock';
import { NavBar } from './NavBar';

function renderNav(route = '/', signedIn = false) {
  return renderWithProviders(
    <>
      <NavBar />
      <LocationProbe />
    </>,
    { route, user: signedIn ? buildUser({ email: 'orca@example.com' }) : undefined },
  );
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => serveAllRemotes());

describe('navigation bar', () => {
  it('offers Pricing and Sign In when signed out', () => {
    renderNav();
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(nav).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('shows the notification bell when signed in, on every screen size', () => {
    renderNav('/', true);
    // Outside the collapsing desktop links, so the mobile layout keeps it.
    const bell = within(desktopNav()).getByRole('button', { name: 'Notifications' });
    expect(bell.closest('[aria-label="Mobile menu"]')).toBeNull();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers About Us, Products, Pricing, AI News and the account menu when signed in', async () => {
    renderNav('/', true);
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'AI News' })).toHaveAttribute('href', '/news');
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: /Products/ }));
    const products = ['Token Analyzer', 'Portfolio Viewer', 'StealthWallet', 'Wallet Tracking'];
    for (const name of products) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();

    const account = within(nav).getByRole('button', { name: 'Account menu for orca@example.com' });
    expect(account).toHaveTextContent('orca@example.com');
    await userEvent.click(account);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('signs out from the account menu at once, returns to / and ends the auth session', async () => {
    const server = serveFakeAuth();
    const user = buildUser({ email: 'orca@example.com' });
    await startSession(buildAuthSession(user), user);
    renderNav('/dashboard');
    const nav = desktopNav();
    await userEvent.click(within(nav).getByRole('button', { name: 'Account menu for orca@example.com' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/\|$/);
    expect(within(desktopNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull());
    expect(server.requestsTo('POST /auth/v1/logout')).toHaveLength(1);
  });

  it('closes the products menu after a choice', async () => {
    renderNav('/', true);
    const nav = desktopNav();
    await userEvent.click(within(nav).getByRole('button', { name: /Products/ }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Token Analyzer' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/analyzer|');
    expect(within(nav).queryByRole('link', { name: 'Token Analyzer' })).not.toBeInTheDocument();
  });

  it("preloads a remote when the pointer reaches its nav link", async () => {
    renderNav();
    await userEvent.hover(within(desktopNav()).getByRole('link', { name: 'Pricing' }));
    expect(preloadRemoteMock).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_billing', exposes: ['./Pricing'] }]);
  });

  it('mirrors the entries in the mobile menu', async () => {
    renderNav('/', true);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile menu' });
    expect(within(mobile).getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'AI News' })).toBeInTheDocument();
    expect(within(mobile).getByRole('button', { name: /Products/ })).toBeInTheDocument();
  });

  it('toggles dark mode and keeps the choice', async () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    const before = toggle.getAttribute('aria-pressed');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).not.toBe(before);
    expect(localStorage.getItem('whalewatch.theme')).toBe(before === 'true' ? 'light' : 'dark');
  });
});
