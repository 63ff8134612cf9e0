// The one client for the product api, typed by its contract (@whalewatch/contracts): `call('POST
// /users/wallets', { body })` sends what the route takes and resolves to what it answers. JSON in and
// out, a bearer token from the session (renewed once when the api refuses it), and failures raised as
// ApiError carrying the contract's error `code` and the server's `error` text (or the caller's fallback
// from the spec). A refusal for want of the second factor (`insufficient_aal`) also has the app ask for
// the code; one for a session ended elsewhere (`session_not_found`) signs the user out here. In development and tests every answer is checked against the route's contract; a production
// build carries only the types.
import type { ErrorCode, RouteAnswer, RouteInput, RouteKey, TakesInput } from '@whalewatch/contracts';
import { getConfig } from '../config/runtimeConfig';
import { withAccessToken } from '../auth/accessToken';
import { endSession } from '../auth/authSession';
import { sessionStore } from '../session/sessionStore';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The contract's code for the failure; null when the api did not answer (network, proxy). */
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The api answered something its contract does not allow: a bug on one side, never shown as the api's words. */
export class ContractViolation extends Error {
  constructor(key: string, status: number, problem: string) {
    super(`The answer to ${key} (${status}) breaks its contract: ${problem}`);
    this.name = 'ContractViolation';
  }
}

export interface CallOptions {
  /** Message when the server gives none (spec §8 fallbacks). */
  fallbackError?: string;
  /** Send the stored bearer token; on by default. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** A refusal for being over the plan's limits: decided on the api's code. */
export function isSubscriptionLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'subscription_limit';
}

/** The message when neither the server nor the caller says more. */
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

type Input = { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };

/** A route's input, required where it has path params or a body. */
export type CallArgs<K extends RouteKey> =
  TakesInput<K> extends true ? [input: RouteInput<K>, options?: CallOptions] : [input?: RouteInput<K>, options?: CallOptions];

function urlOf(path: string, { params = {}, query }: Input): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) search.append(name, String(item));
  }
  const text = search.toString();
  return `${getConfig().apiUrl}${filled}${text ? `?${text}` : ''}`;
}

async function send(
  method: string,
  url: string,
  token: string | null,
  body: unknown,
  { fallbackError = GENERIC_ERROR, signal }: CallOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof ContractViolation) throw error;
    throw new ApiError(fallbackError, 0);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isApiErrorBody = (body: unknown): body is { error: string; code?: unknown } =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';

/** In development and tests: the answer must be one the route's contract allows (its schemas load on demand). */
async function checkAnswer(key: RouteKey, status: number, body: unknown): Promise<void> {
  // A constant condition: a production build drops the branch, and with it the schemas' chunk.
  if (process.env.NODE_ENV !== 'production') {
    const { ROUTES, answersOf } = await import('@whalewatch/contracts');
    const schema = answersOf(ROUTES[key])[status];
    if (!schema) throw new ContractViolation(key, status, 'the route declares no such status');
    const result = schema.safeParse(status === 204 ? null : body);
    if (!result.success) throw new ContractViolation(key, status, result.error.message);
  }
}

/** Calls the route `key` ('METHOD /path') with its params, query and body. */
export async function call<K extends RouteKey>(key: K, ...[input, options = {}]: CallArgs<K>): Promise<RouteAnswer<K>> {
  const { fallbackError = GENERIC_ERROR, auth = true } = options;
  const [method, path] = key.split(' ') as [string, string];
  const given = (input ?? {}) as Input;
  const url = urlOf(path, given);
  const attempt = (token: string | null) => send(method, url, token, given.body, options);
  // A token refused as expired or revoked is renewed once (another tab may hold a newer one), never shown.
  const response = auth ? await withAccessToken(attempt, (answer) => answer.status === 401) : await attempt(null);
  const body = await readJson(response);

  if (!response.ok) {
    // Only the api's own error bodies are its words; a proxy's page or a dropped connection is not.
    if (!isApiErrorBody(body)) throw new ApiError(fallbackError, response.status);
    // A sensitive route wants the second factor first: the app asks for the code, then the user tries again.
    if (body.code === 'insufficient_aal' && auth) sessionStore.getState().askForSecondFactor();
    // The token's session was ended elsewhere ("Sign out" in another browser's session list): signed out here too.
    if (body.code === 'session_not_found' && auth) void endSession();
    await checkAnswer(key, response.status, body);
    throw new ApiError(body.error, response.status, body.code as ErrorCode);
  }
  await checkAnswer(key, response.status, body);
  return (response.status === 204 ? null : body) as RouteAnswer<K>;
}
