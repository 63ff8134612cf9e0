// A client that sends its body slowly (or never finishes it) is cut off after REQUEST_TIMEOUT_MS instead
// of holding a connection for Node's default 5 minutes.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

it('answers 408 and closes the connection when a body does not arrive in time', async () => {
  const { port } = t.app.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let answer = '';
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.write('POST /demo-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na');
  await closed;
  const elapsed = Date.now() - started;
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(elapsed).toBeGreaterThanOrEqual(900);
  expect(elapsed).toBeLessThan(5_000);
}, 20_000);
