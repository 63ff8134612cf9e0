// Starts the product with scripts/start.mjs, as `npm start` does, and stops it: the suite's own instance
// (global-setup.ts), and others a spec needs configured differently (e.g. a short token lifetime).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './product';

const READY = /ready in [\d.]+ s: open (\S+)/;
const START_TIMEOUT_MS = 8 * 60_000;
/** Beyond the supervisor's own 30 s for its services to stop (scripts/supervisor.mjs): it then kills them. */
const STOP_TIMEOUT_MS = 40_000;

export type RunningProduct = { stop: () => Promise<void> };

/** Resolves once the product printed that it is ready; rejects with its output when it exits or takes too long. */
export async function startProduct(env: Record<string, string>, label = 'product'): Promise<RunningProduct> {
  const product = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (process.env.E2E_VERBOSE) process.stdout.write(chunk.toString());
  };
  product.stderr.on('data', keep);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} not ready in time:\n${output.join('')}`)), START_TIMEOUT_MS);
    product.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      const match = READY.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        console.log(`[e2e] ${label} ${match[0]}`);
        resolve();
      }
    });
    product.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with ${code} before it was ready:\n${output.join('')}`));
    });
  });

  return {
    stop: async () => {
      if (product.exitCode !== null || product.signalCode !== null) return;
      const exited = new Promise((resolve) => product.once('exit', resolve));
      const started = Date.now();
      product.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS))]);
      console.log(`[e2e] ${label} stopped in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
