import { sessionStore } from '@whalewatch/shared';
import {
  buildFactor,
  FAKE_QR_SVG,
  FAKE_TOTP_CODE,
  FAKE_TOTP_SECRET,
  fakeAccountState,
  renderWithProviders,
  serveFakeAccount,
  signInToAccount,
  type FakeAccountServer,
  type FakeAccountState,
} from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoFactorSection } from './TwoFactorSection';
import {
  CODE_LABEL,
  CODES_SAVED,
  CODES_TITLE,
  NEW_CODES,
  QR_ALT,
  SET_UP,
  TURN_OFF,
  TURN_OFF_TITLE,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  WRONG_CODE,
} from './twoFactorTexts';

let state: FakeAccountState;
let server: FakeAccountServer;

const section = () => within(screen.getByRole('region', { name: 'Two-factor authentication' }));
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function renderSection(aal: 'aal1' | 'aal2' = 'aal1') {
  await signInToAccount(state, aal);
  const user = userEvent.setup();
  renderWithProviders(<TwoFactorSection />, { route: '/account' });
  return user;
}

describe('turning two-factor authentication on', () => {
  beforeEach(() => {
    state = fakeAccountState();
    server = serveFakeAccount(state);
  });

  it('shows the QR code and its key, verifies the first code, then shows the recovery codes once', async () => {
    const user = await renderSection();
    expect(await section().findByText(TWO_FACTOR_OFF)).toBeInTheDocument();

    await user.click(section().getByRole('button', { name: SET_UP }));
    const qr = await section().findByRole('img', { name: QR_ALT });
    // The whole SVG, its '#' colours encoded (as supabase-js hands it over, a '#' would end the URI).
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(FAKE_QR_SVG)}`);
    expect(section().getByText(FAKE_TOTP_SECRET)).toBeInTheDocument();
    // The code field takes the focus as soon as there is something to scan.
    await waitFor(() => expect(section().getByLabelText(CODE_LABEL)).toHaveFocus());

    await user.type(section().getByLabelText(CODE_LABEL), FAKE_TOTP_CODE);
    await user.click(section().getByRole('button', { name: 'Verify and turn on' }));

    const codes = await section().findByRole('list', { name: CODES_TITLE });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(state.recoveryCodes);
    expect(state.recoveryCodes).toHaveLength(10);
    expect(section().getByRole('heading', { name: CODES_TITLE })).toHaveFocus();
    expect(section().getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Download' })).toBeInTheDocument();
    // The session proved the new factor: it is aal2 now, as supabase-js stored it.
    expect(sessionStore.getState().assurance).toEqual({ current: 'aal2', next: 'aal2' });
    expect(toasts().getByText('Two-factor authentication is on')).toBeInTheDocument();

    await user.click(section().getByRole('button', { name: CODES_SAVED }));
    expect(await section().findByText(TWO_FACTOR_ON)).toBeInTheDocument();
    expect(section().getByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    expect(section().queryByRole('list', { name: CODES_TITLE })).not.toBeInTheDocument();
  });

  it('says a wrong code is wrong, keeps the set-up and the focus on the code', async () => {
    const user = await renderSection();
    await user.click(await section().findByRole('button', { name: SET_UP }));
    await user.type(await section().findByLabelText(CODE_LABEL), '000000');
    await user.click(section().getByRole('button', { name: 'Verify and turn on' }));
    expect(await section().findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(section().getByLabelText(CODE_LABEL)).toHaveFocus();
    expect(section().getByLabelText(CODE_LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(state.factors.map((factor) => factor.status)).toEqual(['unverified']);
  });

  it('asks for 6 digits before sending anything', async () => {
    const user = await renderSection();
    await user.click(await section().findByRole('button', { name: SET_UP }));
    await user.type(await section().findByLabelText(CODE_LABEL), '12a');
    await user.click(section().getByRole('button', { name: 'Verify and turn on' }));
    expect(await section().findByRole('alert')).toHaveTextContent('Enter the 6 digits your authenticator app shows');
    expect(server.requestsTo('POST /auth/v1/factors/:factorId/verify')).toHaveLength(0);
  });

  it('drops the unfinished set-up when cancelled', async () => {
    const user = await renderSection();
    await user.click(await section().findByRole('button', { name: SET_UP }));
    await section().findByLabelText(CODE_LABEL);
    await user.click(section().getByRole('button', { name: 'Cancel' }));
    expect(await section().findByText(TWO_FACTOR_OFF)).toBeInTheDocument();
    await waitFor(() => expect(state.factors).toEqual([]));
  });
});

describe('when two-factor authentication is on', () => {
  beforeEach(() => {
    state = fakeAccountState({
      factors: [buildFactor()],
      recoveryCodes: ['a', 'b', 'c'],
      recoveryCodesCreatedAt: '2026-11-01T09:00:00.000Z',
    });
    server = serveFakeAccount(state);
  });

  it('says how many recovery codes are left, and makes new ones after asking, shown once', async () => {
    const user = await renderSection('aal2');
    expect(await section().findByText(/3 of 10 recovery codes left/)).toBeInTheDocument();

    await user.click(section().getByRole('button', { name: NEW_CODES }));
    const dialog = screen.getByRole('dialog', { name: 'Create new recovery codes?' });
    await user.click(within(dialog).getByRole('button', { name: NEW_CODES }));
    const codes = await section().findByRole('list', { name: CODES_TITLE });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(server.requestsTo('POST /account/recovery-codes')).toHaveLength(1);

    await user.click(section().getByRole('button', { name: CODES_SAVED }));
    expect(await section().findByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
  });

  it('turns it off after asking', async () => {
    const user = await renderSection('aal2');
    await user.click(await section().findByRole('button', { name: TURN_OFF }));
    const dialog = screen.getByRole('dialog', { name: TURN_OFF_TITLE });
    await user.click(within(dialog).getByRole('button', { name: TURN_OFF }));
    expect(await section().findByText(TWO_FACTOR_OFF)).toBeInTheDocument();
    expect(state.factors).toEqual([]);
    expect(toasts().getByText('Two-factor authentication is off')).toBeInTheDocument();
  });

  it('keeps it on when the question is cancelled', async () => {
    const user = await renderSection('aal2');
    await user.click(await section().findByRole('button', { name: TURN_OFF }));
    await user.click(within(screen.getByRole('dialog', { name: TURN_OFF_TITLE })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.factors).toHaveLength(1);
    expect(section().getByText(TWO_FACTOR_ON)).toBeInTheDocument();
  });
});
