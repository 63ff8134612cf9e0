import {
  buildFactor,
  fail,
  fakeAccountState,
  renderWithProviders,
  serveFakeAccount,
  signInToAccount,
  type FakeAccountServer,
  type FakeAccountState,
} from '@whalewatch/shared/testing';
import { sessionStore } from '@whalewatch/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  ACCOUNT_DELETED,
  CONFIRM_LABEL,
  CONFIRM_TITLE,
  DELETE_ACCOUNT,
  DELETE_ACCOUNT_TITLE,
  DeleteAccountSection,
  MANAGE_SUBSCRIPTION,
} from './DeleteAccountSection';

let state: FakeAccountState;
let server: FakeAccountServer;

const HOME = 'The landing page';
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const dialog = () => within(screen.getByRole('dialog', { name: CONFIRM_TITLE }));

async function renderSection(level: 'aal1' | 'aal2' = 'aal1') {
  await signInToAccount(state, level);
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/account" element={<DeleteAccountSection />} />
      <Route path="/" element={<p>{HOME}</p>} />
    </Routes>,
    { route: '/account' },
  );
  const section = within(screen.getByRole('region', { name: DELETE_ACCOUNT_TITLE }));
  await user.click(section.getByRole('button', { name: DELETE_ACCOUNT }));
  return user;
}

beforeEach(() => {
  state = fakeAccountState();
  server = serveFakeAccount(state);
});

it('deletes the account once DELETE is typed, then signs out and says so on the landing page', async () => {
  const user = await renderSection();
  const confirm = dialog().getByRole('button', { name: DELETE_ACCOUNT });
  expect(confirm).toBeDisabled();
  await user.type(dialog().getByLabelText(CONFIRM_LABEL), 'delete');
  expect(confirm).toBeDisabled();
  await user.clear(dialog().getByLabelText(CONFIRM_LABEL));
  await user.type(dialog().getByLabelText(CONFIRM_LABEL), 'DELETE');
  await user.click(confirm);

  expect(await toasts().findByText(ACCOUNT_DELETED)).toBeInTheDocument();
  expect(state.deleted).toBe(true);
  expect(server.requestsTo('DELETE /account')).toHaveLength(1);
  expect(sessionStore.getState().user).toBeNull();
  expect(screen.getByText(HOME)).toBeInTheDocument();
});

it('says to cancel the subscription first, with the way there, and keeps the account', async () => {
  server.answer('DELETE /account', fail('subscription_renews'));
  const user = await renderSection();
  await user.type(dialog().getByLabelText(CONFIRM_LABEL), 'DELETE');
  await user.click(dialog().getByRole('button', { name: DELETE_ACCOUNT }));

  const problem = await dialog().findByRole('alert');
  expect(problem).toHaveTextContent('Cancel your subscription before deleting your account.');
  expect(within(problem).getByRole('link', { name: MANAGE_SUBSCRIPTION })).toHaveAttribute('href', '/pricing');
  expect(sessionStore.getState().user).not.toBeNull();
  expect(dialog().getByRole('button', { name: DELETE_ACCOUNT })).toBeEnabled();
});

it('asks for the two-factor code first when the session has not given it', async () => {
  state.factors = [buildFactor()];
  const user = await renderSection('aal1');
  await user.type(dialog().getByLabelText(CONFIRM_LABEL), 'DELETE');
  await user.click(dialog().getByRole('button', { name: DELETE_ACCOUNT }));

  expect(await dialog().findByRole('alert')).toHaveTextContent('Enter your two-factor code to do this, then try again.');
  expect(sessionStore.getState().secondFactorAsked).toBe(true);
  expect(state.deleted).toBe(false);
});

it('closes on Cancel without deleting anything', async () => {
  const user = await renderSection();
  await user.click(dialog().getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(server.requestsTo('DELETE /account')).toHaveLength(0);
});
