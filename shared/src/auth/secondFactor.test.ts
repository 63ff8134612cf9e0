import { ApiError } from '../api/apiClient';
import { accountApi } from '../api/account';
import { secondFactorPrompt, sessionStore } from '../session/sessionStore';
import {
  buildFactor,
  fail,
  FAKE_TOTP_CODE,
  fakeAccountState,
  serveFakeAccount,
  signInToAccount,
  type FakeAccountServer,
  type FakeAccountState,
} from '../testing';
import { assuranceOf, secondFactorMissing } from './assurance';
import { isWrongCode, redeemRecoveryCode, verifySecondFactor } from './secondFactor';
import { resetSessionStore } from '../session/sessionStore';
import { resetSupabase, storedAssurance } from './supabaseClient';

let state: FakeAccountState;
let server: FakeAccountServer;

beforeEach(() => {
  state = fakeAccountState({ factors: [buildFactor()], recoveryCodes: ['code-a', 'code-b'] });
  server = serveFakeAccount(state);
});

const assurance = () => sessionStore.getState().assurance;

describe('assuranceOf', () => {
  it.each([
    // token claim, factors → current, next
    [
      { aal: 'aal1', factors: [] },
      { current: 'aal1', next: 'aal1' },
    ],
    [
      { aal: 'aal1', factors: [{ status: 'unverified' }] },
      { current: 'aal1', next: 'aal1' },
    ],
    [
      { aal: 'aal1', factors: [{ status: 'verified' }] },
      { current: 'aal1', next: 'aal2' },
    ],
    [
      { aal: 'aal2', factors: [{ status: 'verified' }] },
      { current: 'aal2', next: 'aal2' },
    ],
  ])('reads %j as supabase-js does', ({ aal, factors }, expected) => {
    const token = `x.${btoa(JSON.stringify({ aal }))}.y`;
    expect(assuranceOf({ access_token: token, user: { factors } })).toEqual(expected);
  });

  it('takes a token without the claim for one factor', () => {
    expect(assuranceOf({ access_token: 'not-a-jwt' })).toEqual({ current: 'aal1', next: 'aal1' });
  });
});

describe('signing in to an account with two-factor', () => {
  it('knows after a password sign-in that the code is still owed, and asks for it instead of the page', async () => {
    await signInToAccount(state, 'aal1');
    expect(assurance()).toEqual({ current: 'aal1', next: 'aal2' });
    expect(secondFactorPrompt(sessionStore.getState())).toBe('page');
  });

  it('still knows it in a tab opened again, before supabase-js loads', async () => {
    await signInToAccount(state, 'aal1');
    resetSupabase();
    resetSessionStore();
    expect(storedAssurance()).toEqual({ current: 'aal1', next: 'aal2' });
    expect(secondFactorMissing(assurance())).toBe(true);
  });

  it('raises the session to aal2 with the authenticator app’s code', async () => {
    await signInToAccount(state, 'aal1');
    const aal1Token = sessionStore.getState().authToken;
    await verifySecondFactor(FAKE_TOTP_CODE);
    expect(assurance()).toEqual({ current: 'aal2', next: 'aal2' });
    expect(sessionStore.getState().authToken).not.toBe(aal1Token);
    expect(secondFactorPrompt(sessionStore.getState())).toBe('none');
    expect(server.requestsTo('POST /auth/v1/factors/:factorId/verify')[0].body).toMatchObject({ code: FAKE_TOTP_CODE });
  });

  it('refuses a wrong code with GoTrue’s code and keeps asking', async () => {
    await signInToAccount(state, 'aal1');
    const refusal = await verifySecondFactor('000000').catch((error: unknown) => error);
    expect(isWrongCode(refusal)).toBe(true);
    expect(secondFactorMissing(assurance())).toBe(true);
  });

  it('raises the session with a recovery code, which is then used up', async () => {
    await signInToAccount(state, 'aal1');
    await redeemRecoveryCode(' code-a ');
    expect(assurance()).toEqual({ current: 'aal2', next: 'aal2' });
    expect(state.recoveryCodes).toEqual(['code-b']);
    await expect(redeemRecoveryCode('code-a')).rejects.toMatchObject({ code: 'invalid_recovery_code', status: 422 });
  });
});

describe("an api call refused for want of the second factor ('insufficient_aal')", () => {
  it('has the app ask for the code over the page, and the ask ends once the session reaches aal2', async () => {
    await signInToAccount(state, 'aal1');
    // Say the store had not known yet (the factor was added on another device).
    sessionStore.getState().setAssurance({ current: 'aal1', next: 'aal1' });
    const refusal = await accountApi.createRecoveryCodes().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'insufficient_aal', status: 403 });
    expect(secondFactorPrompt(sessionStore.getState())).toBe('dialog');

    await verifySecondFactor(FAKE_TOTP_CODE);
    expect(secondFactorPrompt(sessionStore.getState())).toBe('none');
    await expect(accountApi.createRecoveryCodes()).resolves.toHaveLength(10);
  });

  it('asks for the page instead once the request is closed: the code is still owed', async () => {
    await signInToAccount(state, 'aal1');
    await accountApi.createRecoveryCodes().catch(() => undefined);
    sessionStore.getState().stopAskingForSecondFactor();
    expect(secondFactorPrompt(sessionStore.getState())).toBe('page');
  });
});

it('forgets the level on sign-out', async () => {
  await signInToAccount(state, 'aal1');
  sessionStore.getState().signOut();
  expect(sessionStore.getState()).toMatchObject({ assurance: null, secondFactorAsked: false });
});

it('signs out here when the api says the session was ended elsewhere (session_not_found)', async () => {
  await signInToAccount(state, 'aal2');
  server.answer('GET /account/sessions', fail('session_not_found'));
  await expect(accountApi.sessions()).rejects.toMatchObject({ code: 'session_not_found', status: 403 });
  expect(sessionStore.getState().user).toBeNull();
});
