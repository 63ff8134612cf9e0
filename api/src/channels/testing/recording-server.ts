// A loopback HTTP server that records every request and answers as the test says: the base of the
// webhook receiver and the fake Discord, Slack and Telegram servers.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: string; at: number };

export type Reply = {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer after this long. */
  delayMs?: number;
  /** Never answer (the connection stays open until the client gives up). */
  hang?: boolean;
};

export type RecordingServer = {
  url: string;
  port: number;
  received: Received[];
  close(): Promise<void>;
};

export async function recordingServer(
  answer: (request: Received, response: ServerResponse) => Reply | 'answered' | Promise<Reply | 'answered'>,
): Promise<RecordingServer> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const record = async (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const entry = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body, at: Date.now() };
    received.push(entry);
    const reply = await answer(entry, response);
    if (reply === 'answered' || reply.hang) return;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    response.end(reply.body ?? '');
  };
  const server = createServer((request, response) => {
    record(request, response).catch((error: unknown) => {
      // A fake that cannot answer (its `answer` threw) says why with a 500, so the test fails on it.
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
