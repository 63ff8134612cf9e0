// A local stand-in for Etherscan's V2 API on 127.0.0.1: it answers with Etherscan's real shapes,
// records when (Date.now, so fake timers show) and with which key every request came, and is scripted
// per request: queued replies first, then a handler.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** 200 with this JSON body. */
  | { answer: unknown }
  /** Any status and raw body. */
  | { status: number; body: string }
  /** The socket is destroyed before any answer: a network error. */
  | { destroy: true };

export type ReceivedRequest = { at: number; params: Record<string, string> };
export type FakeHandler = (params: Record<string, string>) => FakeReply;

export type FakeEtherscan = {
  url: string;
  requests: ReceivedRequest[];
  /** Replies for the next requests, in order, before the handler answers. */
  queue(...replies: FakeReply[]): void;
  /** Answers every request the queue does not. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
};

// Etherscan's answers, as it sends them.
export const ok = (result: unknown): FakeReply => ({ answer: { status: '1', message: 'OK', result } });
export const notOk = (result: string): FakeReply => ({ answer: { status: '0', message: 'NOTOK', result } });
export const noTransactionsFound: FakeReply = { answer: { status: '0', message: 'No transactions found', result: [] } };
export const noRecordsFound: FakeReply = { answer: { status: '0', message: 'No records found', result: [] } };
export const rateLimited: FakeReply = notOk('Max calls per sec rate limit reached (3/sec)');
export const rateLimitedOldText: FakeReply = notOk('Max rate limit reached, please use API Key for higher rate limit');
export const dailyCapReached: FakeReply = notOk('Max daily rate limit reached. 110000 (100%) of 100000 day/limit');
export const invalidApiKey: FakeReply = notOk('Invalid API Key (#err2)|x2');
export const resultWindowTooLarge: FakeReply = notOk(
  'Result window is too large, PageNo x Offset size must be less than or equal to 10000',
);
/** The proxy module answers JSON-RPC. */
export const rpcResult = (result: unknown): FakeReply => ({ answer: { jsonrpc: '2.0', id: 1, result } });
export const socketDestroyed: FakeReply = { destroy: true };

const unscripted: FakeHandler = (params) => notOk(`The fake Etherscan has no answer for ${params.module}/${params.action}`);

export async function startFakeEtherscan(): Promise<FakeEtherscan> {
  const requests: ReceivedRequest[] = [];
  const queued: FakeReply[] = [];
  let handler = unscripted;

  const server: Server = createServer((req, res) => {
    const params = Object.fromEntries(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams);
    requests.push({ at: Date.now(), params });
    const reply = queued.shift() ?? handler(params);
    if ('destroy' in reply) {
      req.socket.destroy();
      return;
    }
    const [status, body] = 'answer' in reply ? [200, JSON.stringify(reply.answer)] : [reply.status, reply.body];
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v2/api`,
    requests,
    queue: (...replies) => queued.push(...replies),
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
