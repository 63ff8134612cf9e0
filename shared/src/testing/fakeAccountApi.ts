// The account's security at the network edge (issue 36), in memory: GoTrue's second factors (/auth/v1/
// factors, through supabase-js's mfa API), a sign-in that answers aal1 once a factor is verified, the
// product's sessions, recovery codes and audit log routes, and Sign in with Ethereum's token grant.
// Sensitive calls refuse an aal1 token of an account with a verified factor (`insufficient_aal`), as the
// api does.
import {
  errorMessage,
  RECOVERY_CODE_COUNT,
  type AuditEntry,
  type GotrueFactor,
  type GotrueIdentity,
  type GotrueUser,
  type SignedInSession,
} from '@whalewatch/contracts';
import type { AssuranceLevel } from '../auth/assurance';
import { startSession } from '../auth/authSession';
import { tokenClaims } from '../auth/tokenClaims';
import type { User } from '../types/entities';
import { bearerUser, buildAuthSession, failGotrue, failGotrueWith, fakeAuthRoutes, supabaseUser, type AuthRoute } from './fakeAuthServer';
import { fail, failWith, ok, serveFakeApi, type FakeApiServer, type RecordedRequest, type RouteHandler } from './fakeApi';
import type { ChainsRoute } from './fakeChainsApi';
import { buildUser } from './fixtures';

export type AccountRoute =
  | AuthRoute
  | 'POST /auth/v1/factors'
  | 'POST /auth/v1/factors/:factorId/challenge'
  | 'POST /auth/v1/factors/:factorId/verify'
  | 'DELETE /auth/v1/factors/:factorId'
  | 'GET /account/sessions'
  | 'DELETE /account/sessions/:sessionId'
  | 'GET /account/recovery-codes'
  | 'POST /account/recovery-codes'
  | 'POST /account/recovery-codes/redeem'
  | 'GET /account/audit-log'
  | 'POST /account/wallet-identity'
  | 'DELETE /account';

export type FakeAccountServer = FakeApiServer<AccountRoute | ChainsRoute>;

/** The authenticator app's secret the fake hands out, and the one code it takes for it. */
export const FAKE_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const FAKE_TOTP_CODE = '123456';
/** GoTrue's QR code is an SVG document (supabase-js makes it a data URI), colours written with '#' as the api's are. */
export const FAKE_QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#000000"/></svg>';

export interface FakeAccountState {
  user: User;
  factors: GotrueFactor[];
  /** The recovery codes not used yet. */
  recoveryCodes: string[];
  recoveryCodesCreatedAt: string | null;
  sessions: SignedInSession[];
  auditEntries: AuditEntry[];
  /** The wallets linked to the account (Sign in with Ethereum opens it). */
  wallets: string[];
  /** Wallets linked to other accounts: linking one here answers 409 `identity_already_exists`. */
  otherAccountsWallets: string[];
  /** Set once DELETE /account went through. */
  deleted: boolean;
}

const NOW = '2026-11-23T10:00:00.000Z';
let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

/** A second factor as GoTrue lists it on the user: a verified authenticator app unless told. */
export function buildFactor(overrides: Partial<GotrueFactor> = {}): GotrueFactor {
  return {
    id: nextId('factor'),
    created_at: NOW,
    updated_at: NOW,
    status: 'verified',
    friendly_name: 'Authenticator app',
    factor_type: 'totp',
    phone: '',
    last_challenged_at: null,
    ...overrides,
  };
}

/** One session of "Where you're signed in": this browser unless told. */
export function buildSignedInSession(overrides: Partial<SignedInSession> = {}): SignedInSession {
  return {
    id: nextId('00000000-0000-4000-8000-session'),
    current: true,
    device: 'Chrome on macOS',
    ip: '203.0.113.7',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastActiveAt: NOW,
    aal: 'aal1',
    ...overrides,
  };
}

/** One entry of the audit log: a sign-in unless told. */
export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `6f1c2d4e-0000-4000-8000-${String(++sequence).padStart(12, '0')}`,
    action: 'sign_in',
    at: NOW,
    ip: '203.0.113.7',
    device: 'Chrome on macOS',
    details: {},
    ...overrides,
  };
}

const verified = (state: FakeAccountState) => state.factors.filter((factor) => factor.status === 'verified');

/** The `aal` claim of the request's bearer token. */
function bearerAal(request: RecordedRequest): AssuranceLevel {
  const header = request.headers.get('Authorization') ?? '';
  return tokenClaims(header.replace(/^Bearer /, ''))?.aal === 'aal2' ? 'aal2' : 'aal1';
}

