// The remotes registry the shell fetches at start-up (format in shell/src/federation/remoteRegistry.ts).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.mjs';

function version(dir) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).version;
}

export function defaultRegistry(config) {
  const remotes = {};
  for (const app of config.apps.slice(1)) {
    remotes[app.container] = { entry: `${app.url}/mf-manifest.json`, version: version(app.dir) };
  }
  return { schemaVersion: 1, remotes };
}
