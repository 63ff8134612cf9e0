// The api's stealth routes (spec §7 "Stealth") faked in memory for this remote's suites, answering like the
// real service: the plan's slots, one stealth list per wallet, and a challenge whose signature is checked
// with viem, so only the wallet's own signature of the issued message adds it.
import { errorMessage } from '@whalewatch/contracts';
import { fail, serveFakeApi, type RecordedRequest, type RouteHandler } from '@whalewatch/shared/testing';
import { verifyMessage, type Hex } from 'viem';

export type StealthRoute = 'GET /stealth' | 'POST /stealth/challenge' | 'POST /stealth' | 'DELETE /stealth/:walletAddress';

/** The api's words (the contract's: @whalewatch/contracts errors.ts, stealth.ts). */
export const API_ERRORS = {
  invalidAddress: 'walletAddress: Please enter a valid wallet address',
  noChallenge: errorMessage('no_challenge'),
  badSignature: errorMessage('not_wallet_signature'),
  alreadyListed: errorMessage('already_listed'),
  claimedByAnother: errorMessage('claimed'),
  notListed: errorMessage('not_listed'),
} as const;

/** How the api words a plan's stealth slots in its over-the-limit refusal (api/src/stealth/service.ts). */
const allowance = (slots: number) =>
  slots === 0 ? 'has no stealth wallets' : `has up to ${slots} stealth wallet${slots === 1 ? '' : 's'}`;

export const limitReached = (plan: string, slots: number) => errorMessage('subscription_limit', plan, allowance(slots));

export interface FakeStealthState {
  /** The signed-in user's stealth list, lower-case, in the order added. */
  wallets: string[];
  /** Wallets on other users' stealth lists, lower-case. */
  othersWallets: string[];
  plan: { name: string; slots: number };
  /** The open challenge message per wallet (lower-case); delete one to let it expire. */
  challenges: Map<string, string>;
}

export function buildStealthState(overrides: Partial<FakeStealthState> = {}): FakeStealthState {
  return {
    wallets: [],
    othersWallets: [],
    plan: { name: 'Privacy Shield', slots: 5 },
    challenges: new Map(),
    ...overrides,
  };
}

/** A body field the contract has already checked (fakeApi refuses a request its schemas refuse). */
function field(request: RecordedRequest, name: string): string {
  const body = request.body;
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

let nonce = 0;

export function fakeStealthRoutes(state: FakeStealthState): Record<StealthRoute, RouteHandler> {
  const signedIn = (request: RecordedRequest) => request.headers.get('Authorization')?.startsWith('Bearer ') === true;

  /** Why `wallet` may not join the list now, or null. */
  const refusal = (wallet: string): RouteHandler | null => {
    if (state.wallets.length >= state.plan.slots) return fail('subscription_limit', state.plan.name, allowance(state.plan.slots));
    if (state.wallets.includes(wallet)) return fail('already_listed');
    if (state.othersWallets.includes(wallet)) return fail('claimed');
    return null;
  };

  return {
    'GET /stealth': (request) => {
      if (!signedIn(request)) return fail('no_authorization')(request);
      return { status: 200, body: state.wallets.map((wallet) => ({ wallet_address: wallet })) };
    },
    'POST /stealth/challenge': (request) => {
      if (!signedIn(request)) return fail('no_authorization')(request);
      const wallet = field(request, 'walletAddress').toLowerCase();
      const refused = refusal(wallet);
      if (refused) return refused(request);
      nonce += 1;
      const message = [
        'Whalewatch stealth list',
        '',
        `I control ${wallet} and want it hidden from tracking by other Whalewatch users.`,
        '',
        `Nonce: ${nonce}`,
      ].join('\n');
      state.challenges.set(wallet, message);
      return { status: 200, body: { walletAddress: wallet, message, expiresAt: new Date(Date.now() + 600_000).toISOString() } };
    },
    'POST /stealth': async (request) => {
      if (!signedIn(request)) return fail('no_authorization')(request);
      const wallet = field(request, 'walletAddress').toLowerCase();
      const signature = field(request, 'signature');
      const refused = refusal(wallet);
      if (refused) return refused(request);
      const message = state.challenges.get(wallet);
      if (!message) return fail('no_challenge')(request);
      const signed = await verifyMessage({ address: wallet as Hex, message, signature: signature as Hex }).catch(() => false);
      if (!signed) return fail('not_wallet_signature')(request);
      state.challenges.delete(wallet);
      state.wallets.push(wallet);
      return { status: 201, body: { wallet_address: wallet } };
    },
    'DELETE /stealth/:walletAddress': (request) => {
      if (!signedIn(request)) return fail('no_authorization')(request);
      const wallet = request.params.walletAddress.toLowerCase();
      if (!state.wallets.includes(wallet)) return fail('not_listed')(request);
      state.wallets = state.wallets.filter((listed) => listed !== wallet);
      return { status: 204 };
    },
  };
}

/** Serves the stealth routes over a fresh state; the state is the api's database, to arrange and inspect. */
export function serveStealthApi(overrides: Partial<FakeStealthState> = {}) {
  const state = buildStealthState(overrides);
  const routes = fakeStealthRoutes(state);
  return { ...serveFakeApi(routes), state, routes };
}
