// A user's own system receiving Whalewatch webhooks: records each POST; answers 204, or what the test
// queued next (a failure, a 429, a redirect, a huge body, no answer at all).
import { recordingServer, type Received, type RecordingServer, type Reply } from './recording-server';

export type WebhookReceiver = RecordingServer & {
  /** The answers to give next, in order; then 204 again. */
  answerNext(...replies: Reply[]): void;
  /** Forgets the answers queued: 204 from now on. */
  answerOk(): void;
  /** The webhook-ids received, in order (a repeat shows twice). */
  ids(): string[];
};

export async function startWebhookReceiver(path = '/hooks/whalewatch'): Promise<WebhookReceiver> {
  const queued: Reply[] = [];
  const server = await recordingServer(() => queued.shift() ?? { status: 204 });
  return {
    ...server,
    url: `${server.url}${path}`,
    answerNext: (...replies) => queued.push(...replies),
    answerOk: () => queued.splice(0),
    ids: () => server.received.map((request: Received) => String(request.headers['webhook-id'])),
  };
}
