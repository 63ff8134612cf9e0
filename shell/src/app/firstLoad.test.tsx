// What the shell's first page runs (issue 23): signed out at /, none of the other pages, none of the
// signed-in parts and not the demo dialog are evaluated, and no notification stream is opened. Each
// of those modules records when it is first evaluated; the app is required inside the test, after
// the records are in place, so a static import anywhere on the way would show.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@whalewatch/shared';
import { buildUser, FakeEventSource, ok, serveFakeNotifications } from '@whalewatch/shared/testing';
import type { ComponentType } from 'react';
import { serveAllRemotes } from '../testing/federationMock';

const mockEvaluated = new Set<string>();
function mockRecording(path: string): unknown {
  mockEvaluated.add(path);
  return jest.requireActual(path);
}

jest.mock('../pages/about/AboutPage', () => mockRecording('../pages/about/AboutPage'));
jest.mock('../pages/legal/RefundPolicyPage', () => mockRecording('../pages/legal/RefundPolicyPage'));
jest.mock('../pages/legal/PrivacyPolicyPage', () => mockRecording('../pages/legal/PrivacyPolicyPage'));
jest.mock('../pages/legal/TermsOfServicePage', () => mockRecording('../pages/legal/TermsOfServicePage'));
jest.mock('../pages/success/SuccessPage', () => mockRecording('../pages/success/SuccessPage'));
jest.mock('../pages/news/NewsPage', () => mockRecording('../pages/news/NewsPage'));
jest.mock('../pages/status/StatusPage', () => mockRecording('../pages/status/StatusPage'));
jest.mock('../pages/transaction/TransactionPage', () => mockRecording('../pages/transaction/TransactionPage'));
jest.mock('../pages/notification-settings/NotificationSettingsPage', () =>
  mockRecording('../pages/notification-settings/NotificationSettingsPage'),
);
jest.mock('../notifications/NotificationCentre', () => mockRecording('../notifications/NotificationCentre'));
jest.mock('../navigation/SignedInNavItems', () => mockRecording('../navigation/SignedInNavItems'));
jest.mock('../pages/home/DemoRequestDialog', () => mockRecording('../pages/home/DemoRequestDialog'));
jest.mock('../auth/second-factor/secondFactorChunk', () => mockRecording('../auth/second-factor/secondFactorChunk'));

const PAGES = [
  '../pages/about/AboutPage',
  '../pages/legal/RefundPolicyPage',
  '../pages/legal/PrivacyPolicyPage',
  '../pages/legal/TermsOfServicePage',
  '../pages/success/SuccessPage',
  '../pages/news/NewsPage',
  '../pages/status/StatusPage',
  '../pages/transaction/TransactionPage',
  '../pages/notification-settings/NotificationSettingsPage',
];
const SIGNED_IN_PARTS = ['../notifications/NotificationCentre', '../navigation/SignedInNavItems'];
const DEMO_DIALOG = '../pages/home/DemoRequestDialog';

beforeEach(() => serveAllRemotes());

it('runs only the home page and the signed-out bar at / until a visitor asks for more', async () => {
  window.history.replaceState({}, '', '/');
  const { App } = jest.requireActual<{ App: ComponentType }>('./App');
  render(<App />);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Ethereum monitoring for people who follow the whales' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  expect([...mockEvaluated]).toEqual([]);
  expect(FakeEventSource.instances).toHaveLength(0);

  // Reaching for Request a Demo fetches the dialog, and nothing else.
  await userEvent.hover(screen.getByRole('button', { name: 'Request a Demo' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect([...mockEvaluated]).toEqual([DEMO_DIALOG]);

  // Signing in brings the bar's signed-in parts, and the notification stream with them.
  const api = serveFakeNotifications();
  api.answer('GET /billing/plan' as Parameters<typeof api.answer>[0], () =>
    ok({
      plan: 'free',
      limits: { trackedWallets: 1, stealthWallets: 0 },
      status: 'none',
      renewsAt: null,
      endsAt: null,
      paddleCustomerId: null,
      customerPortal: 'no-customer',
    }),
  );
  act(() => sessionStore.getState().signIn(buildUser({ email: 'orca@example.com' }), 'token'));
  expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
  // The second step of signing in (issue 36) comes only for an account that owes its second factor.
  expect([...mockEvaluated].sort()).toEqual([DEMO_DIALOG, ...SIGNED_IN_PARTS].sort());
  expect(FakeEventSource.live()).toHaveLength(1);

  // A page is evaluated on its first visit.
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About Us' }));
  expect(await screen.findByRole('heading', { level: 1, name: /About Us/ })).toBeInTheDocument();
  expect(PAGES.filter((page) => mockEvaluated.has(page))).toEqual(['../pages/about/AboutPage']);
});
