// Serving a remote outside the product and pointing the shell's registry at it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serveApp } from '../../scripts/static-server.mjs';
import { REMOTES_FILE, REPO_ROOT, TMP } from './product';

interface Registry {
  schemaVersion: 1;
  remotes: Record<string, { entry: string; version?: string }>;
}

export function readRegistry(): Registry {
  return JSON.parse(fs.readFileSync(REMOTES_FILE, 'utf8')) as Registry;
}

export function pointRemote(container: string, entry: string, version: string): void {
  const registry = readRegistry();
  registry.remotes[container] = { entry, version };
  fs.writeFileSync(REMOTES_FILE, JSON.stringify(registry, null, 2));
}

export function restoreRegistry(): void {
  fs.copyFileSync(`${REMOTES_FILE}.orig`, REMOTES_FILE);
}

export interface ServedRemote {
  server: Server;
  port: number;
  manifestUrl: string;
  stop: () => Promise<void>;
}

export async function serveRemote(distDir: string, port = 0): Promise<ServedRemote> {
  const server = await serveApp({ dir: distDir, host: '127.0.0.1', port });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    server,
    port: actualPort,
    manifestUrl: `http://127.0.0.1:${actualPort}/mf-manifest.json`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Copies a remote's sources, applies an edit, and builds the copy as a new release of that remote. */
export function buildEditedRemote(remoteDir: string, edit: (source: string) => string, file: string): string {
  const target = path.join(TMP, `${remoteDir}-next`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const entry of ['package.json', 'webpack.config.js', 'src']) {
    fs.cpSync(path.join(REPO_ROOT, remoteDir, entry), path.join(target, entry), { recursive: true });
  }
  const edited = path.join(target, file);
  fs.writeFileSync(edited, edit(fs.readFileSync(edited, 'utf8')));
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: target,
    stdio: 'pipe',
  });
  return path.join(target, 'dist');
}
