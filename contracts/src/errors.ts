// The closed set of error codes the api answers, each with its status and its user-facing text, once.
// Every error body is { "error": "<text>", "code": "<code>" }: the UI decides on `code`, and shows `error`.
// A text is null where the api composes it from what went wrong (which field, which upstream answer);
// a function where it names the case (the plan, the wait).
import { z } from 'zod';
import { SUBSCRIPTION_LIMIT_REACHED } from './constants/plans';
import { PORTAL_NOT_SET_UP, WALLET_PROTECTED } from './constants/words';
import type { Access } from './access';

export interface ErrorEntry {
  /** The status it answers with (a list where the case decides, as in GoTrue's codes). */
  status: number | readonly number[];
  text: string | null | ((...details: never[]) => string);
}

const entry = <const S extends number | readonly number[], const T extends ErrorEntry['text']>(status: S, text: T) => ({ status, text });

/** Codes any route may answer. */
export const HTTP_ERRORS = {
  invalid_request: entry(400, null),
  bad_json: entry(400, 'Body is not valid JSON'),
  nul_character: entry(400, 'Text may not contain NUL characters'),
  not_found: entry(404, 'Not found'),
  /** Fastify's own refusals (body too large, unsupported media type, …), with its message. */
  request_failed: entry([400, 405, 406, 413, 415, 431], null),
  over_request_rate_limit: entry(429, null),
  internal_error: entry(500, 'Internal server error'),
} as const;

/** Codes any signed-in route may answer. */
export const SESSION_ERRORS = {
  no_authorization: entry(401, 'This endpoint requires a valid Bearer token'),
  bad_jwt: entry(401, 'Invalid or expired access token'),
  session_not_found: entry(403, 'Session from session_id claim in JWT does not exist'),
  /** Hosted Supabase could not be asked whether the account has a second factor (a sensitive route). */
  auth_unreachable: entry(503, 'Your two-factor status could not be checked. Please try again in a minute.'),
} as const;

/** Codes any operator route may answer. */
export const OPERATOR_ERRORS = {
  operator_token_required: entry(401, 'Operator token required'),
} as const;

/** Codes more than one feature answers. */
export const COMMON_ERRORS = {
  subscription_limit: entry(
    403,
    (planName: string, allowance: string) => `${SUBSCRIPTION_LIMIT_REACHED}: the ${planName} plan ${allowance}.`,
  ),
  wallet_protected: entry(403, WALLET_PROTECTED),
  /** Tracking a wallet another user has put on their stealth list. */
  tracking_refused: entry(
    403,
    (wallet: string) => `${WALLET_PROTECTED}: ${wallet} is on its owner's stealth list and cannot be tracked by other users`,
  ),
  chain_unavailable: entry(502, null),
  /** A `chain` (slug or id) that names no enabled chain; the text lists the enabled ones. */
  unknown_chain: entry(400, (name: string, enabled: string) => `Unknown chain "${name}". Enabled chains: ${enabled}`),
  chain_busy: entry(503, null),
} as const;

export const TRACKING_ERRORS = {
  email_mismatch: entry(403, "The email does not match the signed-in user's"),
  already_tracked: entry(409, 'This wallet is already tracked'),
  not_tracked: entry(404, 'This wallet is not on your tracked list'),
} as const;

/**
 * The auth codes, which are Supabase Auth's (GoTrue's) own: supabase-js reads them, and a hosted project
 * answers them. A text is null where GoTrue words the code several ways (which field, which step).
 */
