// One POST to a channel's URL, as the outside world allows: connected to the address the guard checked
// (pinned: no second DNS answer is used), one deadline for connecting, sending and reading, redirects
// not followed (a 3xx is an answer like any other), and at most EXCERPT_BYTES of the answer read.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { bareHost, type ResolvedAddress } from './target-guard';

/** The most of an answer kept (the delivery log's excerpt; a 429's JSON body fits). */
export const EXCERPT_BYTES = 1024;

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The start of the body, at most EXCERPT_BYTES, decoded as UTF-8. */
  excerpt: string;
  latencyMs: number;
};

/** No answer within the deadline. */
export class DeliveryTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs / 1000} s`);
    this.name = 'DeliveryTimeout';
  }
}

/** A lookup that answers the checked address whatever is asked (both of Node's calling styles). */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

export type PostOptions = {
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** The address resolveTarget checked for this URL. */
  pinned: ResolvedAddress;
};

export function post(url: URL, { body, headers, timeoutMs, pinned }: PostOptions): Promise<Answer> {
  const started = performance.now();
  const secure = url.protocol === 'https:';
  const host = bareHost(url);
  return new Promise<Answer>((resolve, reject) => {
    const request = (secure ? https : http).request({
      method: 'POST',
      host,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Whalewatch-Alerts/1.0',
      },
      lookup: pinnedLookup(pinned),
      // No pooled sockets: each delivery connects to the address checked for it.
      agent: false,
      ...(secure && !net.isIP(host) ? { servername: host } : {}),
    });
    const deadline = setTimeout(() => request.destroy(new DeliveryTimeout(timeoutMs)), timeoutMs);
    request.once('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.once('response', (response) => {
      const decoder = new TextDecoder();
      let excerpt = '';
      let kept = 0;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        clearTimeout(deadline);
        excerpt += decoder.decode();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          excerpt,
          latencyMs: Math.round(performance.now() - started),
        });
      };
      response.on('data', (chunk: Uint8Array) => {
        if (finished) return;
        const wanted = chunk.subarray(0, EXCERPT_BYTES - kept);
        kept += wanted.byteLength;
        excerpt += decoder.decode(wanted, { stream: true });
        // Enough read: the rest of a large answer is never downloaded.
        if (kept >= EXCERPT_BYTES) {
          finish();
          request.destroy();
        }
      });
      response.once('end', finish);
      response.once('error', finish);
    });
    request.end(body);
  });
}
