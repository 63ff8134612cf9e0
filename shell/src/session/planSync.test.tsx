import { sessionStore } from '@whalewatch/shared';
import { fail, ok, renderWithProviders, serveFakeApi } from '@whalewatch/shared/testing';
import { waitFor } from '@testing-library/react';
import { PlanSync } from './planSync';

const status = {
  plan: 'starter',
  limits: { trackedWallets: 3, stealthWallets: 0 },
  status: 'active',
  renewsAt: null,
  endsAt: null,
  paddleCustomerId: null,
  customerPortal: 'no-customer',
};

afterEach(() => jest.restoreAllMocks());

describe('the plan sync', () => {
  it("puts the signed-in user's plan from the api into the session", async () => {
    const server = serveFakeApi({ 'GET /billing/plan': () => ok(status) });
    renderWithProviders(<PlanSync />, { user: true });
    await waitFor(() => expect(sessionStore.getState().plan).toBe('starter'));
    expect(server.requestsTo('GET /billing/plan')).toHaveLength(1);
  });

  it('asks nothing when signed out, and only logs a failure', async () => {
    const server = serveFakeApi({ 'GET /billing/plan': () => ok(status) });
    renderWithProviders(<PlanSync />);
    expect(server.requestsTo('GET /billing/plan')).toHaveLength(0);

    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.answer('GET /billing/plan', fail('internal_error'));
    renderWithProviders(<PlanSync />, { user: true });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Loading the plan failed', expect.any(Error)));
    expect(sessionStore.getState().plan).toBeNull();
  });
});
