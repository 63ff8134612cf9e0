// Outside services at their worst, for fault tests: a server that accepts connections and never says
// a word (a hung SMTP server or model endpoint), and a JSON-RPC node that answers, but slowly.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';

export type FaultyServer = {
  url: string;
  /** Connections (or requests) received so far. */
  hits(): number;
  close(): Promise<void>;
};

/** Accepts every TCP connection and never writes a byte: an SMTP server with no greeting. */
export async function silentTcpServer(scheme = 'smtp'): Promise<FaultyServer> {
  const sockets = new Set<net.Socket>();
  let hits = 0;
  const server = net.createServer((socket) => {
    hits += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const bodyOf = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
};

/** An HTTP server on a loopback port that counts the requests `handle` receives. */
async function countingHttpServer(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<FaultyServer> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** An HTTP server that reads each request and never answers it (a hung model endpoint). */
export function silentHttpServer(): Promise<FaultyServer> {
  return countingHttpServer((request) => void bodyOf(request));
}

/** Forwards every JSON-RPC request to `target`, answering `delayMs` later: a node that is slow. */
export function slowRpcProxy(target: string, delayMs: number): Promise<FaultyServer> {
  return countingHttpServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      try {
        const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      } catch {
        response.destroy();
      }
    })();
  });
}
