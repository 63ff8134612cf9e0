import { accountApi, sessionStore } from '@whalewatch/shared';
import {
  buildFactor,
  FAKE_TOTP_CODE,
  fakeAccountState,
  ok,
  renderWithProviders,
  serveFakeAccount,
  signInToAccount,
  type FakeAccountServer,
  type FakeAccountState,
} from '@whalewatch/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../app/AppRoutes';
import { Layout } from '../../app/Layout';
import { LocationProbe, serveAllRemotes } from '../../testing/federationMock';
import {
  CODE_LABEL,
  CODE_NEEDED_TITLE,
  RECOVERY_CODE_LABEL,
  SECOND_FACTOR_TITLE,
  SIGN_OUT,
  TRY_AGAIN_NOW,
  USE_RECOVERY_CODE,
  VERIFY,
  WRONG_CODE,
} from './secondFactorTexts';

let state: FakeAccountState;
let server: FakeAccountServer;

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const dashboard = () => screen.queryByRole('heading', { name: 'remote screen mfe_analyzer/Dashboard' });

function renderApp(route: string) {
  const user = userEvent.setup();
  renderWithProviders(
    <Layout>
      <AppRoutes />
      <LocationProbe />
    </Layout>,
    { route },
  );
  return user;
}

beforeEach(() => {
  serveAllRemotes();
  state = fakeAccountState({ factors: [buildFactor()], recoveryCodes: ['rc-one', 'rc-two'] });
  server = serveFakeAccount(state);
  // Once the code is shown, the app loads the account's plan.
  server.answer('GET /billing/plan' as Parameters<typeof server.answer>[0], () =>
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
});

describe('the second step of signing in', () => {
  it('asks for the code before any page that needs sign-in, with the focus on the code field, then shows the page', async () => {
    await signInToAccount(state, 'aal1');
    const user = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: SECOND_FACTOR_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(CODE_LABEL)).toHaveFocus());
    expect(dashboard()).not.toBeInTheDocument();
    // Nothing of the account loads meanwhile: no alerts bell.
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(CODE_LABEL), FAKE_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: VERIFY }));
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_analyzer/Dashboard' })).toBeInTheDocument();
    expect(sessionStore.getState().assurance).toEqual({ current: 'aal2', next: 'aal2' });
    expect(screen.queryByLabelText(CODE_LABEL)).not.toBeInTheDocument();
  });

  it('asks on public pages too, right after signing in: nothing comes before it', async () => {
    await signInToAccount(state, 'aal1');
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: SECOND_FACTOR_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'remote screen mfe_billing/Pricing' })).not.toBeInTheDocument();
  });

  it('does not ask an account without two-factor, nor a session that already proved it', async () => {
    await signInToAccount(state, 'aal2');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_analyzer/Dashboard' })).toBeInTheDocument();
    expect(screen.queryByLabelText(CODE_LABEL)).not.toBeInTheDocument();
  });

  it('announces a wrong code and keeps asking, the focus back in the field', async () => {
    await signInToAccount(state, 'aal1');
    const user = renderApp('/dashboard');
    await user.type(await screen.findByLabelText(CODE_LABEL), '000000');
    await user.click(screen.getByRole('button', { name: VERIFY }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(screen.getByLabelText(CODE_LABEL)).toHaveFocus();
    expect(dashboard()).not.toBeInTheDocument();
  });

  it('asks for 6 digits before sending anything', async () => {
    await signInToAccount(state, 'aal1');
    const user = renderApp('/dashboard');
    await user.type(await screen.findByLabelText(CODE_LABEL), '123');
    await user.click(screen.getByRole('button', { name: VERIFY }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6 digits your authenticator app shows');
    expect(server.requestsTo('POST /auth/v1/factors/:factorId/verify')).toHaveLength(0);
  });

  it('takes a recovery code instead, once', async () => {
    await signInToAccount(state, 'aal1');
    const user = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: USE_RECOVERY_CODE }));
    await waitFor(() => expect(screen.getByLabelText(RECOVERY_CODE_LABEL)).toHaveFocus());

    await user.type(screen.getByLabelText(RECOVERY_CODE_LABEL), 'rc-nope');
    await user.click(screen.getByRole('button', { name: VERIFY }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That recovery code is not valid or was already used.');

    await user.clear(screen.getByLabelText(RECOVERY_CODE_LABEL));
    await user.type(screen.getByLabelText(RECOVERY_CODE_LABEL), 'rc-two');
    await user.click(screen.getByRole('button', { name: VERIFY }));
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_analyzer/Dashboard' })).toBeInTheDocument();
    expect(state.recoveryCodes).toEqual(['rc-one']);
    expect(sessionStore.getState().assurance?.current).toBe('aal2');
  });

  it('signs out from the second step and goes home', async () => {
    await signInToAccount(state, 'aal1');
    const user = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: SIGN_OUT }));
    expect(sessionStore.getState().user).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/\|/));
    expect(screen.queryByLabelText(CODE_LABEL)).not.toBeInTheDocument();
  });
});

describe("an action the api refuses for want of the second factor ('insufficient_aal')", () => {
  it('asks for the code over the page, which keeps its state; once verified the user tries again', async () => {
    await signInToAccount(state, 'aal1');
    // The factor was added on another device: this tab did not know.
    sessionStore.getState().setAssurance({ current: 'aal1', next: 'aal1' });
    const user = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'remote screen mfe_analyzer/Dashboard' })).toBeInTheDocument();

    await act(() => accountApi.createRecoveryCodes().catch(() => undefined));
    const dialog = await screen.findByRole('dialog', { name: CODE_NEEDED_TITLE });
    expect(dashboard()).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(CODE_LABEL)).toHaveFocus());

    await user.type(within(dialog).getByLabelText(CODE_LABEL), FAKE_TOTP_CODE);
    await user.click(within(dialog).getByRole('button', { name: VERIFY }));
    expect(await toasts().findByText(TRY_AGAIN_NOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dashboard()).toBeInTheDocument();
    await expect(accountApi.createRecoveryCodes()).resolves.toHaveLength(10);
  });

  it('still asks in place of the page when the dialog is closed without the code', async () => {
    await signInToAccount(state, 'aal2');
    sessionStore.getState().askForSecondFactor();
    const user = renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: CODE_NEEDED_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { level: 1, name: SECOND_FACTOR_TITLE })).toBeInTheDocument();
    expect(dashboard()).not.toBeInTheDocument();
  });
});
