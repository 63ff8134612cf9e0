// One JSON-RPC call over HTTP against local servers: the result, the node's refusal with its words (a
// range too large is halved on that text), an answer that is no JSON-RPC, and both deadlines.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentTcpServer } from '../../testing/faulty-servers';
import { isTooLarge } from './log-ranges';
import { jsonRpcPoster, JsonRpcError } from './json-rpc-post';

let server: Server;
let url: string;
let answer: (body: string) => { status: number; text: string } | null;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const reply = answer(body);
      if (!reply) return; // never answers
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe('a JSON-RPC call over HTTP', () => {
  it('answers the result, read from the bytes when a reader can, else parsed', async () => {
    answer = (body) => ({ status: 200, text: JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, result: ['0x1'] }) });
    const post = jsonRpcPoster(url);

    expect(await post('eth_getLogs', [])).toEqual(['0x1']);
    expect(await post('eth_getLogs', [], { fromBytes: (answer) => (answer.includes('0x1') ? 'read' : undefined) })).toBe('read');
    expect(await post('eth_getLogs', [], { fromBytes: () => undefined, fromResult: (result) => `parsed ${String(result)}` })).toBe(
      'parsed 0x1',
    );
  });

  it('fails the call when reading its answer throws (the process goes on)', async () => {
    answer = (body) => ({ status: 200, text: JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, result: ['0xzz'] }) });

    const failure = await jsonRpcPoster(url)('eth_getLogs', [], { fromBytes: () => BigInt('0xzz') }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(SyntaxError);
  });

  it("fails with the node's own words, which say when a range is too large", async () => {
    answer = () => ({
      status: 200,
      text: '{"jsonrpc":"2.0","id":1,"error":{"code":-32005,"message":"query returned more than 10000 results"}}',
    });

    const failure = await jsonRpcPoster(url)('eth_getLogs', []).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(JsonRpcError);
    expect(failure).toMatchObject({ message: 'query returned more than 10000 results', code: -32005 });
    expect(isTooLarge(failure)).toBe(true);
  });

  it('fails on an answer that is no JSON-RPC, saying what came', async () => {
    answer = () => ({ status: 413, text: 'Request Entity Too Large: block range too large' });

    const failure = await jsonRpcPoster(url)('eth_getLogs', []).catch((error: unknown) => error);

    expect(failure).toMatchObject({ message: 'eth_getLogs: HTTP 413 with no JSON-RPC answer' });
    expect(isTooLarge(failure)).toBe(true);
  });

  it('gives up on a node that does not answer in time, and on one that never accepts the call', async () => {
    answer = () => null;
    await expect(jsonRpcPoster(url, { timeoutMs: 200 })('eth_getLogs', [])).rejects.toThrow('eth_getLogs took longer than 0.2 s');

    const silent = await silentTcpServer('http');
    try {
      await expect(jsonRpcPoster(silent.url, { timeoutMs: 300 })('eth_blockNumber', [])).rejects.toThrow(
        'eth_blockNumber took longer than 0.3 s',
      );
    } finally {
      await silent.close();
    }
  });
});
