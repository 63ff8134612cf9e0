import {
  buildSignedInSession,
  fakeAccountState,
  fail,
  renderWithProviders,
  serveFakeAccount,
  signInToAccount,
  type FakeAccountServer,
  type FakeAccountState,
} from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatWhen } from '../Section';
import { SESSIONS_TITLE, SessionsSection, SIGN_OUT_OTHERS, signOutLabel, THIS_DEVICE } from './SessionsSection';

const here = buildSignedInSession({ current: true, device: 'Firefox on Linux', ip: '198.51.100.4' });
const phone = buildSignedInSession({
  current: false,
  device: 'Safari on iOS',
  ip: '203.0.113.9',
  lastActiveAt: '2026-11-22T18:30:00.000Z',
});
const unknown = buildSignedInSession({ current: false, device: null, ip: null, aal: 'aal2' });

let state: FakeAccountState;
let server: FakeAccountServer;

const list = () => within(screen.getByRole('list', { name: SESSIONS_TITLE }));
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function renderSection() {
  await signInToAccount(state, 'aal1');
  const user = userEvent.setup();
  renderWithProviders(<SessionsSection />, { route: '/account' });
  await screen.findByRole('list', { name: SESSIONS_TITLE });
  return user;
}

beforeEach(() => {
  state = fakeAccountState({ sessions: [here, phone, unknown] });
  server = serveFakeAccount(state);
});

it("lists every session with its device, IP address, start and last activity, and marks this one 'This device'", async () => {
  await renderSection();
  const items = list().getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Firefox on Linux');
  expect(items[0]).toHaveTextContent(THIS_DEVICE);
  expect(items[0]).toHaveTextContent('IP address: 198.51.100.4');
  expect(items[0]).toHaveTextContent(`Signed in ${formatWhen(here.createdAt)}`);
  expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
  expect(items[1]).toHaveTextContent(`last active ${formatWhen(phone.lastActiveAt)}`);
  expect(items[1]).not.toHaveTextContent(THIS_DEVICE);
  expect(items[2]).toHaveTextContent('Unknown device');
  expect(items[2]).toHaveTextContent('IP address: unknown');
  expect(items[2]).toHaveTextContent('Two-factor');
});

it('signs one other session out at once and takes it off the list', async () => {
  const user = await renderSection();
  await user.click(list().getByRole('button', { name: signOutLabel(phone) }));
  expect(await toasts().findByText('That session is signed out.')).toBeInTheDocument();
  expect(server.requestsTo('DELETE /account/sessions/:sessionId').map((request) => request.params.sessionId)).toEqual([phone.id]);
  expect(list().queryByText('Safari on iOS')).not.toBeInTheDocument();
  expect(list().getAllByRole('listitem')).toHaveLength(2);
});

it('says why when a session could not be signed out, and keeps it listed', async () => {
  server.answer('DELETE /account/sessions/:sessionId', fail('internal_error'));
  const user = await renderSection();
  await user.click(list().getByRole('button', { name: signOutLabel(phone) }));
  expect(await toasts().findByText('Internal server error')).toBeInTheDocument();
  expect(list().getByText('Safari on iOS')).toBeInTheDocument();
});

it("signs out everywhere else through supabase-js ('others') and lists what is left", async () => {
  const user = await renderSection();
  state.sessions = [here];
  await user.click(screen.getByRole('button', { name: SIGN_OUT_OTHERS }));
  expect(await toasts().findByText('Signed out everywhere else.')).toBeInTheDocument();
  expect(server.requestsTo('POST /auth/v1/logout')[0].url.searchParams.get('scope')).toBe('others');
  expect(await screen.findByText('You are signed in only here.')).toBeInTheDocument();
  expect(list().getAllByRole('listitem')).toHaveLength(1);
});

it('offers Try again when the list could not be loaded', async () => {
  server.answer('GET /account/sessions', fail('internal_error'));
  await signInToAccount(state, 'aal1');
  const user = userEvent.setup();
  renderWithProviders(<SessionsSection />, { route: '/account' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  server.answer('GET /account/sessions', () => ({ status: 200, body: { sessions: [here] } }));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: SESSIONS_TITLE })).toBeInTheDocument();
});
