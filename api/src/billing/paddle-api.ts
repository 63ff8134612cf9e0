// Paddle Billing's server-side API, the one call the api makes to it: a customer portal session
// (`POST /customers/{customer_id}/portal-sessions`). @paddle/paddle-node-sdk 3.10.0 has this call
// (`customerPortalSessions.create`) but sends it with a bare fetch: no deadline can be set, and its base
// URL is fixed per environment. This client keeps both: a total deadline on every call and a configurable
// base URL (tests point it at a fake Paddle on loopback).
import { z } from 'zod';
import type { PaddleApiConfig } from '../config';

export type PortalSession = {
  /** The portal's overview page for the customer (Paddle: `urls.general.overview`). */
  overviewUrl: string;
  /** Deep links per subscription asked for. */
  subscriptions: { subscriptionId: string; cancelUrl: string; updatePaymentMethodUrl: string }[];
};

export type PaddleApi = {
  createPortalSession(customerId: string, subscriptionIds: string[]): Promise<PortalSession>;
};

/** Why a call to Paddle failed: no answer in time, no connection, an error answer, or an answer we cannot read. */
export type PaddleFailure = 'timeout' | 'unreachable' | 'refused' | 'malformed';

export class PaddleApiError extends Error {
  constructor(
    readonly failure: PaddleFailure,
    message: string,
    /** Paddle's HTTP status and error code, when it answered one. */
    readonly status?: number,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PaddleApiError';
  }
}

const portalSessionAnswer = z.object({
  data: z.object({
    id: z.string(),
    urls: z.object({
      general: z.object({ overview: z.url() }),
      subscriptions: z
        .array(z.object({ id: z.string(), cancel_subscription: z.url(), update_subscription_payment_method: z.url() }))
        .default([]),
    }),
  }),
});

// Paddle's error envelope: { error: { type, code, detail, documentation_url }, meta: { request_id } }.
const errorAnswer = z.object({ error: z.object({ code: z.string().optional(), detail: z.string().optional() }) });

/** fetch's rejection when AbortSignal.timeout fires: a DOMException named TimeoutError (by name: it may come from another realm). */
const isTimeout = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';

async function readError(response: Response): Promise<{ code?: string; detail?: string }> {
  try {
    const parsed = errorAnswer.safeParse(await response.json());
    return parsed.success ? parsed.data.error : {};
  } catch {
    return {};
  }
}

export function createPaddleApi({ apiKey, baseUrl, timeoutMs }: PaddleApiConfig): PaddleApi {
  async function post(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (isTimeout(error)) {
        throw new PaddleApiError('timeout', `Paddle did not answer within ${timeoutMs} ms`, undefined, undefined, { cause: error });
      }
      throw new PaddleApiError('unreachable', 'Paddle could not be reached', undefined, undefined, { cause: error });
    }
    if (!response.ok) {
      const { code, detail } = await readError(response);
      throw new PaddleApiError(
        'refused',
        `Paddle answered ${response.status}${code ? ` ${code}` : ''}${detail ? `: ${detail}` : ''}`,
        response.status,
        code,
      );
    }
    try {
      return await response.json();
    } catch (error) {
      // The deadline also covers reading the body: a body that stops half-way is a timeout.
      if (isTimeout(error)) {
        throw new PaddleApiError('timeout', `Paddle did not answer within ${timeoutMs} ms`, undefined, undefined, { cause: error });
      }
      throw new PaddleApiError('malformed', 'Paddle answered something that is not JSON', response.status, undefined, { cause: error });
    }
  }

  return {
    async createPortalSession(customerId, subscriptionIds) {
      const answer = portalSessionAnswer.safeParse(
        await post(`/customers/${encodeURIComponent(customerId)}/portal-sessions`, { subscription_ids: subscriptionIds }),
      );
      if (!answer.success) throw new PaddleApiError('malformed', `Paddle's portal session is not as documented: ${answer.error.message}`);
      const { urls } = answer.data.data;
      return {
        overviewUrl: urls.general.overview,
        subscriptions: urls.subscriptions.map((subscription) => ({
          subscriptionId: subscription.id,
          cancelUrl: subscription.cancel_subscription,
          updatePaymentMethodUrl: subscription.update_subscription_payment_method,
        })),
      };
    },
  };
}
