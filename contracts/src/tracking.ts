// Wallet tracking (spec §3 Tracked wallet, Registration payload, Tracking settings; §5, §7 "Tracking").
import { z } from 'zod';
import { addressLabel, chainRef } from './common';
import { ALERT_DIRECTIONS, MUTE_DURATIONS } from './constants/monitor';
import { addressInput } from './inputs/address';
import { oneLine } from './inputs/one-line';
import { route } from './route';

export const MIN_CHECK_INTERVAL_MS = 1_000;
/** A day: longer than any useful check interval, and well inside a Postgres integer. */
export const MAX_CHECK_INTERVAL_MS = 86_400_000;
export const MAX_NICKNAME_LENGTH = 100;
/** Above every plan's limit: a bigger list is malformed, not merely over the plan. */
export const MAX_WALLETS_PER_REQUEST = 100;
export const MAX_LATEST_TRANSACTIONS = 5;

export const INVALID_WALLET_ADDRESS = 'Please enter a valid wallet address';
export const DUPLICATE_WALLET = 'Each wallet can be listed only once';

export const walletAddress = addressInput(INVALID_WALLET_ADDRESS);

/** Most chain ids one wallet's `chainsOff` lists: more than are known. */
export const MAX_CHAINS_OFF = 32;

/** The spec's four options, and ours with defaults, so clients that don't send them keep working. */
export const monitorOptions = z.object({
  tokenTransfers: z.boolean(),
  tokenApprovals: z.boolean(),
  etherTransfers: z.boolean(),
  minTransactionValue: z.number().min(0, 'Minimum transaction value must be at least 0').max(1e12),
  direction: z.enum(ALERT_DIRECTIONS).default('both'),
  alertUnpricedTokens: z.boolean().default(false),
  // Any chain id, enabled or not: a chain an operator turned off keeps the wallets' choices for it.
  chainsOff: z
    .array(z.number().int().positive())
    .max(MAX_CHAINS_OFF)
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});

export const trackedWalletInput = z
  .object({
    address: walletAddress,
    // One visible line: a nickname is worded into alerts on every channel.
    nickname: z
      .string()
      .trim()
      .max(MAX_NICKNAME_LENGTH, `Nicknames are at most ${MAX_NICKNAME_LENGTH} characters`)
      .transform((nickname) => oneLine(nickname, MAX_NICKNAME_LENGTH))
      .optional(),
    monitorOptions,
  })
  // The spec: the nickname defaults to the address.
  .transform((wallet) => ({ ...wallet, nickname: wallet.nickname || wallet.address }));

export const walletList = z
  .array(trackedWalletInput)
  .max(MAX_WALLETS_PER_REQUEST)
  .superRefine((wallets, context) => {
    const seen = new Set<string>();
    wallets.forEach((wallet, index) => {
      if (seen.has(wallet.address)) context.addIssue({ code: 'custom', message: DUPLICATE_WALLET, path: [index, 'address'] });
      seen.add(wallet.address);
    });
  });

export const checkInterval = z
  .number()
  .int('The check interval is a whole number of milliseconds')
  .min(MIN_CHECK_INTERVAL_MS, `The check interval is at least ${MIN_CHECK_INTERVAL_MS} milliseconds`)
  .max(MAX_CHECK_INTERVAL_MS);

export const registration = z.object({
  email: z.string().trim().toLowerCase(),
  wallets: walletList.min(1, 'Please add at least one wallet'),
  checkInterval,
});

export const settingsUpdate = z.object({
  settings: z.object({ email: z.string().trim().toLowerCase(), wallets: walletList, checkInterval }),
});

/** A saved wallet as the api answers it. */
export const trackedWallet = z.object({
  address: z.string(),
  nickname: z.string(),
  monitorOptions: z.object({
    tokenTransfers: z.boolean(),
    tokenApprovals: z.boolean(),
    etherTransfers: z.boolean(),
    minTransactionValue: z.number(),
    direction: z.enum(ALERT_DIRECTIONS),
    alertUnpricedTokens: z.boolean(),
    chainsOff: z.array(z.number()),
  }),
  /**
   * Chains it was watched and alerted on that this Whalewatch no longer watches (an operator turned them
   * off): named so the user knows, nothing of theirs deleted. Absent when there are none.
   */
  notWatchedOn: z.array(chainRef).optional(),
  /** Alerts are muted until this ISO time, or 'forever' (MUTED_FOREVER); null when not muted. */
  mutedUntil: z.string().nullable(),
  /** On another user's stealth list since it was tracked: kept, not watched. */
  protected: z.literal(true).optional(),
  /** Past the number of wallets the user's plan watches (after a plan lapsed): kept, not watched. */
  overPlanLimit: z.literal(true).optional(),
});
export type TrackedWallet = z.output<typeof trackedWallet>;

export const trackingSettings = z.object({
  wallets: z.array(trackedWallet),
  /** Milliseconds. */
  check_interval: z.number().int(),
});
export type TrackingSettings = z.output<typeof trackingSettings>;

/** The spec's Transaction record, explorer-shaped: value in wei and timeStamp in seconds, as strings. */
export const transaction = z.object({
  hash: z.string(),
  value: z.string(),
  from: z.string(),
  to: z.string(),
  timeStamp: z.string(),
  fromLabel: addressLabel.nullable(),
  toLabel: addressLabel.nullable(),
});
export type Transaction = z.output<typeof transaction>;

export const muteState = z.object({
  address: z.string(),
  /** ISO time, MUTED_FOREVER, or null when alerts are on. */
  mutedUntil: z.string().nullable(),
});
export type MuteState = z.output<typeof muteState>;

const addressParams = z.object({ address: walletAddress });

export const trackingRoutes = {
  'POST /users/register': route({
    method: 'POST',
    path: '/users/register',
    access: 'user',
    body: registration,
    responses: { 200: trackingSettings },
    errors: ['email_mismatch', 'subscription_limit', 'tracking_refused'],
  }),
  'GET /users/settings': route({
    method: 'GET',
    path: '/users/settings',
    access: 'user',
    responses: { 200: trackingSettings },
    errors: [],
  }),
  'PUT /users/settings': route({
    method: 'PUT',
    path: '/users/settings',
    access: 'user',
    body: settingsUpdate,
    responses: { 200: trackingSettings },
    errors: ['email_mismatch', 'subscription_limit', 'tracking_refused'],
  }),
  'GET /users/transactions/:address/latest': route({
    method: 'GET',
    path: '/users/transactions/:address/latest',
    access: 'user',
    params: addressParams,
    query: z.object({ limit: z.coerce.number().int().min(1).max(MAX_LATEST_TRANSACTIONS).default(MAX_LATEST_TRANSACTIONS) }),
    responses: { 200: z.object({ transactions: z.array(transaction) }) },
    errors: ['wallet_protected', 'chain_unavailable', 'chain_busy'],
  }),
  'POST /users/wallets': route({
    method: 'POST',
    path: '/users/wallets',
    access: 'user',
    body: z.object({ address: walletAddress }),
    responses: { 201: z.object({ wallet: trackedWallet }) },
    errors: ['already_tracked', 'subscription_limit', 'tracking_refused'],
  }),
  'PUT /users/wallets/:address/mute': route({
    method: 'PUT',
    path: '/users/wallets/:address/mute',
    access: 'user',
    params: addressParams,
    body: z.object({ duration: z.enum(MUTE_DURATIONS) }),
    responses: { 200: muteState },
    errors: ['not_tracked'],
  }),
} as const;
