// A minimal JSON-RPC client for anvil: plain requests and batches (one HTTP request for many calls,
// which is what makes seeding fast). Results are checked for shape before the rest of the code uses them.
import type { Hex } from 'viem';

export type RpcCall = { method: string; params: readonly unknown[] };
export type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: RpcError };

export class RpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${message}`);
    this.name = 'RpcError';
  }
}

export type Rpc = {
  url: string;
  request(method: string, params?: readonly unknown[]): Promise<unknown>;
  /** Every call's result in order; throws the first error. */
  batch(calls: readonly RpcCall[]): Promise<unknown[]>;
  /** Every call's result or error in order. */
  batchSettled(calls: readonly RpcCall[]): Promise<RpcOutcome[]>;
};

type Envelope = { id: number; result?: unknown; error?: { code: number; message: string } };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}

export function createRpc(url: string): Rpc {
  let lastId = 0;

  const post = async (body: unknown): Promise<unknown> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`JSON-RPC ${url} answered HTTP ${response.status}`);
    return response.json();
  };

  const outcome = (call: RpcCall, envelope: Envelope | undefined): RpcOutcome => {
    if (!envelope) return { ok: false, error: new RpcError(call.method, -1, 'no response in the batch') };
    if (envelope.error) return { ok: false, error: new RpcError(call.method, envelope.error.code, envelope.error.message) };
    return { ok: true, result: envelope.result };
  };

  const batchSettled = async (calls: readonly RpcCall[]): Promise<RpcOutcome[]> => {
    if (calls.length === 0) return [];
    const firstId = lastId + 1;
    lastId += calls.length;
    const body = calls.map((call, index) => ({ jsonrpc: '2.0', id: firstId + index, method: call.method, params: call.params }));
    const reply = await post(body);
    if (!Array.isArray(reply)) throw new Error(`JSON-RPC ${url} answered a batch with ${JSON.stringify(reply).slice(0, 200)}`);
    const byId = new Map<number, Envelope>();
    for (const item of reply) if (isEnvelope(item)) byId.set(item.id, item);
    return calls.map((call, index) => outcome(call, byId.get(firstId + index)));
  };

  return {
    url,
    request: async (method, params = []) => {
      const call = { method, params };
      const reply = await post({ jsonrpc: '2.0', id: ++lastId, method, params });
      const result = outcome(call, isEnvelope(reply) ? reply : undefined);
      if (!result.ok) throw result.error;
      return result.result;
    },
    batchSettled,
    batch: async (calls) =>
      (await batchSettled(calls)).map((result) => {
        if (!result.ok) throw result.error;
        return result.result;
      }),
  };
}

export function asHex(value: unknown, what: string): Hex {
  if (typeof value !== 'string' || !value.startsWith('0x'))
    throw new Error(`Expected a hex string for ${what}, got ${JSON.stringify(value)}`);
  return value as Hex;
}

export function asQuantity(value: unknown, what: string): bigint {
  return BigInt(asHex(value, what));
}

export type BlockHead = { number: bigint; timestamp: number };

/** The chain's newest block: its number and timestamp (seconds). */
export async function latestBlock(rpc: Rpc): Promise<BlockHead> {
  const block = await rpc.request('eth_getBlockByNumber', ['latest', false]);
  if (typeof block !== 'object' || block === null) throw new Error(`Unexpected latest block: ${JSON.stringify(block)}`);
  const { number, timestamp } = block as { number?: unknown; timestamp?: unknown };
  return { number: asQuantity(number, 'block number'), timestamp: Number(asQuantity(timestamp, 'block timestamp')) };
}

/** About when a block mined now would be stamped: the wall clock, and after the newest block. */
export async function nextBlockTimestamp(rpc: Rpc): Promise<number> {
  const latest = await latestBlock(rpc);
  return Math.max(latest.timestamp + 1, Math.floor(Date.now() / 1000));
}

const RECEIPT_TIMEOUT_MS = 30_000;
const RECEIPT_POLL_MS = 100;

/** The block the transaction (a `what`, for the error) was mined in; throws when it reverted or was not mined in time. */
export async function minedIn(rpc: Rpc, hash: Hex, what: string): Promise<bigint> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    const receipt = await rpc.request('eth_getTransactionReceipt', [hash]);
    if (typeof receipt === 'object' && receipt !== null) {
      const { status, blockNumber } = receipt as { status?: unknown; blockNumber?: unknown };
      if (status !== '0x1') throw new Error(`The ${what} ${hash} reverted`);
      return asQuantity(blockNumber, 'receipt blockNumber');
    }
    if (Date.now() > deadline) throw new Error(`The ${what} ${hash} was not mined within ${RECEIPT_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
  }
}
