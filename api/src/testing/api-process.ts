// The api as operators run it, `node dist/server.js` in a process of its own, for tests about several
// processes (shared database, one killed mid-work). The build is the api's own `npm run build`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');
const LISTENING = /api listening on (http:\/\/[^\s"]+)/;

export type ApiProcess = {
  url: string;
  /** Everything it logged so far (pino JSON lines). */
  output(): string;
  /** Resolves when the process has exited, for whatever reason. */
  exited: Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
};

let built = false;

/** Builds dist/ once per test file. */
export function buildApi(): void {
  if (built) return;
  execFileSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'pipe' });
  built = true;
}

/** Starts `node dist/server.js` on a free port with `env` on top of a quiet default; resolves once it listens. */
export function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  buildApi();
  const child: ChildProcess = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = LISTENING.exec(output);
      if (!listening) return;
      child.stdout?.off('data', onOutput);
      child.stdout?.on('data', (more: Buffer) => (output += more.toString()));
      resolve({
        url: listening[1],
        output: () => output,
        exited,
        async kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`the api process exited before listening:\n${output}`)));
  });
}