export const AUTH_ERRORS = {
  no_api_key: entry(401, 'Invalid API key'),
  /** 404 only for a factor id that is not a UUID (GoTrue's loadFactor). */
  validation_failed: entry([400, 404], null),
  invalid_credentials: entry(400, null),
  weak_password: entry(422, null),
  phone_provider_disabled: entry([400, 422], null),
  anonymous_provider_disabled: entry(422, 'Anonymous sign-ins are disabled'),
  /** A wrong, used or expired code or link; 429 after too many wrong codes. */
  otp_expired: entry([400, 403, 429], null),
  email_change_not_supported: entry(422, 'Changing the email address is not supported'),
  email_send_failed: entry(502, 'The email could not be sent. Please try again later.'),
  user_not_found: entry(403, 'User from sub claim in JWT does not exist'),
  user_already_exists: entry(422, 'User already registered'),
  refresh_token_already_used: entry(400, 'Invalid Refresh Token: Already Used'),
  refresh_token_not_found: entry(400, 'Invalid Refresh Token: Refresh Token Not Found'),
  same_password: entry(422, 'New password should be different from the old password.'),
  /** A hosted Supabase answered with a code we do not know, or no session. */
  supabase_error: entry([400, 401, 403, 404, 409, 422, 429, 500, 502, 503], null),
  no_session: entry(502, 'The auth service returned no session'),
  unexpected_failure: entry(500, null),
  // Two-factor (GoTrue's /factors, and the product's sensitive routes).
  /** A session at aal1 of an account with a verified factor: GoTrue's password change (401), enrolment (403) and unenrolment (422); our sensitive routes (403). */
  insufficient_aal: entry([403, 401, 422], 'Enter your two-factor code to do this, then try again.'),
  mfa_factor_not_found: entry([404, 422], null),
  mfa_factor_name_conflict: entry(422, null),
  too_many_enrolled_mfa_factors: entry(422, 'Maximum number of verified factors reached, unenroll to continue'),
  mfa_challenge_expired: entry(422, null),
  mfa_ip_address_mismatch: entry(422, 'Challenge and verify IP addresses mismatch.'),
  mfa_verification_failed: entry(422, 'Invalid TOTP code entered'),
  mfa_phone_enroll_not_enabled: entry(422, 'MFA enroll is disabled for Phone'),
  mfa_phone_verify_not_enabled: entry(422, 'MFA verification is disabled for Phone'),
  mfa_webauthn_enroll_not_enabled: entry(422, 'MFA enroll is disabled for WebAuthn'),
  mfa_webauthn_verify_not_enabled: entry(422, 'MFA verification is disabled for WebAuthn'),
  /** A recovery code that is not one of the account's, or was used already. */
  invalid_recovery_code: entry(422, 'That recovery code is not valid or was already used.'),
  /** Recovery codes stand in for a second factor, so there must be one. */
  no_verified_factor: entry(422, 'Turn on two-factor authentication first.'),
  /** Deleting the account while a subscription would still charge for it. */
  subscription_renews: entry(409, 'Cancel your subscription before deleting your account.'),
  /** Deleting an account of a hosted Supabase project without the project's service role key on the server. */
  account_deletion_unavailable: entry(503, 'Account deletion is not set up on this server.'),
  /** The hosted Supabase project did not delete the account (no answer in time, or an error): nothing was deleted. */
  account_deletion_failed: entry(503, 'Your account could not be deleted right now. Please try again in a minute.'),
} as const;

export const BILLING_ERRORS = {
  /** "Manage subscription" without Paddle's API key on the server. */
  portal_not_configured: entry(503, PORTAL_NOT_SET_UP),
  no_paddle_customer: entry(409, 'There is no Paddle subscription to manage for this account.'),
  paddle_timeout: entry(504, 'Paddle did not answer in time. Please try again.'),
  paddle_failed: entry(502, 'The subscription portal could not be opened. Please try again.'),
  webhooks_off: entry(503, 'Paddle webhooks are not configured'),
  /** A Paddle webhook whose signature is forged or stale. */
  bad_signature: entry(401, 'Invalid webhook signature'),
} as const;

/** Alert channels (api/src/channels), and the notifications routes (api/src/notifications). */
export const CHANNELS_ERRORS = {
  channel_not_found: entry(404, 'No such channel'),
  already_connected: entry(409, 'This channel is already connected'),
  telegram_not_set_up: entry(503, 'Telegram alerts are not set up on this server'),
  telegram_unreachable: entry(503, 'Telegram cannot be reached right now. Please try again in a minute.'),
  channel_disabled: entry(409, 'This channel is off: turn it back on to send a test'),
  unknown_channels: entry(400, 'Some of those channels are not yours'),
  /** A pasted URL that is not one: a webhook's, a Discord webhook's, a Slack incoming webhook's. */
  invalid_url: entry(400, 'Please enter a valid URL'),
  invalid_discord_url: entry(400, 'Please paste a Discord webhook URL (https://discord.com/api/webhooks/…)'),
  invalid_slack_url: entry(400, 'Please paste a Slack incoming webhook URL (https://hooks.slack.com/services/…)'),
  /** Where alerts may not go (the target guard, api/src/channels/network/target-guard.ts). */
  target_not_https: entry(400, 'The URL must start with https://'),
  target_http_not_loopback: entry(400, 'http:// is allowed only for this computer (localhost); use https://'),
  target_has_credentials: entry(400, 'The URL must not contain a user name or password'),
  target_unresolvable: entry(400, (host: string) => `${host} could not be found (DNS)`),
  target_private_address: entry(
    400,
    (host: string, address: string) =>
      `${host} leads to a private or reserved address (${address}); alerts are sent to public addresses only`,
  ),
  /** GET /transactions/:hash of a transaction none of the user's alerts is about. */
  no_alert_for_transaction: entry(404, 'No alert of yours is about this transaction'),
} as const;

