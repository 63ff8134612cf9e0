// The secrets-at-rest key `npm start` and `npm run dev` hand the api (scripts/services.mjs): SECRETS_KEY
// when set; otherwise 32 random bytes generated on first start into DATA_DIR/secrets-key, readable by its
// owner only, and the same key on every start after (the rows sealed under it stay readable).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Runs `expression` (with secretsKey, apiProcessEnvironment and loadConfig in scope) in the scripts' own module context. */
function inScripts(expression: string, env: Record<string, string>): string {
  const script = [
    "import { loadConfig } from './scripts/config.mjs';",
    "import { apiProcessEnvironment, secretsKey } from './scripts/services.mjs';",
    `process.stdout.write(JSON.stringify(${expression}));`,
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return JSON.parse(output.toString('utf8')) as string;
}

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-secrets-key-')), 'state');
});
afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe("npm start's secrets key", () => {
  it('is generated on first start into DATA_DIR/secrets-key (0600), and is the same on the next start', () => {
    const generated = inScripts(`secretsKey({ dataDir: ${JSON.stringify(dataDir)} })`, {});
    const file = path.join(dataDir, 'secrets-key');

    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(generated, 'base64url')).toHaveLength(32);
    expect(fs.readFileSync(file, 'utf8')).toBe(generated);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(inScripts(`secretsKey({ dataDir: ${JSON.stringify(dataDir)} })`, {})).toBe(generated);
    // The api takes it as SECRETS_KEY.
    expect(loadConfig({ SECRETS_KEY: generated }).secrets).toEqual({ key: generated, previousKeys: [] });
  });

  it('is SECRETS_KEY when that is set, and then no file is written', () => {
    const configured = Buffer.alloc(32, 7).toString('base64url');

    expect(inScripts(`secretsKey({ dataDir: ${JSON.stringify(dataDir)} })`, { SECRETS_KEY: configured })).toBe(configured);
    expect(fs.existsSync(path.join(dataDir, 'secrets-key'))).toBe(false);
  });

  it('is handed to the api process with the operator token', () => {
    const env = inScripts('apiProcessEnvironment(loadConfig())', { DATA_DIR: dataDir }) as unknown as Record<string, string>;

    expect(env.SECRETS_KEY).toBe(fs.readFileSync(path.join(dataDir, 'secrets-key'), 'utf8'));
    expect(env.ADMIN_TOKEN).toBe(fs.readFileSync(path.join(dataDir, 'admin-token'), 'utf8'));
  });
});
