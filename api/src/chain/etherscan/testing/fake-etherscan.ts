// A local stand-in for Etherscan's V2 API on 127.0.0.1: it answers with Etherscan's real shapes,
// records when (Date.now, so fake timers show) and with which key every request came (GET query or POST
// form), and is scripted per request: queued replies first, then a handler. `enforce` adds Etherscan's
// own rules in front of both: a calls-per-second limit per account, keys it calls invalid, and the per-IP
// throttle after 5 invalid-key answers in 30 s.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** 200 with this JSON body. */
  | { answer: unknown }
  /** Any status and raw body. */
  | { status: number; body: string }
  /** The socket is destroyed before any answer: a network error. */
  | { destroy: true };

/**
 * `path`: the URL's path (explorers differ in it); `apikey`: the key sent as a header (Routescan's way);
 * `rpc`: a JSON-RPC body (Blockscout's /api/eth-rpc).
 */
export type ReceivedRequest = {
  at: number;
  method: string;
  path: string;
  params: Record<string, string>;
  apikey?: string;
  rpc?: unknown;
};
export type FakeHandler = (params: Record<string, string>) => FakeReply;

/** Etherscan's rules, as documented (reference/third-party-facts.md). */
export type EtherscanRules = {
  /** Calls a second per account, counted over the last 1000 ms as they arrive (free plan: 3). */
  perSecond: number;
  /** The account a key belongs to; keys of no account are answered "Invalid API Key". */
  accountOf: (key: string) => string | undefined;
};

/** The rule answers the fake gave, by kind. */
export type RuleAnswers = { rateLimited: number; invalidKey: number; throttled: number };

export type FakeEtherscan = {
  url: string;
  /** http://127.0.0.1:<port>: other explorers' paths are served too. */
  origin: string;
  requests: ReceivedRequest[];
  /** Replies for the next requests, in order, before the handler answers. */
  queue(...replies: FakeReply[]): void;
  /** Answers every request the queue does not. */
  handle(handler: FakeHandler): void;
  /** Applies Etherscan's limits before the queue and the handler. */
  enforce(rules: EtherscanRules): void;
  /** Answers every request with the per-IP throttle text for `ms`, as after 5 invalid-key answers. */
  throttleFor(ms: number): void;
  readonly ruleAnswers: RuleAnswers;
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
/** Per IP, after 5 invalid-key answers in 30 s: "wait ~30 s", nothing about the key. */
export const tooManyInvalidKeyAttempts: FakeReply = notOk('Too many invalid api key attempts, please try again later');
/** Etherscan's throttle lasts about this long. */
export const THROTTLE_MS = 30_000;
const INVALID_KEYS_BEFORE_THROTTLE = 5;
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
  const ruleAnswers: RuleAnswers = { rateLimited: 0, invalidKey: 0, throttled: 0 };
  let handler = unscripted;
  let rules: EtherscanRules | undefined;
  let throttledUntil = -Infinity;
  const invalidAnswers: number[] = [];
  const arrivals = new Map<string, number[]>();

  /** Etherscan's own answer to the request, before anything scripted; null when the rules let it through. */
  function ruled(params: Record<string, string>, now: number): FakeReply | null {
    if (now < throttledUntil) {
      ruleAnswers.throttled += 1;
      return tooManyInvalidKeyAttempts;
    }
    if (!rules) return null;
    const account = rules.accountOf(params.apikey ?? '');
    if (account === undefined) {
      ruleAnswers.invalidKey += 1;
      invalidAnswers.push(now);
      while ((invalidAnswers[0] ?? now) <= now - THROTTLE_MS) invalidAnswers.shift();
      if (invalidAnswers.length >= INVALID_KEYS_BEFORE_THROTTLE) throttledUntil = now + THROTTLE_MS;
      return invalidApiKey;
    }
    const recent = (arrivals.get(account) ?? []).filter((at) => at > now - 1_000);
    recent.push(now);
    arrivals.set(account, recent);
    if (recent.length > rules.perSecond) {
      ruleAnswers.rateLimited += 1;
      return rateLimited;
    }
    return null;
  }

  const server: Server = createServer((req, res) => {
    // Arrival is when the request's head came in; a POST body is read after.
    const now = Date.now();
    let form = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      form += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const params = Object.fromEntries(url.searchParams);
      const json = req.headers['content-type']?.startsWith('application/json');
      // A POST carries the query as a form body (Etherscan takes proxy/eth_call this way), or JSON-RPC.
      if (req.method === 'POST' && !json) Object.assign(params, Object.fromEntries(new URLSearchParams(form)));
      const apikey = req.headers.apikey;
      requests.push({
        at: now,
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        ...(typeof apikey === 'string' ? { apikey } : {}),
        ...(json ? { rpc: JSON.parse(form) as unknown } : {}),
      });
      const reply = ruled(params, now) ?? queued.shift() ?? handler(params);
      if ('destroy' in reply) {
        req.socket.destroy();
        return;
      }
      const [status, body] = 'answer' in reply ? [200, JSON.stringify(reply.answer)] : [reply.status, reply.body];
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v2/api`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    queue: (...replies) => queued.push(...replies),
    handle: (next) => {
      handler = next;
    },
    enforce: (next) => {
      rules = next;
    },
    throttleFor: (ms) => {
      throttledUntil = Date.now() + ms;
    },
    ruleAnswers,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
