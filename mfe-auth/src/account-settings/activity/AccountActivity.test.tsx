import { buildAuditEntry, fakeAccountState, fail, renderWithProviders, serveFakeAccount, signInAs } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatWhen } from '../Section';
import { AccountActivity, ACTIVITY_TITLE, NO_ACTIVITY } from './AccountActivity';

const renderActivity = () => {
  signInAs();
  renderWithProviders(<AccountActivity />, { route: '/account' });
};

it('shows a spinner while the log loads, then says when nothing happened in the last 90 days', async () => {
  serveFakeAccount(fakeAccountState({ auditEntries: [] }));
  renderActivity();
  expect(screen.getByRole('status')).toHaveTextContent('Loading account activity');
  expect(await screen.findByText(NO_ACTIVITY)).toBeInTheDocument();
  expect(NO_ACTIVITY).toContain('90 days');
});

it('lists each entry with its label, time and where it came from, newest first as the api answers', async () => {
  const entries = [
    buildAuditEntry({ action: 'factor_enrolled', at: '2026-11-23T10:00:00.000Z' }),
    buildAuditEntry({ action: 'channel_added', at: '2026-11-22T09:00:00.000Z', details: { kind: 'webhook', name: 'hooks.example.com' } }),
    buildAuditEntry({
      action: 'plan_changed',
      at: '2026-11-21T08:00:00.000Z',
      ip: null,
      device: null,
      details: { from: 'free', to: 'pro' },
    }),
  ];
  serveFakeAccount(fakeAccountState({ auditEntries: entries }));
  renderActivity();
  const items = within(await screen.findByRole('list', { name: ACTIVITY_TITLE })).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Two-factor method added');
  expect(items[0]).toHaveTextContent(formatWhen(entries[0].at));
  expect(items[0]).toHaveTextContent('Chrome on macOS · IP 203.0.113.7');
  expect(items[1]).toHaveTextContent('Alert channel added');
  expect(items[1]).toHaveTextContent('kind: webhook, name: hooks.example.com');
  expect(items[2]).toHaveTextContent('Plan changed');
  expect(items[2]).not.toHaveTextContent('IP');
});

it("says what failed and loads again with 'Try again'", async () => {
  const server = serveFakeAccount(fakeAccountState({ auditEntries: [buildAuditEntry()] }));
  server.answer('GET /account/audit-log', fail('internal_error'));
  renderActivity();
  expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  server.answer('GET /account/audit-log', () => ({ status: 200, body: { entries: [buildAuditEntry()] } }));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Signed in')).toBeInTheDocument();
});
