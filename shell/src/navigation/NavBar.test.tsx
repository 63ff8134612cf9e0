import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STORAGE_KEY, sessionStore, startSession } from '@whalewatch/shared';
import { buildAuthSession, buildUser, renderWithProviders, serveFakeAuth } from '@whalewatch/shared/testing';
import { LocationProbe, preloadRemoteMock, serveAllRemotes } from '../testing/federationMock';
import { NavBar } from './NavBar';

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });

/** Renders the bar; signed in, once its signed-in parts (a chunk of their own) have loaded. */
async function renderNav(route = '/', signedIn = false) {
  renderWithProviders(
    <>
      <NavBar />
      <LocationProbe />
    </>,
    { route, user: signedIn ? buildUser({ email: 'orca@example.com' }) : undefined },
  );
  if (signedIn) await signedInPartsShown();
}

async function signedInPartsShown() {
  await within(desktopNav()).findByRole('button', { name: 'Products' });
  await within(desktopNav()).findByRole('button', { name: /^Notifications/ });
}

beforeEach(() => serveAllRemotes());

describe('navigation bar', () => {
  it('offers Pricing and Sign In when signed out', async () => {
    await renderNav();
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(nav).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('shows the notification bell when signed in, on every screen size', async () => {
    await renderNav('/', true);
    // Outside the collapsing desktop links, so the mobile layout keeps it.
    const bell = within(desktopNav()).getByRole('button', { name: 'Notifications' });
    expect(bell.closest('[aria-label="Mobile menu"]')).toBeNull();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers About Us, Products, Pricing, AI News and the account menu when signed in', async () => {
    await renderNav('/', true);
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'AI News' })).toHaveAttribute('href', '/news');
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: 'Products' }));
    const products = ['Token Analyzer', 'Portfolio Viewer', 'StealthWallet', 'Wallet Tracking'];
    const productsMenu = within(nav).getByRole('menu', { name: 'Products' });
    expect(
      within(productsMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(products);
    expect(within(productsMenu).getByRole('menuitem', { name: 'Token Analyzer' })).toHaveAttribute('href', '/analyzer');

    const account = within(nav).getByRole('button', { name: 'Account menu for orca@example.com' });
    expect(account).toHaveTextContent('orca@example.com');
    await userEvent.click(account);
    const accountMenu = within(nav).getByRole('menu', { name: 'Account menu for orca@example.com' });
    expect(within(accountMenu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(accountMenu).getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute('href', '/settings/notifications');
    expect(within(accountMenu).getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute('href', '/account');
    expect(within(accountMenu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('signs out from the account menu at once, returns to / and ends the auth session', async () => {
    const server = serveFakeAuth();
    const user = buildUser({ email: 'orca@example.com' });
    await startSession(buildAuthSession(user), user);
    await renderNav('/dashboard');
    await signedInPartsShown();
    const nav = desktopNav();
    await userEvent.click(within(nav).getByRole('button', { name: 'Account menu for orca@example.com' }));
    await userEvent.click(within(nav).getByRole('menuitem', { name: 'Sign Out' }));
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/\|$/);
    expect(within(desktopNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull());
    expect(server.requestsTo('POST /auth/v1/logout')).toHaveLength(1);
  });

  it('closes the products menu after a choice', async () => {
    await renderNav('/', true);
    const nav = desktopNav();
    await userEvent.click(within(nav).getByRole('button', { name: 'Products' }));
    await userEvent.click(within(nav).getByRole('menuitem', { name: 'Token Analyzer' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/analyzer|');
    expect(within(nav).queryByRole('menu')).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('preloads a remote when the pointer reaches its nav link', async () => {
    await renderNav();
    await userEvent.hover(within(desktopNav()).getByRole('link', { name: 'Pricing' }));
    expect(preloadRemoteMock).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_billing', exposes: ['./Pricing'] }]);
  });

  it('mirrors the entries in the mobile menu', async () => {
    await renderNav('/', true);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile menu' });
    expect(within(mobile).getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'AI News' })).toBeInTheDocument();
    expect(within(mobile).getByRole('button', { name: /Products/ })).toBeInTheDocument();
  });

  it('opens Products and the account inline in the mobile menu, pushing the rows below down, never over them', async () => {
    await renderNav('/', true);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile menu' }));
    const products = mobile.getByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(mobile.queryByRole('link', { name: 'Token Analyzer' })).not.toBeInTheDocument();

    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const section = document.getElementById(products.getAttribute('aria-controls') ?? '');
    if (!section) throw new Error('Products controls no element');
    // In the menu's flow, right under its button: a disclosure section, not a floating menu.
    expect(products.nextElementSibling).toBe(section);
    expect(getComputedStyle(section).position).not.toMatch(/absolute|fixed/);
    expect(mobile.queryByRole('menu')).not.toBeInTheDocument();
    const links = within(section)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Token Analyzer', 'Portfolio Viewer', 'StealthWallet', 'Wallet Tracking']);

    const account = mobile.getByRole('button', { name: 'Account menu for orca@example.com' });
    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(mobile.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(mobile.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
    expect(mobile.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('keeps the email on one line, cut with an ellipsis, with the whole address as its title', async () => {
    const email = 'bartholomew.longname-1795527694925@whalewatch-example.com';
    renderWithProviders(<NavBar />, { user: buildUser({ email }) });
    await signedInPartsShown();
    const account = within(desktopNav()).getByRole('button', { name: `Account menu for ${email}` });
    expect(account).toHaveAttribute('title', email);
    expect(getComputedStyle(account).whiteSpace).toBe('nowrap');
    const label = within(account).getByText(email);
    expect(getComputedStyle(label).textOverflow).toBe('ellipsis');
    expect(getComputedStyle(label).overflow).toBe('hidden');
  });

  it('folds a section on Escape back to its button, and a second Escape closes the mobile menu back to Menu', async () => {
    await renderNav('/', true);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile menu' }));
    const products = mobile.getByRole('button', { name: 'Products' });
    await userEvent.click(products);
    act(() => mobile.getByRole('link', { name: 'StealthWallet' }).focus());

    await userEvent.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(products).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Mobile menu' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('toggles dark mode and keeps the choice', async () => {
    await renderNav();
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    const before = toggle.getAttribute('aria-pressed');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).not.toBe(before);
    expect(localStorage.getItem('whalewatch.theme')).toBe(before === 'true' ? 'light' : 'dark');
  });
});
