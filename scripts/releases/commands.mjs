// deploy, rollback and releases: the commands behind `npm run deploy|rollback|releases` (cli.mjs), also
// called by the api's automatic rollback (api/src/releases/).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../root.mjs';
import { contractProblems, shellProvides, skewProblems } from './checks.mjs';
import {
  DEFAULT_FAILURE_PERCENT,
  DEFAULT_MIN_BROWSERS,
  event,
  findRemote,
  flipRegistry,
  readHistory,
  readJson,
  requirementsOf,
  sourceCommit,
  storeOf,
  who,
  withLock,
  WORKSPACE_RELEASE,
  writeHistory,
} from './store.mjs';

const WEBPACK = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

/** Every file under `dir`, relative, sorted. */
function filesOf(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesOf(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)]))
    .sort();
}

/** A digest of a build's names and contents: the same build always lands in the same folder. */
export function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Builds the remote once (production) into a folder of its own under the release store; returns the folder. */
function build(remote, sourceDir, into, log) {
  fs.rmSync(into, { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync(process.execPath, [WEBPACK, '--mode', 'production', '--output-path', into], {
    cwd: sourceDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  if (result.status !== 0)
    throw new Error(`Building ${remote.dir} from ${sourceDir} failed (webpack exit ${result.status ?? result.signal})`);
  log(`built ${remote.dir} in ${seconds(started)}`);
}

/** Moves a fresh build to its content-addressed folder, read-only; an identical release already there is kept. */
function store(tmp, root, remote, version) {
  const id = `${version}-${contentHash(tmp)}`;
  const folder = path.join(root, remote.dir, id);
  if (fs.existsSync(folder)) {
    fs.rmSync(tmp, { recursive: true, force: true });
    return { id, folder, fresh: false };
  }
  fs.renameSync(tmp, folder);
  for (const file of filesOf(folder)) fs.chmodSync(path.join(folder, file), 0o444);
  return { id, folder, fresh: true };
}

function runTests(remote, log) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [JEST, '--ci', '--silent'], {
    cwd: path.join(ROOT, remote.dir),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${remote.dir}'s tests failed: not deployed`);
  log(`${remote.dir}'s tests passed in ${seconds(started)}`);
}

function percentOption(value, name) {
  const percent = Number(value);
  if (!Number.isFinite(percent) || percent <= 0 || percent >= 100)
    throw new Error(`${name} must be a percentage between 0 and 100 (exclusive)`);
  return percent;
}

/**
 * Builds (or takes `release`), tests, checks against the shell and flips the registry. `canary`: the new
 * release gets that share of browsers, the live one stays. `promote`: the canary becomes live.
 */
export async function deploy(config, name, options) {
  const { log = () => undefined } = options;
  const started = performance.now();
  const remote = findRemote(name);
  const releases = storeOf(config);
  let history = readHistory(releases, remote);

  if (options.promote) {
    if (!history.canary) throw new Error(`${remote.dir} has no canary to promote`);
    return flip(releases, remote, { live: history.canary.release, action: 'promote', log, started });
  }

  let id = options.release;
  let manifest;
  if (id) {
    if (id !== WORKSPACE_RELEASE && !history.releases.some((release) => release.id === id))
      throw new Error(`${remote.dir} has no release ${id}`);
    manifest = readJson(
      id === WORKSPACE_RELEASE
        ? path.join(ROOT, remote.dir, 'dist', 'mf-manifest.json')
        : path.join(releases.root, remote.dir, id, 'mf-manifest.json'),
    );
  } else {
    const sourceDir = path.resolve(options.source ?? path.join(ROOT, remote.dir));
    const version = readJson(path.join(sourceDir, 'package.json')).version;
    const tmp = path.join(releases.root, remote.dir, `.build-${process.pid}`);
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    try {
      build(remote, sourceDir, tmp, log);
    } catch (error) {
      fs.rmSync(tmp, { recursive: true, force: true });
      throw error;
    }
    const stored = store(tmp, releases.root, remote, version);
    id = stored.id;
    manifest = readJson(path.join(stored.folder, 'mf-manifest.json'));
    const shown = path.relative(ROOT, stored.folder).startsWith('..') ? stored.folder : path.relative(ROOT, stored.folder);
    log(`${stored.fresh ? 'release' : 'identical release already stored'}: ${shown}`);
    withLock(releases, remote, () => {
      history = readHistory(releases, remote);
      if (!history.releases.some((release) => release.id === id)) {
        history.releases.push({
          id,
          version,
          builtAt: new Date().toISOString(),
          who: who(),
          ...sourceCommit(path.relative(ROOT, sourceDir) || '.'),
          source: path.relative(ROOT, sourceDir) || '.',
          requires: requirementsOf(manifest),
        });
        writeHistory(releases, remote, history);
      }
    });
  }

  if (options['skip-tests']) log(`${remote.dir}'s tests skipped (--skip-tests)`);
  else runTests(remote, log);

  const provides = await shellProvides(releases.shellUrl);
  const problems = [...contractProblems(remote.container, manifest), ...skewProblems(manifest, provides)];
  if (problems.length > 0) {
    const reason = `${remote.dir} ${id} cannot run in ${provides.source}: ${problems.join('; ')}`;
    withLock(releases, remote, () => {
      history = readHistory(releases, remote);
      event(history, { action: 'refused', release: id, reason });
      writeHistory(releases, remote, history);
    });
    if (!options.force) {
      console.error(`[whalewatch] deploy refused: ${reason}`);
      return 1;
    }
    log(`--force: deploying despite: ${reason}`);
  } else {
    log(
      `contract and skew checks passed against ${provides.source} (@whalewatch/shared ${provides.shared['@whalewatch/shared']}, federation runtime ${provides.federationRuntime})`,
    );
  }

  const autoRollback = {
    failurePercent: options['failure-percent'] ? percentOption(options['failure-percent'], '--failure-percent') : undefined,
    minBrowsers: options['min-browsers'] ? Number(options['min-browsers']) : undefined,
  };
  if (options.canary !== undefined) {
    return flip(releases, remote, {
      canary: { release: id, percent: percentOption(options.canary, '--canary') },
      action: 'canary',
      log,
      started,
      autoRollback,
    });
  }
  return flip(releases, remote, { live: id, action: options.release ? 'redeploy' : 'deploy', log, started, autoRollback });
}

/** Changes what is live (or the canary) under the remote's lock: history first, then the registry, atomically. */
function flip(releases, remote, { live, canary, action, log, started, reason, autoRollback }) {
  const flipStarted = performance.now();
  const entry = withLock(releases, remote, () => {
    const history = readHistory(releases, remote);
    const from = { live: history.live, canary: history.canary?.release ?? null };
    if (live !== undefined) {
      history.live = live;
      if (history.liveStack.at(-1) !== live) history.liveStack.push(live);
      // The canary went live, or a new live release replaces the trial.
      history.canary = null;
    }
    if (canary !== undefined) history.canary = canary;
    if (autoRollback && (autoRollback.failurePercent || autoRollback.minBrowsers)) {
      history.autoRollback = {
        failurePercent: autoRollback.failurePercent ?? history.autoRollback?.failurePercent ?? DEFAULT_FAILURE_PERCENT,
        minBrowsers: autoRollback.minBrowsers ?? history.autoRollback?.minBrowsers ?? DEFAULT_MIN_BROWSERS,
      };
    }
    event(history, { action, from, to: { live: history.live, canary: history.canary?.release ?? null }, ...(reason ? { reason } : {}) });
    writeHistory(releases, remote, history);
    return flipRegistry(releases, remote, history);
  });
  const canaryText = entry.canary ? `, canary ${entry.canary.release} for ${entry.canary.percent} %` : '';
  log(
    `${action}: ${remote.dir} live ${entry.release}${canaryText} (registry flipped in ${seconds(flipStarted)}${started ? `, ${seconds(started)} in all` : ''})`,
  );
  return 0;
}

/**
 * Flips back: drops the canary when there is one, otherwise the live release goes and the one live
 * before it returns. `release` (the api's automatic rollback): only when that release is still the
 * canary or live one; otherwise nothing changes.
 */
export async function rollback(config, name, options = {}) {
  const { log = () => undefined } = options;
  const started = performance.now();
  const remote = findRemote(name);
  const releases = storeOf(config);
  const action = options.auto ? 'auto-rollback' : 'rollback';
  const reason = options.reason;
  const result = withLock(releases, remote, () => {
    const history = readHistory(releases, remote);
    const from = { live: history.live, canary: history.canary?.release ?? null };
    const target = options.release ?? (history.canary ? history.canary.release : history.live);
    if (history.canary && history.canary.release === target) {
      history.canary = null;
    } else if (history.live === target) {
      if (history.liveStack.length < 2) throw new Error(`${remote.dir} has no earlier release to roll back to`);
      history.liveStack.pop();
      history.live = history.liveStack.at(-1);
    } else {
      return { changed: false, message: `${remote.dir} ${target} is neither live nor the canary: nothing to roll back` };
    }
    event(history, {
      action,
      from,
      to: { live: history.live, canary: history.canary?.release ?? null },
      release: target,
      ...(reason ? { reason } : {}),
    });
    writeHistory(releases, remote, history);
    const entry = flipRegistry(releases, remote, history);
    return {
      changed: true,
      message: `${action}: ${remote.dir} ${target} withdrawn; live ${entry.release}${entry.canary ? `, canary ${entry.canary.release}` : ''}`,
    };
  });
  log(`${result.message}${result.changed ? ` (in ${seconds(started)})` : ''}${reason ? ` — ${reason}` : ''}`);
  return 0;
}

function describe(release) {
  const commit = release.commit ? `${release.commit.slice(0, 12)}${release.dirty ? ' (uncommitted changes)' : ''}` : 'no commit';
  return `${release.builtAt}  ${release.who}  ${commit}`;
}

/** Prints each remote's releases (newest first) with who built them, when and from which commit, and its recent events. */
export function listReleases(config, name, { json = false, print = console.log } = {}) {
  const releases = storeOf(config);
  const remotes = name
    ? [findRemote(name)]
    : Object.values(releases.apps)
        .filter((app) => app.dir !== 'shell')
        .map((app) => findRemote(app.dir));
  const histories = remotes.map((remote) => readHistory(releases, remote));
  if (json) {
    print(JSON.stringify(name ? histories[0] : histories, null, 2));
    return 0;
  }
  for (const history of histories) {
    const canary = history.canary ? `, canary ${history.canary.release} (${history.canary.percent} %)` : '';
    print(`${history.remote}: live ${history.live}${canary}`);
    if (!name) continue;
    for (const release of [...history.releases].reverse()) {
      const state =
        release.id === history.live
          ? 'live'
          : release.id === history.canary?.release
            ? 'canary'
            : history.liveStack.includes(release.id)
              ? 'previous'
              : '';
      print(`  ${release.id.padEnd(22)} ${state.padEnd(8)} ${describe(release)}`);
    }
    print(`  ${WORKSPACE_RELEASE.padEnd(22)} ${(history.live === WORKSPACE_RELEASE ? 'live' : '').padEnd(8)} the build npm start serves`);
    const recent = history.events.slice(-10).reverse();
    if (recent.length > 0) print('  recent events:');
    for (const item of recent) {
      const to = item.to
        ? ` → live ${item.to.live}${item.to.canary ? `, canary ${item.to.canary}` : ''}`
        : item.release
          ? ` ${item.release}`
          : '';
      print(`    ${item.at}  ${item.who}  ${item.action}${to}${item.reason ? `: ${item.reason}` : ''}`);
    }
  }
  return 0;
}
