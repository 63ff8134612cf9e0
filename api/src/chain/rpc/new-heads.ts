// New blocks pushed by the node (eth_subscribe newHeads over WebSocket, through viem's webSocket
// transport). The subscription reports when it goes up or down; down, it is tried again after 0.5 s,
// doubling to 30 s, so the monitor polls meanwhile and takes pushed blocks again once the node is back.
// viem's own reconnecting is off: this file decides when, and says so.
import { createPublicClient, webSocket } from 'viem';
import type { NewHeads, NewHeadsListener } from '../chain-source';

export const FIRST_RETRY_MS = 500;
export const LONGEST_RETRY_MS = 30_000;
/** The most opening the socket and subscribing may take. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** A ping this often notices a socket the network dropped without closing it. */
const KEEP_ALIVE_MS = 10_000;

type Subscription = { unsubscribe(): Promise<unknown>; close(): void };

let sockets = 0;

/** One subscription attempt: resolves once heads flow, rejects when the socket cannot be opened in time. */
async function subscribe(url: string, onHead: (number: bigint) => void, onDropped: (error: unknown) => void): Promise<Subscription> {
  // Its own key: viem shares sockets by URL and options, and closing a shared one would end another's.
  sockets += 1;
  const transport = webSocket(url, {
    key: `new-heads-${sockets}`,
    reconnect: false,
    keepAlive: { interval: KEEP_ALIVE_MS },
    timeout: CONNECT_TIMEOUT_MS,
    retryCount: 0,
  });
  const client = createPublicClient({ transport });
  const opening = (async () => {
    const { unsubscribe } = await client.transport.subscribe({
      params: ['newHeads'],
      onData: (data) => {
        const number = (data.result as { number?: unknown } | undefined)?.number;
        if (typeof number === 'string') onHead(BigInt(number));
      },
      onError: onDropped,
    });
    const socket = await client.transport.getRpcClient();
    return { unsubscribe, close: () => socket.close() };
  })();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no newHeads subscription from ${redacted(url)} within ${CONNECT_TIMEOUT_MS / 1000} s`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([opening, deadline]);
  } catch (error) {
    // A socket that opens after the deadline is closed at once.
    opening.then(
      (late) => late.close(),
      () => undefined,
    );
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Provider URLs carry API keys in their path: logs show the host only. */
export function redacted(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}`;
  } catch {
    return 'the WebSocket URL';
  }
}

/**
 * Why the socket failed, in a line for /health: viem's short message and details, without its metadata
 * and with the URL (whose path may hold an API key) cut to its host.
 */
export function failureText(error: unknown, url: string): string {
  const { shortMessage, details, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    shortMessage?: unknown;
    details?: unknown;
    message?: unknown;
  };
  let text: string;
  if (typeof shortMessage === 'string')
    text = typeof details === 'string' && details && details !== shortMessage ? `${shortMessage} ${details}` : shortMessage;
  else if (typeof message === 'string' && message) text = message;
  // The WebSocket's own error event says nothing more than that it failed.
  else text = typeof error === 'object' && error !== null && 'type' in error ? `WebSocket ${String(error.type)}` : String(error);
  return text.replaceAll(url, redacted(url)).slice(0, 300);
}

export function followNewHeads(url: string, { onHead, onConnection = () => undefined }: NewHeadsListener): NewHeads {
  let current: Subscription | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> = Promise.resolve();
  let lastError: string | null = null;
  let retryAt: Date | null = null;

  function retryLater(error: unknown): void {
    if (closed) return;
    lastError = failureText(error, url);
    retryAt = new Date(Date.now() + retryMs);
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  function connect(): void {
    retryTimer = undefined;
    retryAt = null;
    let opened: Subscription | null = null;
    let lost: { error: unknown } | null = null;
    // The socket closed or failed: before it was up (the attempt fails or is dropped), or after.
    const dropped = (error: unknown) => {
      if (lost) return;
      lost = { error };
      if (!opened || current !== opened) return;
      current = null;
      opened.close();
      retryLater(error);
      onConnection(false);
    };
    attempt = subscribe(url, onHead, dropped).then(
      (subscription) => {
        opened = subscription;
        if (closed || lost) {
          subscription.close();
          if (lost) retryLater(lost.error);
          return;
        }
        current = subscription;
        retryMs = FIRST_RETRY_MS;
        lastError = null;
        onConnection(true);
      },
      (error: unknown) => retryLater(error),
    );
  }

  connect();
  return {
    get connected() {
      return current !== null;
    },
    get lastError() {
      return current === null ? lastError : null;
    },
    get retryAt() {
      return current === null ? retryAt : null;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await attempt;
      const open = current;
      current = null;
      if (open) {
        await Promise.race([open.unsubscribe().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
        open.close();
      }
    },
  };
}
