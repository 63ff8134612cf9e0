// The api's configuration: environment variables parsed once at start-up, with embedded defaults.
import path from 'node:path';
import { z } from 'zod';
import { StartupError } from './startup-error';

const repoRoot = path.resolve(__dirname, '..', '..');
const frontEndPorts = [3000, 3001, 3002, 3003, 3004, 3005, 3006];

export const DEFAULT_DATA_DIR = path.join(repoRoot, '.data', 'pglite');
export const DEFAULT_CORS_ORIGINS = ['localhost', '127.0.0.1'].flatMap((host) =>
  frontEndPorts.map((port) => `http://${host}:${port}`),
);
/** PGlite's in-memory data directory, used by tests. */
export const IN_MEMORY = 'memory://';

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const envSchema = z.object({
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: wholeNumber(0, 65535).default(4000),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z
    .string()
    .default(DEFAULT_DATA_DIR)
    .transform((dir) => (dir.startsWith(IN_MEMORY) ? dir : path.resolve(dir))),
  CORS_ORIGINS: z
    .string()
    .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins' })))
    .default(DEFAULT_CORS_ORIGINS),
  BODY_LIMIT_BYTES: wholeNumber(1, Number.MAX_SAFE_INTEGER).default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  host: string;
  port: number;
  /** When set, a real Postgres server; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  corsOrigins: string[];
  bodyLimitBytes: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (API_PORT=) means "use the default", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  return {
    host: vars.API_HOST,
    port: vars.API_PORT,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    corsOrigins: vars.CORS_ORIGINS,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    logLevel: vars.LOG_LEVEL,
  };
}
