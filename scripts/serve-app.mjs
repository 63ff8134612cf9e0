// `node scripts/serve-app.mjs --dir <dist> --port <port> [--host h] [--registry <file>] [--runtime-config <json>]`:
// serves one built front end in its own process (`npm start` runs one per app, so one crashing leaves
// the others serving). With --registry it answers /remotes.json from that file, read on every request,
// and with --runtime-config it answers /config.json. Tells its parent over IPC once it listens.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { serveApp } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
    'port-variable': { type: 'string', default: 'WEB_PORT' },
    registry: { type: 'string' },
    'runtime-config': { type: 'string' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: node scripts/serve-app.mjs --dir <dist> --port <port> [--host h] [--registry <file>] [--runtime-config <json>]');
  process.exit(2);
}

const dynamic = {};
const { registry, 'runtime-config': runtimeConfig } = values;
if (registry) dynamic['/remotes.json'] = () => fs.readFileSync(registry, 'utf8');
if (runtimeConfig) dynamic['/config.json'] = () => runtimeConfig;

try {
  await serveApp({ dir: values.dir, host: values.host, port: Number(values.port), portVariable: values['port-variable'], dynamic });
} catch (error) {
  console.error(`[whalewatch] ${error.message}`);
  process.exit(1);
}
if (process.send) {
  process.send({ listening: Number(values.port) });
  // Its supervisor is gone (killed outright): nobody would stop this server any more.
  process.once('disconnect', () => process.exit(0));
}
