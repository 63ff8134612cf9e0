// A ceiling on requests per client IP and minute, over every route. Counted in this process's memory, so
// a flood is refused before it costs a database query (PGlite has one connection for everybody). With
// several api processes on one PostgreSQL, each also adds its counts to the database about once a
// second, so the ceiling holds across them (shared-ceiling.ts); sign-in and writes are counted in the
// database on every attempt (rate-limit.ts).
import type { FastifyInstance } from 'fastify';
import { secondsUntil, tooManyRequests } from './rate-limit';
import type { SharedCeiling } from './shared-ceiling';

const WINDOW_MS = 60_000;

/** Hits per key in fixed windows shared by all keys: at each new window the old counts are dropped at once. */
export function fixedWindowCounter(windowMs: number, now: () => number = Date.now) {
  const hits = new Map<string, number>();
  let windowEndsAt = 0;
  return (key: string): { hits: number; windowEndsAt: number } => {
    if (now() >= windowEndsAt) {
      hits.clear();
      windowEndsAt = now() + windowMs;
    }
    const count = (hits.get(key) ?? 0) + 1;
    hits.set(key, count);
    return { hits: count, windowEndsAt };
  };
}

/**
 * Answers 429 with Retry-After to an IP past `perMinute` requests in the current minute: counted in this
 * process's memory, or, given a database shared with other api processes, across all of them
 * (shared-ceiling.ts).
 */
export function limitRequestsPerIp(app: FastifyInstance, perMinute: number, shared?: SharedCeiling): void {
  const count = shared ? (ip: string) => shared.hit(ip) : fixedWindowCounter(WINDOW_MS);
  if (shared) {
    app.addHook('onReady', (done) => {
      shared.start();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      shared.stop();
      done();
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    const { hits, windowEndsAt } = count(request.ip);
    if (hits <= perMinute) return;
    const refusal = tooManyRequests(secondsUntil(windowEndsAt));
    // Set here too: not every feature's error handler copies an error's headers.
    void reply.headers(refusal.headers);
    throw refusal;
  });
}
