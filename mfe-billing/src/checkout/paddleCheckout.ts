// Paddle.js in the page (spec §7 "Payment checkout"): loaded from Paddle's CDN once per page, with a
// deadline because offline the loader's promise never settles, then the checkout opened as an overlay.
// This module and @paddle/paddle-js are a chunk of their own, fetched when a plan is about to be bought
// (useCheckout), never with the pricing page itself (issue 23).
import { initializePaddle, type Paddle } from '@paddle/paddle-js';
import type { User } from '@whalewatch/shared/core';
import { findCheckoutCustomer, type CheckoutCustomer } from './checkoutCustomer';
import type { CheckoutSetup, PaddleSetup } from './checkoutSetup';

export const CHECKOUT_TIMEOUT_MS = 15_000;

/** Paddle.js did not load in time, failed to load, or loaded without an instance. */
export class CheckoutNotInitialized extends Error {
  constructor(options?: ErrorOptions) {
    super('Checkout not initialized', options);
    this.name = 'CheckoutNotInitialized';
  }
}

/** A known Paddle customer (ctm_…), else the email Paddle creates one from. */
export type { CheckoutCustomer } from './checkoutCustomer';

export interface CheckoutOrder {
  priceId: string;
  customer: CheckoutCustomer;
  /** Our user id (spec §3 "Checkout custom data"): webhooks map the subscription back to the user. */
  userId: string;
}

// The initialization in flight or done. Kept across a timeout, so a retry waits for the same load
// instead of initializing twice; dropped when it fails, so a retry starts again.
let initializing: Promise<Paddle | undefined> | null = null;

function initializeOnce({ environment, token }: PaddleSetup): Promise<Paddle | undefined> {
  if (!initializing) {
    const started = initializePaddle({ environment, token }).then((paddle) => {
      if (!paddle && initializing === started) initializing = null;
      return paddle;
    });
    started.catch(() => {
      if (initializing === started) initializing = null;
    });
    initializing = started;
  }
  return initializing;
}

function deadline(timeoutMs: number): { expired: Promise<undefined>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  return { expired, cancel: () => clearTimeout(timer) };
}

/** The page's Paddle instance; throws CheckoutNotInitialized when it is not there within the deadline. */
export async function loadPaddle(setup: PaddleSetup, timeoutMs = CHECKOUT_TIMEOUT_MS): Promise<Paddle> {
  const { expired, cancel } = deadline(timeoutMs);
  let paddle: Paddle | undefined;
  try {
    paddle = await Promise.race([initializeOnce(setup), expired]);
  } catch (error) {
    throw new CheckoutNotInitialized({ cause: error });
  } finally {
    cancel();
  }
  if (!paddle) throw new CheckoutNotInitialized();
  return paddle;
}

export function openCheckout(paddle: Paddle, { priceId, customer, userId }: CheckoutOrder): void {
  paddle.Checkout.open({
    items: [{ priceId, quantity: 1 }],
    customer,
    customData: { userId },
    settings: { displayMode: 'overlay', theme: 'dark', successUrl: `${window.location.origin}/success` },
  });
}

/**
 * Loads Paddle.js and finds who it bills side by side, then opens the overlay unless `signal` says the
 * page has gone. False when the checkout could not open: logged here, told to the user by the caller.
 */
export async function checkoutPlan(setup: CheckoutSetup, user: User, signal: AbortSignal): Promise<boolean> {
  try {
    const [paddle, customer] = await Promise.all([loadPaddle(setup), findCheckoutCustomer(user, signal)]);
    if (!signal.aborted) openCheckout(paddle, { priceId: setup.priceId, customer, userId: user.id });
    return true;
  } catch (error) {
    // Spec §8 only logs an uninitialized checkout.
    if (!(error instanceof CheckoutNotInitialized)) console.error('Opening the checkout failed', error);
    else if (error.cause === undefined) console.error(error.message);
    else console.error(error.message, error.cause);
    return signal.aborted;
  }
}

/** For tests: forget the page's Paddle instance. */
export function resetPaddle(): void {
  initializing = null;
}