/** Whether the request may do what needs the second factor: aal2, or an account without one. */
const secondFactorShown = (state: FakeAccountState, request: RecordedRequest) =>
  bearerAal(request) === 'aal2' || verified(state).length === 0;

const INSUFFICIENT_AAL = errorMessage('insufficient_aal');

/** A wallet's identity as GoTrue records it (provider 'web3'). */
function walletIdentity(userId: string, address: string): GotrueIdentity {
  const id = `web3:ethereum:${address}`;
  return {
    identity_id: `identity-${address.toLowerCase()}`,
    id,
    user_id: userId,
    identity_data: { address, chain: 'ethereum', sub: id },
    provider: 'web3',
    created_at: NOW,
    updated_at: NOW,
  };
}

/** The account as GoTrue answers it: its email identity, its wallets' and its second factors. */
function accountUser(state: FakeAccountState): GotrueUser {
  const user = supabaseUser(state.user, state.factors);
  if (state.wallets.length === 0) return user;
  return {
    ...user,
    identities: [...user.identities, ...state.wallets.map((address) => walletIdentity(state.user.id, address))],
    app_metadata: { provider: 'email', providers: ['email', 'web3'] },
  };
}

/** A session for the account at `aal`, the user's factors with it (as GoTrue answers after a sign-in or a verify). */
const sessionAt = (state: FakeAccountState, aal: AssuranceLevel) => ({
  ...buildAuthSession(state.user, 3600, { aal, factors: state.factors }),
  user: accountUser(state),
});

/** The address an EIP-4361 message is signed by: its second line. */
const signerOf = (message: unknown) => (typeof message === 'string' ? (/^0x[0-9a-fA-F]{40}$/m.exec(message)?.[0] ?? null) : null);
const sameAddress = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();

/** A session of the account a wallet alone opens (one that is not linked to the account of the fake). */
function walletOnlySession(address: string) {
  const user = { id: `wallet-user-${address.toLowerCase()}`, email: '' };
  const session = buildAuthSession(user, 3600, { aal: 'aal1' });
  return {
    ...session,
    user: {
      ...session.user,
      identities: [walletIdentity(user.id, address)],
      app_metadata: { provider: 'web3' as const, providers: ['web3' as const] },
    },
  };
}

/** GoTrue's refusal of a web3 grant (its OAuth error shape). */
const invalidGrant = (description: string) => ({ status: 400, body: { error: 'invalid_grant', error_description: description } });

const SIGNATURE = /^0x[0-9a-fA-F]{130,}$/;

function accountRoutes(state: FakeAccountState): Record<Exclude<AccountRoute, AuthRoute>, RouteHandler> {
  const factorOf = (request: RecordedRequest) => state.factors.find((factor) => factor.id === request.params.factorId);
  const factorNotFound = failGotrueWith(404, 'Factor not found', 'mfa_factor_not_found');
  return {
    'POST /auth/v1/factors': (request) => {
      if (!secondFactorShown(state, request)) return failGotrueWith(403, INSUFFICIENT_AAL, 'insufficient_aal')();
      const { friendly_name: name } = (request.body ?? {}) as { friendly_name?: string };
      const factor = buildFactor({ status: 'unverified', friendly_name: name ?? '' });
      state.factors.push(factor);
      const uri = `otpauth://totp/Whalewatch:${state.user.email}?secret=${FAKE_TOTP_SECRET}&issuer=Whalewatch`;
      return ok({
        id: factor.id,
        type: 'totp',
        friendly_name: factor.friendly_name,
        totp: { qr_code: FAKE_QR_SVG, secret: FAKE_TOTP_SECRET, uri },
      });
    },
    'POST /auth/v1/factors/:factorId/challenge': (request) =>
      factorOf(request) ? ok({ id: nextId('challenge'), type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 }) : factorNotFound(),
    'POST /auth/v1/factors/:factorId/verify': (request) => {
      const factor = factorOf(request);
      if (!factor) return factorNotFound();
      const { code } = (request.body ?? {}) as { code?: string };
      if (code !== FAKE_TOTP_CODE) return failGotrue('mfa_verification_failed')();
      factor.status = 'verified';
      return ok(sessionAt(state, 'aal2'));
    },
    'DELETE /auth/v1/factors/:factorId': (request) => {
      const factor = factorOf(request);
      if (!factor) return factorNotFound();
      if (factor.status === 'verified' && bearerAal(request) !== 'aal2') return failGotrueWith(422, INSUFFICIENT_AAL, 'insufficient_aal')();
      state.factors = state.factors.filter((candidate) => candidate !== factor);
      return ok({ id: factor.id });
    },
    'GET /account/sessions': () => ok({ sessions: state.sessions }),
    'DELETE /account/sessions/:sessionId': (request) => {
      state.sessions = state.sessions.filter((session) => session.id !== request.params.sessionId);
      return { status: 204 };
    },
    'GET /account/recovery-codes': () => ok({ remaining: state.recoveryCodes.length, createdAt: state.recoveryCodesCreatedAt }),
    'POST /account/recovery-codes': (request) => {
      if (verified(state).length === 0) return fail('no_verified_factor')(request);
      if (!secondFactorShown(state, request)) return failWith(403, INSUFFICIENT_AAL, 'insufficient_aal')(request);
      state.recoveryCodes = Array.from(
        { length: RECOVERY_CODE_COUNT },
        (_, index) => `code-${String(index + 1).padStart(2, '0')}-${sequence}`,
      );
      state.recoveryCodesCreatedAt = new Date().toISOString();
      return { status: 201, body: { codes: state.recoveryCodes } };
    },
    'POST /account/recovery-codes/redeem': (request) => {
      const { code } = (request.body ?? {}) as { code?: string };
      if (!code || !state.recoveryCodes.includes(code)) return fail('invalid_recovery_code')(request);
      state.recoveryCodes = state.recoveryCodes.filter((candidate) => candidate !== code);
      return ok(sessionAt(state, 'aal2'));
    },
    'GET /account/audit-log': () => ok({ entries: state.auditEntries }),
    'DELETE /account': (request) => {
      if (!secondFactorShown(state, request)) return failWith(403, INSUFFICIENT_AAL, 'insufficient_aal')(request);
      state.deleted = true;
      return { status: 204 };
    },
    'POST /account/wallet-identity': (request) => {
      const { message, signature } = (request.body ?? {}) as { message?: string; signature?: string };
      const address = signerOf(message);
      if (!address || !signature || !SIGNATURE.test(signature))
        return failWith(400, 'Signature does not match the message', 'invalid_grant')(request);
      if (state.otherAccountsWallets.some(sameAddress(address))) return fail('identity_already_exists')(request);
      if (!state.wallets.some(sameAddress(address))) state.wallets.push(address);
      return ok(accountUser(state));
    },
  };
}

