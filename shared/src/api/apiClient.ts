// The one client for the product API: JSON in and out, a bearer token from the session (renewed once when
// the api refuses it), and failures raised as ApiError carrying the server's `error` text (or the caller's
// fallback from the spec).
import { getConfig } from '../config/runtimeConfig';
import { withAccessToken } from '../auth/accessToken';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  body?: unknown;
  /** Message when the server gives none (spec §8 fallbacks). */
  fallbackError?: string;
  /** Send the stored bearer token; on by default. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** The message when neither the server nor the caller says more. */
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

async function readError(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
      return (body as { error: string }).error;
    }
  } catch {
    // Not JSON: fall back to the caller's message.
  }
  return null;
}

async function send(method: string, path: string, token: string | null, options: RequestOptions): Promise<Response> {
  const { body, fallbackError = GENERIC_ERROR, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${getConfig().apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(fallbackError, 0);
  }
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { fallbackError = GENERIC_ERROR, auth = true } = options;
  const call = (token: string | null) => send(method, path, token, options);
  // A token refused as expired or revoked is renewed once (another tab may hold a newer one), never shown.
  const response = auth ? await withAccessToken(call, (answer) => answer.status === 401) : await call(null);

  if (!response.ok) {
    throw new ApiError((await readError(response)) ?? fallbackError, response.status);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
