// Deadlines for what a client sends. Node's defaults let a slow body hold a connection for 5 minutes.
// The headers' deadline may not be later than the whole request's, and Node checks both only every 30 s
// unless told otherwise: here a request past its deadline is cut within a quarter of it.
import type { ServerOptions } from 'node:http';

export function serverTimeouts(requestTimeoutMs: number): { requestTimeout: number; http: ServerOptions } {
  // headersTimeout and connectionsCheckingInterval are Node 18+ options this @types/node does not list.
  const http = {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(250, Math.min(30_000, Math.floor(requestTimeoutMs / 4))),
  } as ServerOptions;
  return { requestTimeout: requestTimeoutMs, http };
}
