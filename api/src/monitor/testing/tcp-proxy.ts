// A TCP proxy to a devnet that a test can cut (every connection dropped, nothing listening) and restore:
// the WebSocket to the node goes down as it does when the network or the node fails.
import net from 'node:net';

export type TcpProxy = { wsUrl: string; cut(): Promise<void>; restore(): Promise<void> };

export async function tcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<net.Socket>();
  const forward = (client: net.Socket) => {
    const upstream = net.connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    wsUrl: `ws://127.0.0.1:${port}`,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      server = net.createServer(forward);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}
