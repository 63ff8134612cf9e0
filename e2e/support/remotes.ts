// Serving a remote outside the product and pointing the shell's registry at it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { serveApp } from '../../scripts/static-server.mjs';
import { E2E_ROOT, REMOTES_FILE, REPO_ROOT, TMP } from './product';

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

// Edited copies are built inside the repository, where webpack finds node_modules (E2E_TMP may be outside
// it); one folder per E2E_TMP keeps two runs apart.
const BUILDS_DIR = path.join(E2E_ROOT, '.tmp', 'builds', path.relative(path.parse(TMP).root, TMP).replace(/\W+/g, '_'));

/** Copies a remote's sources, applies an edit, and builds the copy as a new release of that remote. */
export function buildEditedRemote(remoteDir: string, edit: (source: string) => string, file: string): string {
  const target = path.join(BUILDS_DIR, `${remoteDir}-next`);
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

/** A port nothing listens on: a registry entry pointing there is a dead entry (connection refused). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface HangingRemote {
  manifestUrl: string;
  /** Requests received so far, answered or not. */
  requests: () => number;
  /** The remote comes back at the same address: later requests are answered from `origin`. */
  answerFrom: (origin: string) => void;
  /** Answers the requests held so far, late, from `origin` (a load the shell already gave up on). */
  answerHeld: (origin: string) => void;
  stop: () => Promise<void>;
}

function passOn(req: IncomingMessage, res: ServerResponse, origin: string): void {
  const upstream = http.request(new URL(req.url ?? '/', origin), { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  upstream.end();
}

/**
 * A remote that accepts connections and reads requests but never answers them, until told to answer
 * from a real remote (`answerFrom`). Requests held before then stay unanswered unless `answerHeld`.
 */
export async function serveHangingRemote(): Promise<HangingRemote> {
  const held: { req: IncomingMessage; res: ServerResponse }[] = [];
  let received = 0;
  let answeringFrom: string | null = null;
  const server = http.createServer((req, res) => {
    received += 1;
    if (answeringFrom) passOn(req, res, answeringFrom);
    else held.push({ req, res });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
    requests: () => received,
    answerFrom: (origin) => {
      answeringFrom = origin;
    },
    answerHeld: (origin) => {
      for (const { req, res } of held.splice(0)) passOn(req, res, origin);
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
