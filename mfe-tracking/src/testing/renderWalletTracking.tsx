// The /register screen as a signed-in user sees it, against the fake tracking api.
import {
  buildUser,
  renderWithProviders,
  serveFakeTracking,
  type FakeTrackingServer,
  type FakeTrackingState,
} from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_HEADING } from '../settings/SettingsPanel';
import WalletTracking from '../wallet-tracking/WalletTracking';

export const USER = buildUser({ email: 'orca@example.com' });

export interface RenderOptions {
  /** Wait for the saved settings to load (default); off for a test that holds or watches the load. */
  settled?: boolean;
  /** Runs before the first render, e.g. to make the settings load fail or hold. */
  prepare?: (server: FakeTrackingServer) => void;
}

export async function renderWalletTracking(initial: Partial<FakeTrackingState> = {}, { settled = true, prepare }: RenderOptions = {}) {
  const server = serveFakeTracking(initial);
  prepare?.(server);
  const user = userEvent.setup();
  renderWithProviders(<WalletTracking />, { route: '/register', user: USER });
  if (settled) await waitFor(() => expect(settingsPanel().getByText(SETTINGS_HEADING).closest('section')).toHaveAttribute('aria-busy', 'false'));
  return { server, user };
}

/** A tab's panel, shown or not (a hidden panel has no accessible name to find it by). */
function tabPanel(label: string): HTMLElement {
  const panel = document.querySelector<HTMLElement>(`[role="tabpanel"][aria-label="${label}"]`);
  if (!panel) throw new Error(`no tab panel '${label}'`);
  return panel;
}

export const registerPanel = () => within(tabPanel('Register Wallets'));
export const settingsPanel = () => within(tabPanel('Settings'));
export const dialog = () => within(screen.getByRole('dialog'));

/** The toast area (top-right). */
export const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** The centred overlay showing `text`, if any (a toast with the same words does not count). */
export const overlayWith = (text: string) =>
  screen.queryAllByText(text).find((element) => !element.closest('[role="region"]')) ?? null;
