// The api's stealth routes (spec §7 "Stealth") faked in memory for this remote's suites, answering like the
// real service: the plan's slots, one stealth list per wallet, and a challenge whose signature is checked
// with viem, so only the wallet's own signature of the issued message adds it.
import { serveFakeApi, type FakeReply, type RecordedRequest, type RouteHandler } from '@whalewatch/shared/testing';
import { verifyMessage, type Hex } from 'viem';

export type StealthRoute = 'GET /stealth' | 'POST /stealth/challenge' | 'POST /stealth' | 'DELETE /stealth/:walletAddress';

/** The api's words (api/src/stealth). */
export const API_ERRORS = {
  invalidAddress: 'walletAddress: Please enter a valid wallet address',
  invalidSignature: 'signature: A signature is 0x followed by hexadecimal digits',
  noChallenge: 'Ask for a new message to sign: there is none for this wallet, or it has expired',
  badSignature: 'The signature is not this wallet’s signature of the message',
  alreadyListed: 'This wallet is already on your stealth list',
  claimedByAnother: 'This wallet is already on another user’s stealth list',
  notListed: 'This wallet is not on your stealth list',
  signInFirst: 'Sign in first',
} as const;

export const limitReached = (plan: string, slots: number) =>
  `Subscription limit reached: the ${plan} plan has ${slots === 0 ? 'no stealth wallets' : `up to ${slots} stealth wallet${slots === 1 ? '' : 's'}`}.`;

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

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{130,}$/;
const refuse = (status: number, error: string): FakeReply => ({ status, body: { error } });

function field(request: RecordedRequest, name: string): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value.trim() : null;
}

let nonce = 0;

export function fakeStealthRoutes(state: FakeStealthState): Record<StealthRoute, RouteHandler> {
  const signedIn = (request: RecordedRequest) => request.headers.get('Authorization')?.startsWith('Bearer ') === true;

  /** Why `wallet` may not join the list now, or null. */
  const refusal = (wallet: string): FakeReply | null => {
    if (state.wallets.length >= state.plan.slots) return refuse(403, limitReached(state.plan.name, state.plan.slots));
    if (state.wallets.includes(wallet)) return refuse(409, API_ERRORS.alreadyListed);
    if (state.othersWallets.includes(wallet)) return refuse(409, API_ERRORS.claimedByAnother);
    return null;
  };

  return {
    'GET /stealth': (request) => {
      if (!signedIn(request)) return refuse(401, API_ERRORS.signInFirst);
      return { status: 200, body: state.wallets.map((wallet) => ({ wallet_address: wallet })) };
    },
    'POST /stealth/challenge': (request) => {
      if (!signedIn(request)) return refuse(401, API_ERRORS.signInFirst);
      const address = field(request, 'walletAddress');
      if (!address || !ADDRESS.test(address)) return refuse(400, API_ERRORS.invalidAddress);
      const wallet = address.toLowerCase();
      const refused = refusal(wallet);
      if (refused) return refused;
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
      if (!signedIn(request)) return refuse(401, API_ERRORS.signInFirst);
      const address = field(request, 'walletAddress');
      if (!address || !ADDRESS.test(address)) return refuse(400, API_ERRORS.invalidAddress);
      const signature = field(request, 'signature');
      if (!signature || !SIGNATURE.test(signature)) return refuse(400, API_ERRORS.invalidSignature);
      const wallet = address.toLowerCase();
      const refused = refusal(wallet);
      if (refused) return refused;
      const message = state.challenges.get(wallet);
      if (!message) return refuse(400, API_ERRORS.noChallenge);
      const signed = await verifyMessage({ address: wallet as Hex, message, signature: signature as Hex }).catch(() => false);
      if (!signed) return refuse(403, API_ERRORS.badSignature);
      state.challenges.delete(wallet);
      state.wallets.push(wallet);
      return { status: 201, body: { wallet_address: wallet } };
    },
    'DELETE /stealth/:walletAddress': (request) => {
      if (!signedIn(request)) return refuse(401, API_ERRORS.signInFirst);
      const wallet = request.params.walletAddress.toLowerCase();
      if (!state.wallets.includes(wallet)) return refuse(404, API_ERRORS.notListed);
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
