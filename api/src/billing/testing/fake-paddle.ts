// Paddle Billing's API as the customer portal call meets it, on a loopback port: answers
// `POST /customers/{customer_id}/portal-sessions` as Paddle documents it (developer.paddle.com, "Create a
// customer portal session"), or the way a test says it fails: an error envelope, a hang, or no JSON.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePaddleRequest = { method: string; path: string; authorization: string | undefined; body: unknown };

export type FakePaddleMode =
  { kind: 'ok' } | { kind: 'error'; status: number; code: string; detail: string } | { kind: 'silent' } | { kind: 'not-json' };

export type FakePaddle = {
  url: string;
  requests: FakePaddleRequest[];
  answerWith(mode: FakePaddleMode): void;
  close(): Promise<void>;
};

export const portalOverviewUrl = (customerId: string) =>
  `https://customer-portal.paddle.com/cpl_01fake?action=overview&customer=${customerId}&token=pga_fake`;
const subscriptionUrl = (action: string, subscriptionId: string) =>
  `https://customer-portal.paddle.com/cpl_01fake?action=${action}&subscription_id=${subscriptionId}&token=pga_fake`;
export const cancelUrl = (subscriptionId: string) => subscriptionUrl('cancel_subscription', subscriptionId);
export const updatePaymentMethodUrl = (subscriptionId: string) => subscriptionUrl('update_subscription_payment_method', subscriptionId);

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startFakePaddle(): Promise<FakePaddle> {
  const requests: FakePaddleRequest[] = [];
  let mode: FakePaddleMode = { kind: 'ok' };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      if (mode.kind === 'silent') return;
      if (mode.kind === 'not-json') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
        return;
      }
      if (mode.kind === 'error') {
        response.writeHead(mode.status, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: {
              type: 'request_error',
              code: mode.code,
              detail: mode.detail,
              documentation_url: 'https://developer.paddle.com/v1/errors/shared/' + mode.code,
            },
            meta: { request_id: 'req_fake' },
          }),
        );
        return;
      }
      const match = /^\/customers\/([^/]+)\/portal-sessions$/.exec(path);
      if (request.method !== 'POST' || !match) {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { type: 'request_error', code: 'not_found', detail: 'not found' } }));
        return;
      }
      const customerId = decodeURIComponent(match[1]);
      const subscriptionIds = (body as { subscription_ids?: string[] }).subscription_ids ?? [];
      response.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          data: {
            id: 'cpls_01fakeportalsession',
            customer_id: customerId,
            urls: {
              general: { overview: portalOverviewUrl(customerId) },
              subscriptions: subscriptionIds.map((id) => ({
                id,
                cancel_subscription: cancelUrl(id),
                update_subscription_payment_method: updatePaymentMethodUrl(id),
              })),
            },
            created_at: new Date().toISOString(),
          },
          meta: { request_id: 'req_fake' },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith: (next) => {
      mode = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
