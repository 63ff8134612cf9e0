// An api notification stream read by hand, as a browser's EventSource would: for tests that watch what
// a signed-in user's browser receives.
import type { SessionBody } from './accounts';

export type StreamEvent<Data = { id: string; kind: string; status?: string; txHash?: string | null }> = {
  id: string;
  event: string;
  data: Data;
};

export type NotificationStream = {
  response: Response;
  /** The next event, waiting for it to arrive; rejects when the stream ends. */
  next(): Promise<StreamEvent>;
  /** Each `retry:` the server sent so far (ms before a browser reconnects), in order. */
  retries: number[];
  close(): void;
};

/** Opens `GET /notifications/stream` on `baseUrl`, resuming after `lastEventId` by header (or `?last_event_id=`). */
export async function openStream(
  baseUrl: string,
  session: SessionBody,
  lastEventId?: string,
  { inQuery = false } = {},
): Promise<NotificationStream> {
  const controller = new AbortController();
  const resume = lastEventId && inQuery ? `&last_event_id=${lastEventId}` : '';
  const response = await fetch(`${baseUrl}/notifications/stream?access_token=${session.session.access_token}${resume}`, {
    headers: lastEventId && !inQuery ? { 'last-event-id': lastEventId } : {},
    signal: controller.signal,
  });
  if (!response.body) throw new Error('no stream body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const retries: number[] = [];
  const next = async (): Promise<StreamEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        if (fields.retry !== undefined) retries.push(Number(fields.retry));
        if (fields.event) return { id: fields.id, event: fields.event, data: JSON.parse(fields.data) };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { response, next, retries, close: () => controller.abort() };
}
