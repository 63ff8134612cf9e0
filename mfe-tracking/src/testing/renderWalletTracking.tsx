// The /register screen as a signed-in user sees it, against the fake tracking api.
import type { PlanStatus } from '@whalewatch/shared';
import {
  buildUser,
  fakeTrackingRoutes,
  fakeTrackingState,
  ok,
  renderWithProviders,
  serveFakeApi,
  type ChainsRoute,
  type FakeApiServer,
  type FakeTrackingState,
  type TrackingRoute,
} from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECK_INTERVAL_LABEL } from '../check-interval/CheckIntervalField';
import WalletTracking from '../wallet-tracking/WalletTracking';

export const USER = buildUser({ email: 'orca@example.com' });

/** The tracking routes, the plan, and the chains watched (the devnet's two unless a test answers otherwise). */
export type WalletTrackingServer = FakeApiServer<TrackingRoute | ChainsRoute | 'GET /billing/plan'> & { state: FakeTrackingState };

/** The plan as GET /billing/plan answers it: Pro, tracking `state.walletLimit` wallets. */
export const planOf = (state: FakeTrackingState): PlanStatus => ({
  plan: 'pro',
  limits: { trackedWallets: state.walletLimit ?? 6, stealthWallets: 1 },
  status: 'active',
  renewsAt: null,
  endsAt: null,
  paddleCustomerId: null,
  customerPortal: 'no-customer',
});

/** The tracking routes of the api, and the plan whose limit the usage line shows. */
export function serveWalletTracking(initial: Partial<FakeTrackingState> = {}): WalletTrackingServer {
  const state = fakeTrackingState(initial);
  return { ...serveFakeApi({ ...fakeTrackingRoutes(state), 'GET /billing/plan': () => ok(planOf(state)) }), state };
}

export interface RenderOptions {
  /** Wait for the saved settings to load or fail (default); off for a test that holds or watches the load. */
  settled?: boolean;
  /** Runs before the first render, e.g. to make the settings load fail or hold. */
  prepare?: (server: WalletTrackingServer) => void;
}

export async function renderWalletTracking(initial: Partial<FakeTrackingState> = {}, { settled = true, prepare }: RenderOptions = {}) {
  const server = serveWalletTracking(initial);
  prepare?.(server);
  const user = userEvent.setup();
  renderWithProviders(<WalletTracking />, { route: '/register', user: USER });
  // The Register tab's interval is editable once the saved settings have loaded (or failed to).
  if (settled) await waitFor(() => expect(registerPanel().getByLabelText(CHECK_INTERVAL_LABEL)).toBeEnabled());
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
export const overlayWith = (text: string) => screen.queryAllByText(text).find((element) => !element.closest('[role="region"]')) ?? null;
