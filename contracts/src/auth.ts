// Accounts (spec §7 "Auth"): the product's own routes (sign-up with an emailed code, password sign-in),
// and the subset of Supabase Auth's (GoTrue's) /auth/v1 interface the embedded auth service serves for
// supabase-js. The /auth/v1 routes answer in GoTrue's words and shapes, errors included
// ({ code, error_code, msg, error }: `errorShape: 'gotrue'`), since supabase-js reads them.
import { z } from 'zod';
import { isoTime } from './common';
import { SESSION_ERRORS, statusesOf, type ErrorCode } from './errors';
import { route, type Access, type RouteContract } from './route';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 1024;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
/** What sign-up's first step answers once the code is on its way. */
export const CODE_SENT = 'Verification code sent';

// ---- The product's routes ----

/** Trimmed and lower-cased: one account per mailbox however it is typed. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }).max(320));

export const newPassword = z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(MAX_PASSWORD_LENGTH);

export const newCredentials = z.object({ email: emailAddress, password: newPassword });
// Sign-in checks the password against the account; length rules are for new passwords only.
export const credentials = z.object({ email: emailAddress, password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH) });
export const codeConfirmation = z.object({
  email: emailAddress,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The verification code is 6 digits'),
});

/**
 * The signed-in user as the product's routes answer it: the embedded service's user (gotrueUser), or
 * a hosted Supabase project's, which may carry more of GoTrue's fields (kept as they come).
 */
export const accountUser = z
  .object({
    id: z.string(),
    aud: z.string(),
    email: z.string(),
    app_metadata: z.record(z.string(), z.unknown()),
    user_metadata: z.record(z.string(), z.unknown()),
    created_at: isoTime,
  })
  .loose();
export type AccountUser = z.output<typeof accountUser>;

/** A Supabase session (its user included), as supabase-js keeps it. */
export const accountSession = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number(),
    /** Unix seconds. */
    expires_at: z.number(),
    refresh_token: z.string(),
    user: accountUser,
  })
  .loose();
export type AccountSession = z.output<typeof accountSession>;

/** What signing in (or completing a sign-up) answers: the session and its user. */
export const signedIn = z.object({ session: accountSession, user: accountUser });
export type SignedIn = z.output<typeof signedIn>;

// ---- GoTrue's (/auth/v1) ----

/**
 * GoTrue's identity JSON: `identity_id` is the identity's own id, `id` the provider's id for the user (the
 * user's id for 'email', 'web3:ethereum:<address>' for a wallet). A wallet's has no `email`.
 */
export const gotrueIdentity = z.object({
  identity_id: z.string(),
  id: z.string(),
  user_id: z.string(),
  identity_data: z.record(z.string(), z.unknown()),
  provider: z.enum(['email', 'web3']),
  last_sign_in_at: isoTime.optional(),
  created_at: isoTime,
  updated_at: isoTime,
  email: z.string().optional(),
});
export type GotrueIdentity = z.output<typeof gotrueIdentity>;

/** `provider`: how the account began; `providers`: its identities' providers, oldest first ('email', 'web3'). */
export const gotrueAppMetadata = z.object({
  provider: z.enum(['email', 'web3']),
  providers: z.array(z.enum(['email', 'web3'])).min(1),
});
export type GotrueAppMetadata = z.output<typeof gotrueAppMetadata>;

/** A second factor as GoTrue lists it on the user (`factors`, present once there is one). */
const gotrueFactorFields = {
  id: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
  friendly_name: z.string().optional(),
  factor_type: z.literal('totp'),
  phone: z.string(),
  last_challenged_at: isoTime.nullable(),
};
export const gotrueFactor = z.discriminatedUnion('status', [
  z.object({ ...gotrueFactorFields, status: z.literal('verified') }),
  z.object({ ...gotrueFactorFields, status: z.literal('unverified') }),
]);
export type GotrueFactor = z.output<typeof gotrueFactor>;

