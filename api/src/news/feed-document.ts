// A feed's document, fetched (http) or read (file), within FEED_MAX_BYTES and, over http, FEED_TIMEOUT_MS
// for the whole exchange. The body is read as it arrives and the read stops at the cap, so an endless or
// huge feed costs at most FEED_MAX_BYTES of memory.
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FEED_MAX_BYTES } from './limits';

/** Connecting, the answer's headers and its whole body, together. */
export const FEED_TIMEOUT_MS = 15_000;

export class FeedTooLargeError extends Error {
  constructor(feedUrl: string, maxBytes: number) {
    super(`${feedUrl} is larger than ${maxBytes} bytes (FEED_MAX_BYTES); skipped`);
    this.name = 'FeedTooLargeError';
  }
}

/** The chunks' bytes as UTF-8 text (a byte-order mark dropped), refused once they pass `maxBytes`. */
async function readUpTo(chunks: AsyncIterable<Uint8Array>, feedUrl: string, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let size = 0;
  // Leaving the loop early (the throw) cancels the stream: the connection or file is closed, not drained.
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new FeedTooLargeError(feedUrl, maxBytes);
    parts.push(decoder.decode(chunk, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

export async function readFeedDocument(feedUrl: string): Promise<string> {
  if (feedUrl.startsWith('file:')) return readUpTo(createReadStream(fileURLToPath(feedUrl)), feedUrl, FEED_MAX_BYTES);
  const response = await fetch(feedUrl, {
    headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5' },
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`${feedUrl} answered ${response.status}`);
  }
  // A declared length over the cap is refused before any of the body is read.
  if (Number(response.headers.get('content-length')) > FEED_MAX_BYTES) {
    await response.body.cancel();
    throw new FeedTooLargeError(feedUrl, FEED_MAX_BYTES);
  }
  return readUpTo(response.body, feedUrl, FEED_MAX_BYTES);
}
