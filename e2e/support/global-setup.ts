// Builds what changed and starts the whole product with scripts/start.mjs, once for the suite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, productEnv, REMOTES_FILE, REPO_ROOT, TMP } from './product';

const READY = /ready in [\d.]+ s: open (\S+)/;
const START_TIMEOUT_MS = 8 * 60_000;

export default async function globalSetup() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.rmSync(REMOTES_FILE, { force: true });
  fs.mkdirSync(TMP, { recursive: true });

  const product = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...productEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (process.env.E2E_VERBOSE) process.stdout.write(chunk.toString());
  };
  product.stderr.on('data', keep);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`product not ready in time:\n${output.join('')}`)), START_TIMEOUT_MS);
    product.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      const match = READY.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        console.log(`[e2e] product ${match[0]}`);
        resolve();
      }
    });
    product.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`product exited with ${code} before it was ready:\n${output.join('')}`));
    });
  });

  // Keep the registry as start.mjs wrote it, so each test can restore it.
  fs.copyFileSync(REMOTES_FILE, `${REMOTES_FILE}.orig`);

  return async () => {
    if (product.exitCode !== null) return;
    const exited = new Promise((resolve) => product.once('exit', resolve));
    product.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
}
