// Builds each workspace whose sources changed since its last build, so `npm start` is quick after
// the first time. A build stamp in dist/ records when the sources were last compiled.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRONT_ENDS, SHELL } from './apps.mjs';
import { ROOT } from './root.mjs';

const STAMP = '.build-stamp';
const SHARED_INPUTS = ['shared/src', 'shared/build', 'shared/package.json', 'contracts/src', 'contracts/package.json', 'package-lock.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(workspace, inputs, output = 'dist') {
  const stamp = path.join(ROOT, workspace, output, STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(ROOT, input)) > built);
}

/** Builds one workspace and stamps it as fresh; returns the milliseconds it took. */
export function buildWorkspace(workspace, { quiet = false } = {}) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', `@whalewatch/${workspace}`], {
    cwd: ROOT,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Building ${workspace} failed`);
  fs.writeFileSync(path.join(ROOT, workspace, 'dist', STAMP), new Date().toISOString());
  return Date.now() - started;
}

/**
 * What the api's build reads: its sources, migrations and build settings, and the shared number formatter
 * and the contracts it compiles too (`@whalewatch/shared/format`, `@whalewatch/contracts`). `npm run dev`
 * restarts the api when one of them changes (services.mjs).
 */
export const API_BUILD_INPUTS = [
  'api/src',
  'api/drizzle',
  'api/package.json',
  'api/.swcrc',
  'shared/src/format',
  'shared/build/compile-format.cjs',
  'contracts/src',
  'contracts/build',
];

/**
 * Builds what is stale (everything with `force`). `only` limits it to some workspaces (the scripts build
 * just the api, whose build holds the shared configuration schema); `quiet` keeps the build's own output
 * off stdout.
 */
export function buildIfNeeded({ force = false, log = console.log, only = null, quiet = false } = {}) {
  const targets = [
    { workspace: 'devnet', inputs: ['devnet/src', 'devnet/contracts', 'devnet/package.json', 'devnet/.swcrc'] },
    { workspace: 'api', inputs: API_BUILD_INPUTS },
    ...FRONT_ENDS.map(({ dir }) => ({
      workspace: dir,
      inputs: [`${dir}/src`, `${dir}/webpack.config.js`, `${dir}/package.json`, ...SHARED_INPUTS],
    })),
  ];
  for (const { workspace, inputs } of targets) {
    if (only && !only.includes(workspace)) continue;
    if (!force && !isStale(workspace, inputs)) continue;
    log(`building ${workspace}…`);
    const ms = buildWorkspace(workspace, { quiet });
    log(`built ${workspace} in ${(ms / 1000).toFixed(1)} s`);
  }
}

/**
 * The shell's development build in shell/dist-dev, rebuilt when stale: `npm run dev -- <remote>` serves
 * it as `npm start` serves the production one, since React Fast Refresh needs React's development build
 * (the production one has no refresh hooks) and the shell provides React to every remote.
 */
export function buildShellForDevelopment({ log = console.log } = {}) {
  const output = 'dist-dev';
  if (!isStale(SHELL.dir, [`${SHELL.dir}/src`, `${SHELL.dir}/webpack.config.js`, `${SHELL.dir}/package.json`, ...SHARED_INPUTS], output))
    return;
  log(`building ${SHELL.dir} (development) into ${SHELL.dir}/${output}…`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'development', '--env', 'builtRemotes', '--output-path', output],
    {
      cwd: path.join(ROOT, SHELL.dir),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`Building ${SHELL.dir} (development) failed`);
  fs.writeFileSync(path.join(ROOT, SHELL.dir, output, STAMP), new Date().toISOString());
  log(`built ${SHELL.dir} (development) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ force: process.argv.includes('--force') });
}