/** A user as the embedded auth service answers it (GoTrue's User JSON, for an email account). */
export const gotrueUser = z.object({
  id: z.string(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.string(),
  email_confirmed_at: isoTime.optional(),
  confirmed_at: isoTime.optional(),
  confirmation_sent_at: isoTime.optional(),
  last_sign_in_at: isoTime.optional(),
  phone: z.string(),
  app_metadata: gotrueAppMetadata,
  user_metadata: z.record(z.string(), z.unknown()),
  identities: z.array(gotrueIdentity),
  factors: z.array(gotrueFactor).optional(),
  created_at: isoTime,
  updated_at: isoTime,
  is_anonymous: z.literal(false),
});
export type GotrueUser = z.output<typeof gotrueUser>;

export const gotrueSession = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  refresh_token: z.string(),
  user: gotrueUser,
});
export type GotrueSession = z.output<typeof gotrueSession>;

const text = z.string().optional();
const metadata = z.record(z.string(), z.unknown()).nullish();
// GoTrue reads a body leniently: fields it does not know are ignored, and no body is an empty one.
const gotrueBody = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape).loose().optional();

export const gotrueTokenGrant = gotrueBody({ email: text, phone: text, password: text, refresh_token: text });
export const gotrueSignUp = gotrueBody({ email: text, phone: text, password: text, data: metadata });
export const gotrueRecover = gotrueBody({ email: text });
export const gotrueVerify = gotrueBody({ type: text, email: text, phone: text, token: text, token_hash: text });
export const gotrueUserUpdate = gotrueBody({ email: text, phone: text, password: z.string().nullish(), data: metadata });
export const gotrueFactorEnrol = gotrueBody({ factor_type: text, friendly_name: text, issuer: text, phone: text });
export const gotrueFactorChallenge = gotrueBody({ channel: text });
export const gotrueFactorVerify = gotrueBody({ challenge_id: text, code: text });
const factorPath = z.object({ factorId: z.string() });
export const gotrueLinkVerification = z.object({ token: z.string().min(1), type: z.string(), redirect_to: z.string().optional() });
export const gotrueSignOutScope = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });
const redirectTo = z.object({ redirect_to: z.string().optional() });

/** GoTrue's error body: its code twice (`code`, `error_code`), its words twice (`msg`, and our usual `error`). */
export const gotrueErrorAnswer = <const C extends readonly [ErrorCode, ...ErrorCode[]]>(codes: C) =>
  z
    .object({
      code: z.enum(codes),
      error_code: z.enum(codes),
      msg: z.string(),
      error: z.string(),
      /** With `weak_password`: which of GoTrue's checks the password failed ("length", …). */
      weak_password: z.object({ reasons: z.array(z.string()) }).optional(),
    })
    .refine((body) => body.code === body.error_code && body.msg === body.error, 'code and error_code, msg and error agree');
export type GotrueErrorAnswer = z.output<ReturnType<typeof gotrueErrorAnswer>>;

/** What every /auth/v1 route may answer: a missing anon key, a body it cannot read, a rate limit, a failure. */
const GOTRUE_ERRORS_EVERY_ROUTE_MAY: readonly ErrorCode[] = [
  'no_api_key',
  'validation_failed',
  'bad_json',
  'nul_character',
  'request_failed',
  'over_request_rate_limit',
  'unexpected_failure',
];
/** Where GoTrue answers one of the api's codes with its own status: a JWT it cannot use is 403. */
const GOTRUE_STATUSES: Partial<Record<ErrorCode, readonly number[]>> = { bad_jwt: [403] };

/** A signed-in /auth/v1 route also answers the session's codes (SESSION_ERRORS), `bad_jwt` with GoTrue's 403. */
const gotrueErrorsEveryRouteMay = (access: Access): readonly ErrorCode[] =>
  access === 'user' ? [...GOTRUE_ERRORS_EVERY_ROUTE_MAY, ...(Object.keys(SESSION_ERRORS) as ErrorCode[])] : GOTRUE_ERRORS_EVERY_ROUTE_MAY;

/**
 * GoTrue's OAuth-style error (its OAuthError, RFC 6749 §5.2), which the web3 grant refuses with: always 400,
 * `{ error: 'invalid_grant', error_description }`, without GoTrue's usual `code` and `msg`.
 */