export const STEALTH_ERRORS = {
  already_listed: entry(409, 'This wallet is already on your stealth list'),
  /** On another user's stealth list. */
  claimed: entry(409, 'This wallet is already on another user’s stealth list'),
  no_challenge: entry(400, 'Ask for a new message to sign: there is none for this wallet, or it has expired'),
  /** The signature sent is not the wallet's signature of its challenge. */
  not_wallet_signature: entry(403, 'The signature is not this wallet’s signature of the message'),
  not_listed: entry(404, 'This wallet is not on your stealth list'),
} as const;

export const WALLETS_ERRORS = {
  history_unsupported: entry(501, 'Wallet history is not available from this chain source'),
} as const;

export const HEALTH_ERRORS = {
  database_unavailable: entry(503, 'Database unavailable'),
} as const;

export const OPERATOR_ROUTE_ERRORS = {
  no_such_user: entry(404, 'No user with that email'),
  /** POST /admin/backup on an api that uses a Postgres server. */
  backup_on_postgres: entry(400, 'This api uses a Postgres server (DATABASE_URL): back it up with pg_dump'),
  /** POST /admin/backup on an in-memory database. */
  backup_in_memory: entry(400, 'The database is in memory (PGLITE_DIR=memory://): there is nothing to back up'),
} as const;

/**
 * Sign in with Ethereum (GoTrue's web3 grant, and linking a wallet to an account). `invalid_grant` is GoTrue's
 * OAuth error: on /auth/v1 its body is `{ error, error_description }` (auth.ts gotrueOAuthErrorAnswer).
 */
export const WEB3_AUTH_ERRORS = {
  invalid_grant: entry(400, null),
  web3_provider_disabled: entry(422, null),
  web3_unsupported_chain: entry(400, 'Unsupported chain'),
  identity_already_exists: entry(409, 'This wallet is already linked to another account'),
} as const;

export const ERRORS = {
  ...HTTP_ERRORS,
  ...SESSION_ERRORS,
  ...OPERATOR_ERRORS,
  ...COMMON_ERRORS,
  ...AUTH_ERRORS,
  ...WEB3_AUTH_ERRORS,
  ...TRACKING_ERRORS,
  ...BILLING_ERRORS,
  ...CHANNELS_ERRORS,
  ...STEALTH_ERRORS,
  ...WALLETS_ERRORS,
  ...OPERATOR_ROUTE_ERRORS,
  ...HEALTH_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERRORS, value);

/** The codes a route of this access answers whatever it does. */
export function errorsEveryRouteMay(access: Access): ErrorCode[] {
  const codes = Object.keys(HTTP_ERRORS) as ErrorCode[];
  if (access === 'user') codes.push(...(Object.keys(SESSION_ERRORS) as ErrorCode[]));
  if (access === 'operator') codes.push(...(Object.keys(OPERATOR_ERRORS) as ErrorCode[]));
  return codes;
}

/** One code's body: its fixed words where it has them, else the words the api composed. */
const answerFor = (code: ErrorCode) => {
  const { text } = ERRORS[code] as ErrorEntry;
  return z.object({ error: typeof text === 'string' ? z.literal(text) : z.string(), code: z.literal(code) });
};

/** An error's body, for these codes. */
export const errorAnswer = (codes: readonly [ErrorCode, ...ErrorCode[]]) => {
  const [first, ...others] = codes.map(answerFor);
  return others.length === 0 ? first : z.union([first, ...others]);
};

/** Any error's body. */
export const anyErrorAnswer = z.object({ error: z.string(), code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]) });
export type ErrorAnswer = z.output<typeof anyErrorAnswer>;

/** The statuses a code answers with. */
export const statusesOf = (code: ErrorCode): readonly number[] => {
  const { status } = ERRORS[code];
  return typeof status === 'number' ? [status] : status;
};

type TextOf<C extends ErrorCode> = (typeof ERRORS)[C]['text'];
/** What the api needs to word an error: nothing for a fixed text, the details for a composed one, the message where it is free. */
export type ErrorDetails<C extends ErrorCode> =
  TextOf<C> extends string ? [] : TextOf<C> extends (...details: infer D) => string ? D : [message: string];

/** The words of an error with these details. */
export function errorMessage<C extends ErrorCode>(code: C, ...details: ErrorDetails<C>): string {
  const text: ErrorEntry['text'] = ERRORS[code].text;
  if (typeof text === 'string') return text;
  if (typeof text === 'function') return (text as (...values: unknown[]) => string)(...details);
  return String(details[0]);
}
