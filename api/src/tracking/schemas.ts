// The shapes of wallet tracking (spec §3 Tracked wallet, Registration payload, Tracking settings, §5).
import { z } from 'zod';
import { addressInput } from '../http/address';
import { oneLine } from '../http/one-line';

export const DEFAULT_CHECK_INTERVAL_MS = 60_000;
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

export const ALERT_DIRECTIONS = ['in', 'out', 'both'] as const;

/** The spec's four options, and two of ours with defaults, so clients that don't send them keep working. */
export const monitorOptions = z.object({
  tokenTransfers: z.boolean(),
  tokenApprovals: z.boolean(),
  etherTransfers: z.boolean(),
  minTransactionValue: z.number().min(0, 'Minimum transaction value must be at least 0').max(1e12),
  direction: z.enum(ALERT_DIRECTIONS).default('both'),
  alertUnpricedTokens: z.boolean().default(false),
});

/** The spec's defaults on add (§3), and ours for the two options the spec does not have. */
export const DEFAULT_MONITOR_OPTIONS: z.output<typeof monitorOptions> = {
  tokenTransfers: true,
  tokenApprovals: true,
  etherTransfers: true,
  minTransactionValue: 0.1,
  direction: 'both',
  alertUnpricedTokens: false,
};

export const MUTE_DURATIONS = ['1h', '24h', 'forever', 'off'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];
/** `mutedUntil` in answers for a wallet muted until unmuted. */
export const MUTED_FOREVER = 'forever';
/** Stored for "until unmuted". */
export const FOREVER = new Date('9999-12-31T00:00:00.000Z');

export const trackedWallet = z
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
  .array(trackedWallet)
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

export type TrackedWallet = z.output<typeof trackedWallet>;
