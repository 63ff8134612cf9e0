// The bar's menus as a keyboard user meets them: the WAI-ARIA menu button pattern.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser, renderWithProviders } from '@whalewatch/shared/testing';
import { LocationProbe, serveAllRemotes } from '../testing/federationMock';
import { NavBar } from './NavBar';

const PRODUCTS = ['Token Analyzer', 'Portfolio Viewer', 'StealthWallet', 'Wallet Tracking'];

/** The bar signed in, once its signed-in parts (a chunk of their own) have loaded. */
async function renderSignedIn() {
  renderWithProviders(
    <>
      <NavBar />
      <LocationProbe />
    </>,
    { user: buildUser({ email: 'orca@example.com' }) },
  );
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  return { nav, products: await nav.findByRole('button', { name: 'Products' }) };
}

const menu = () => screen.queryByRole('menu', { name: 'Products' });
const item = (name: string) => within(screen.getByRole('menu')).getByRole('menuitem', { name });

async function focusProducts() {
  const view = await renderSignedIn();
  act(() => view.products.focus());
  return view;
}

beforeEach(() => serveAllRemotes());

describe('a navigation bar menu', () => {
  it('is a menu button: it says it opens a menu, whether it is open, and which menu it controls', async () => {
    const { products } = await renderSignedIn();
    expect(products).toHaveAttribute('aria-haspopup', 'menu');
    expect(products).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const opened = screen.getByRole('menu', { name: 'Products' });
    expect(products).toHaveAttribute('aria-controls', opened.id);
    expect(
      within(opened)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(PRODUCTS);
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens on %s with focus on the first item', async (_name, key) => {
    await focusProducts();
    await userEvent.keyboard(key);
    expect(menu()).toBeInTheDocument();
    expect(item('Token Analyzer')).toHaveFocus();
  });

  it('opens on ArrowUp with focus on the last item', async () => {
    await focusProducts();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Wallet Tracking')).toHaveFocus();
  });

  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', async () => {
    await focusProducts();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Portfolio Viewer')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Wallet Tracking')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Token Analyzer')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Wallet Tracking')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Token Analyzer')).toHaveFocus();
  });

  it('chooses the focused item with Enter', async () => {
    await focusProducts();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/register|');
    expect(menu()).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { products } = await focusProducts();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(products).toHaveFocus();
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab moves on to the next link', async () => {
    const { nav } = await focusProducts();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(menu()).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveFocus();
  });

  it('closes when Shift+Tab goes back to its button', async () => {
    const { products } = await focusProducts();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab({ shift: true });
    expect(menu()).not.toBeInTheDocument();
    expect(products).toHaveFocus();
  });

  it('closes when focus moves anywhere outside it', async () => {
    const { nav } = await focusProducts();
    await userEvent.keyboard('{ArrowDown}');
    act(() => nav.getByRole('link', { name: 'About Us' }).focus());
    expect(menu()).not.toBeInTheDocument();
  });

  it('closes on a click outside it, and the account menu then opens alone', async () => {
    const { nav, products } = await renderSignedIn();
    await userEvent.click(products);
    await userEvent.click(nav.getByRole('button', { name: 'Account menu for orca@example.com' }));
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(item('Dashboard')).toHaveFocus();
  });
});
