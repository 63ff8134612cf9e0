// Fake Discord and Slack incoming-webhook servers on loopback, answering as the services document:
// Discord 204 with X-RateLimit-* headers (5 requests per 2 s per webhook), 429 with
// {message, retry_after, global} and Retry-After past that, 404 {code: 10015} for a deleted webhook;
// Slack 200 "ok", 429 with Retry-After past one message a second, 404 "no_service" for a revoked one.
import { recordingServer, type Received, type RecordingServer, type Reply } from './recording-server';

export type FakeChatService = RecordingServer & {
  /** The JSON bodies of the messages accepted (2xx), in order. */
  messages(): Record<string, unknown>[];
  /** The next answers, in order, before the service's own. */
  answerNext(...replies: Reply[]): void;
  /** A webhook URL the service accepts. */
  webhookUrl: string;
};

type Options = { now?: () => number };

async function fakeService(
  path: string,
  answer: (request: Received) => Reply,
  { now = () => Date.now() }: Options,
): Promise<FakeChatService & { now: () => number }> {
  const queued: Reply[] = [];
  const accepted: Record<string, unknown>[] = [];
  const server = await recordingServer((request) => {
    const reply = queued.shift() ?? answer(request);
    if (reply.status >= 200 && reply.status < 300) accepted.push(JSON.parse(request.body) as Record<string, unknown>);
    return reply;
  });
  return {
    ...server,
    now,
    webhookUrl: `${server.url}${path}`,
    messages: () => accepted,
    answerNext: (...replies) => queued.push(...replies),
  };
}

export const DISCORD_WEBHOOK_PATH = '/api/webhooks/1234567890123456789/AbCdEf_token-123';

export async function startFakeDiscord(options: Options = {}): Promise<FakeChatService> {
  const now = options.now ?? (() => Date.now());
  const windowMs = 2_000;
  const limit = 5;
  let windowStart = 0;
  let used = 0;
  return fakeService(
    DISCORD_WEBHOOK_PATH,
    (request): Reply => {
      if (!request.path.startsWith('/api/webhooks/1234567890123456789/'))
        return { status: 404, body: JSON.stringify({ message: 'Unknown Webhook', code: 10015 }) };
      if (now() - windowStart >= windowMs) {
        windowStart = now();
        used = 0;
      }
      const resetAfter = ((windowStart + windowMs - now()) / 1000).toFixed(3);
      if (used >= limit) {
        return {
          status: 429,
          headers: { 'retry-after': String(Math.ceil(Number(resetAfter))) },
          body: JSON.stringify({ message: 'You are being rate limited.', retry_after: Number(resetAfter), global: false }),
        };
      }
      used += 1;
      return {
        status: 204,
        headers: {
          'x-ratelimit-limit': String(limit),
          'x-ratelimit-remaining': String(limit - used),
          'x-ratelimit-reset-after': resetAfter,
        },
      };
    },
    options,
  );
}

export const SLACK_WEBHOOK_PATH = '/services/T0001ABCD/B0002EFGH/abcdefGHIJKL0123456789xy';

export async function startFakeSlack(options: Options = {}): Promise<FakeChatService> {
  const now = options.now ?? (() => Date.now());
  let last: number | null = null;
  return fakeService(
    SLACK_WEBHOOK_PATH,
    (request): Reply => {
      if (request.path !== SLACK_WEBHOOK_PATH) return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'no_service' };
      const body = JSON.parse(request.body) as { text?: string; blocks?: unknown[] };
      if (!body.text && !body.blocks) return { status: 400, headers: { 'content-type': 'text/plain' }, body: 'invalid_payload' };
      if (last !== null && now() - last < 1_000)
        return { status: 429, headers: { 'retry-after': '1', 'content-type': 'text/plain' }, body: 'rate_limited' };
      last = now();
      return { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' };
    },
    options,
  );
}