/** The auth routes for the account of `state`: sign-in answers aal1 (aal2 is for its second factor), users carry their factors. */
function accountAuthRoutes(state: FakeAccountState): Record<AuthRoute, RouteHandler> {
  const routes = fakeAuthRoutes();
  const signedIn = () => {
    const session = sessionAt(state, 'aal1');
    return ok({ session, user: session.user });
  };
  return {
    ...routes,
    'POST /auth/signin': signedIn,
    'POST /auth/signup/complete': signedIn,
    'GET /auth/v1/user': (request) => {
      const user = bearerUser(request);
      if (!user) return routes['GET /auth/v1/user'](request);
      return ok(user.id === state.user.id ? accountUser(state) : walletOnlySession(user.id.replace('wallet-user-', '')).user);
    },
    // Sign in with Ethereum (grant_type=web3) signs the account in; every other grant is GoTrue's as before.
    'POST /auth/v1/token': (request) => {
      if (request.url.searchParams.get('grant_type') !== 'web3') return routes['POST /auth/v1/token'](request);
      const { message, signature } = (request.body ?? {}) as { message?: unknown; signature?: unknown };
      const address = signerOf(message);
      if (!address || typeof signature !== 'string' || !SIGNATURE.test(signature))
        return invalidGrant('Signature does not match the message');
      return ok(state.wallets.some(sameAddress(address)) ? sessionAt(state, 'aal1') : walletOnlySession(address));
    },
  };
}

export function fakeAccountState(overrides: Partial<FakeAccountState> = {}): FakeAccountState {
  return {
    user: buildUser(),
    factors: [],
    recoveryCodes: [],
    recoveryCodesCreatedAt: null,
    sessions: [buildSignedInSession()],
    auditEntries: [],
    wallets: [],
    otherAccountsWallets: [],
    deleted: false,
    ...overrides,
  };
}

/** Installs the fake as global.fetch; `state` is the account's, for a test to arrange and inspect. */
export function serveFakeAccount(state: FakeAccountState = fakeAccountState()): FakeAccountServer & { state: FakeAccountState } {
  const server = serveFakeApi<AccountRoute>({ ...accountAuthRoutes(state), ...accountRoutes(state) });
  return Object.assign(server, { state });
}

/** Signs the account of `state` in the way the app does, its session at `aal` (aal1 with a verified factor: the code is still owed). */
export async function signInToAccount(state: FakeAccountState, aal: AssuranceLevel): Promise<User> {
  await startSession(sessionAt(state, aal), state.user);
  return state.user;
}