export const gotrueOAuthErrorAnswer = z.object({ error: z.literal('invalid_grant'), error_description: z.string() });
export type GotrueOAuthErrorAnswer = z.output<typeof gotrueOAuthErrorAnswer>;

/** A GoTrue route's error answers, by status (answersOf, for `errorShape: 'gotrue'`). */
export function gotrueErrorAnswers(contract: RouteContract): Record<number, z.ZodType> {
  const codesByStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...gotrueErrorsEveryRouteMay(contract.access), ...contract.errors])) {
    if (code === 'invalid_grant') continue;
    for (const status of GOTRUE_STATUSES[code] ?? statusesOf(code)) codesByStatus.set(status, [...(codesByStatus.get(status) ?? []), code]);
  }
  const answers: Record<number, z.ZodType> = {};
  for (const [status, codes] of codesByStatus) answers[status] = gotrueErrorAnswer(codes as [ErrorCode, ...ErrorCode[]]);
  // Every GoTrue route may answer 400 (validation_failed), so the OAuth error joins that answer.
  if (contract.errors.includes('invalid_grant')) answers[400] = z.union([answers[400] ?? z.never(), gotrueOAuthErrorAnswer]);
  return answers;
}

export const authRoutes = {
  'POST /auth/signup/initiate': route({
    method: 'POST',
    path: '/auth/signup/initiate',
    access: 'public',
    body: newCredentials,
    responses: { 200: z.object({ message: z.literal(CODE_SENT) }) },
    // A hosted project's refusals keep its codes (hosted-accounts.ts), any other is `supabase_error`.
    errors: ['email_send_failed', 'weak_password', 'user_already_exists', 'validation_failed', 'supabase_error'],
  }),
  'POST /auth/signup/complete': route({
    method: 'POST',
    path: '/auth/signup/complete',
    access: 'public',
    body: codeConfirmation,
    responses: { 200: signedIn },
    errors: ['otp_expired', 'user_already_exists', 'validation_failed', 'supabase_error', 'no_session'],
  }),
  'POST /auth/signin': route({
    method: 'POST',
    path: '/auth/signin',
    access: 'public',
    body: credentials,
    responses: { 200: signedIn },
    // (supabase-js itself refuses a project's sign-in without a session: supabase_error.)
    errors: ['invalid_credentials', 'validation_failed', 'supabase_error'],
  }),

  // GoTrue's: every call but the emailed link carries the project's anon key (`apikey`). Grants: password,
  // refresh_token, and web3 (Sign in with Ethereum: `chain`, an EIP-4361 `message` and its `signature`).
  'POST /auth/v1/token': route({
    method: 'POST',
    path: '/auth/v1/token',
    access: 'public',
    errorShape: 'gotrue',
    // Any other grant_type is GoTrue's 400 "unsupported_grant_type".
    query: z.object({ grant_type: z.string().optional().describe("'password', 'refresh_token' or 'web3'") }),
    // The web3 fields are strings; taken as they come so that another type is refused as GoTrue refuses it
    // (400 bad_json "Could not parse request body as JSON: json: cannot unmarshal …").
    body: gotrueBody({
      ...gotrueTokenGrant.unwrap().shape,
      chain: z.unknown().optional(),
      message: z.unknown().optional(),
      signature: z.unknown().optional(),
    }),
    responses: { 200: gotrueSession },
    errors: [
      'invalid_credentials',
      'phone_provider_disabled',
      'refresh_token_already_used',
      'refresh_token_not_found',
      'invalid_grant',
      'web3_provider_disabled',
      'web3_unsupported_chain',
      'chain_unavailable',
    ],
  }),
  'POST /auth/v1/signup': route({
    method: 'POST',
    path: '/auth/v1/signup',
    access: 'public',
    errorShape: 'gotrue',
    body: gotrueSignUp,
    // Email confirmations on: a user without a session, whether or not the address has an account.
    responses: { 200: gotrueUser },
    errors: ['anonymous_provider_disabled', 'weak_password', 'phone_provider_disabled', 'email_send_failed'],
  }),
  'POST /auth/v1/verify': route({
    method: 'POST',
    path: '/auth/v1/verify',
    access: 'public',
    errorShape: 'gotrue',
    body: gotrueVerify,
    responses: { 200: gotrueSession },
    errors: ['otp_expired', 'user_already_exists'],
  }),
  /** The link in a recovery email: a 303 to the front end, the session (or the error) in the URL's fragment. */
  'GET /auth/v1/verify': route({
    method: 'GET',
    path: '/auth/v1/verify',
    access: 'public',
    errorShape: 'gotrue',
    query: gotrueLinkVerification,
    responses: { 303: z.null() },
    errors: [],
  }),
  'POST /auth/v1/recover': route({
    method: 'POST',
    path: '/auth/v1/recover',
    access: 'public',
    errorShape: 'gotrue',
    query: redirectTo,
    body: gotrueRecover,
    // The same whether or not the address has an account.
    responses: { 200: z.strictObject({}) },
    errors: [],
  }),
  'GET /auth/v1/user': route({
    method: 'GET',
    path: '/auth/v1/user',
    access: 'user',
    errorShape: 'gotrue',
    responses: { 200: gotrueUser },
    errors: ['user_not_found'],
  }),
  'PUT /auth/v1/user': route({
    method: 'PUT',
    path: '/auth/v1/user',
    access: 'user',
    errorShape: 'gotrue',
    body: gotrueUserUpdate,
    responses: { 200: gotrueUser },
    errors: [
      'email_change_not_supported',
      'phone_provider_disabled',
      'weak_password',
      'same_password',
      'user_not_found',
      'insufficient_aal',
    ],
  }),
  'POST /auth/v1/logout': route({
    method: 'POST',
    path: '/auth/v1/logout',
    access: 'user',
    errorShape: 'gotrue',
    query: gotrueSignOutScope,
    responses: { 204: z.null() },
    errors: [],
  }),
  // GoTrue's second factors (TOTP only: phone and WebAuthn answer as GoTrue does with them turned off).
  'POST /auth/v1/factors': route({
    method: 'POST',
    path: '/auth/v1/factors',
    access: 'user',
    errorShape: 'gotrue',
    body: gotrueFactorEnrol,
    responses: {
      200: z.object({
        id: z.string(),
        type: z.literal('totp'),
        friendly_name: z.string(),
        totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }),
      }),
    },
    errors: [
      'validation_failed',
      'insufficient_aal',
      'mfa_factor_name_conflict',
      'too_many_enrolled_mfa_factors',
      'mfa_phone_enroll_not_enabled',
      'mfa_webauthn_enroll_not_enabled',
    ],
  }),
  'POST /auth/v1/factors/:factorId/challenge': route({
    method: 'POST',
    path: '/auth/v1/factors/:factorId/challenge',
    access: 'user',
    errorShape: 'gotrue',
    params: factorPath,
    body: gotrueFactorChallenge,
    responses: { 200: z.object({ id: z.string(), type: z.literal('totp'), expires_at: z.number() }) },
    errors: ['mfa_factor_not_found', 'validation_failed'],
  }),
  'POST /auth/v1/factors/:factorId/verify': route({
    method: 'POST',
    path: '/auth/v1/factors/:factorId/verify',
    access: 'user',
    errorShape: 'gotrue',
    params: factorPath,
    body: gotrueFactorVerify,
    responses: { 200: gotrueSession },
    errors: ['mfa_factor_not_found', 'validation_failed', 'mfa_challenge_expired', 'mfa_ip_address_mismatch', 'mfa_verification_failed'],
  }),
  'DELETE /auth/v1/factors/:factorId': route({
    method: 'DELETE',
    path: '/auth/v1/factors/:factorId',
    access: 'user',
    errorShape: 'gotrue',
    params: factorPath,
    responses: { 200: z.object({ id: z.string() }) },
    errors: ['mfa_factor_not_found', 'insufficient_aal'],
  }),
} as const;
