// `node scripts/serve-app.mjs --dir <dist> --port <port> [--host h] [--registry <file>] [--runtime-config <json>] [--releases <dir>]`:
// serves one built front end in its own process (`npm start` runs one per app, so one crashing leaves
// the others serving). With --registry it answers /remotes.json from that file, read on every request,
// and serves the remotes' releases (DATA_DIR/releases, or --releases) under /releases/; with
// --runtime-config it answers /config.json. Tells its parent over IPC once it listens.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.mjs';
import { releasesHandler } from './releases/serve.mjs';
import { storeOf } from './releases/store.mjs';
import { serveApp } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
    'port-variable': { type: 'string', default: 'WEB_PORT' },
    registry: { type: 'string' },
    'runtime-config': { type: 'string' },
    releases: { type: 'string' },
  },
});
if (!values.dir || !values.port) {
  console.error(
    'usage: node scripts/serve-app.mjs --dir <dist> --port <port> [--host h] [--registry <file>] [--runtime-config <json>] [--releases <dir>]',
  );
  process.exit(2);
}

const dynamic = {};
const { registry, 'runtime-config': runtimeConfig } = values;
if (registry) dynamic['/remotes.json'] = () => fs.readFileSync(registry, 'utf8');
if (runtimeConfig) dynamic['/config.json'] = () => runtimeConfig;
// The server that answers the registry also serves the releases it points at (npm run deploy).
const releases = values.releases ? path.resolve(values.releases) : registry ? storeOf(loadConfig()).root : null;

try {
  const server = await serveApp({
    dir: values.dir,
    host: values.host,
    port: Number(values.port),
    portVariable: values['port-variable'],
    dynamic,
  });
  if (releases) {
    // In front of the app's own handler (installed before any request can arrive: this runs on listen).
    const [app] = server.listeners('request');
    const serveRelease = releasesHandler(releases);
    server.removeAllListeners('request');
    server.on('request', (req, res) => (req.url?.startsWith('/releases/') ? serveRelease(req, res) : app(req, res)));
  }
} catch (error) {
  console.error(`[whalewatch] ${error.message}`);
  process.exit(1);
}
if (process.send) {
  process.send({ listening: Number(values.port) });
  // Its supervisor is gone (killed outright): nobody would stop this server any more.
  process.once('disconnect', () => process.exit(0));
}
