// Where releases live and how their state changes: immutable release folders under
// DATA_DIR/releases/<remote>/<version>-<hash>/, each remote's history (DATA_DIR/releases/<remote>/history.json)
// and the remotes registry the shell reads (REMOTES_FILE, by default DATA_DIR/remotes.json). Every write is
// write-then-rename, so a reader (the shell's static server, on every request) sees the old file or the
// new one, never half of one; a lock per remote keeps two flips (an operator's and the api's automatic
// rollback) from interleaving.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../apps.mjs';
import { ROOT } from '../root.mjs';

/** The release every remote starts from: the build `npm start` makes in <remote>/dist and serves on its own port. */
export const WORKSPACE_RELEASE = 'workspace';
/** A release whose remote fails to load for this share of the browsers that got it is rolled back… */
export const DEFAULT_FAILURE_PERCENT = 50;
/** …once at least this many browsers have reported on it. */
export const DEFAULT_MIN_BROWSERS = 3;

/** The remote named on a command line: its folder (`mfe-tracking`) or container name (`mfe_tracking`). */
export function findRemote(name) {
  const remote = REMOTES.find((app) => app.dir === name || app.container === name);
  if (!remote) throw new Error(`No remote named "${name}" (one of: ${REMOTES.map((app) => app.dir).join(', ')})`);
  return remote;
}

/** Paths and URLs of the release store for a configuration (scripts/config.mjs loadConfig). */
export function storeOf(config) {
  const dataDir = path.resolve(ROOT, config.dataDir);
  return {
    dataDir,
    root: path.join(dataDir, 'releases'),
    registryFile: path.resolve(ROOT, config.remotesFile ?? path.join(dataDir, 'remotes.json')),
    // Release folders are served by the shell's static server under /releases/ (scripts/serve-app.mjs).
    baseUrl: `${config.shellUrl}/releases`,
    shellUrl: config.shellUrl,
    apps: Object.fromEntries(config.apps.map((app) => [app.dir, app])),
  };
}

export function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT' && fallback !== undefined) return fallback;
    throw new Error(`Could not read ${file}: ${error.message}`, { cause: error });
  }
}

/** Writes the whole file beside the target, flushes it, then renames it over the target (atomic on one file system). */
export function writeJsonAtomic(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'w', 0o644);
  try {
    fs.writeSync(fd, `${JSON.stringify(value, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Runs `work` holding the remote's lock (an O_EXCL file; one left by a dead process is taken over after 10 s). */
export function withLock(store, remote, work) {
  const dir = path.join(store.root, remote.dir);
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.lock');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() > deadline) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      sleep(25);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export function historyFile(store, remote) {
  return path.join(store.root, remote.dir, 'history.json');
}

/**
 * A remote's history: its releases (each once, as built), which one is live, the live ones in the order
 * they went live (`liveStack`, the last is live: rollback pops it), the canary, and every event.
 */
export function readHistory(store, remote) {
  return readJson(historyFile(store, remote), {
    remote: remote.dir,
    container: remote.container,
    releases: [],
    live: WORKSPACE_RELEASE,
    liveStack: [WORKSPACE_RELEASE],
    canary: null,
    events: [],
  });
}

export function writeHistory(store, remote, history) {
  writeJsonAtomic(historyFile(store, remote), history);
}

/** What a release's remote needs from the shell, read from its built mf-manifest.json. */
export function requirementsOf(manifest) {
  const shared = manifest.shared?.find((entry) => entry.name === '@whalewatch/shared');
  return {
    shared: typeof shared?.requiredVersion === 'string' ? shared.requiredVersion : '*',
    federationRuntime: manifest.metaData?.pluginVersion ?? '*',
  };
}

/** The workspace build's registry entry: its own static server, its dist's requirements. */
export function workspaceEntry(store, remote) {
  const app = store.apps[remote.dir];
  const entry = {
    entry: `${app.url}/mf-manifest.json`,
    version: readJson(path.join(ROOT, remote.dir, 'package.json')).version,
    release: WORKSPACE_RELEASE,
  };
  const manifest = path.join(ROOT, remote.dir, 'dist', 'mf-manifest.json');
  if (fs.existsSync(manifest)) entry.requires = requirementsOf(readJson(manifest));
  return entry;
}

export function releaseEntry(store, remote, history, id) {
  if (id === WORKSPACE_RELEASE) return workspaceEntry(store, remote);
  const release = history.releases.find((candidate) => candidate.id === id);
  if (!release) throw new Error(`${remote.dir} has no release ${id}`);
  return {
    entry: `${store.baseUrl}/${remote.dir}/${id}/mf-manifest.json`,
    version: release.version,
    release: id,
    requires: release.requires,
  };
}

/** The remote's registry entry as its history says: live release, canary and automatic-rollback threshold. */
export function registryEntry(store, remote, history) {
  const entry = releaseEntry(store, remote, history, history.live);
  if (history.canary) entry.canary = { ...releaseEntry(store, remote, history, history.canary.release), percent: history.canary.percent };
  if (history.autoRollback) entry.autoRollback = history.autoRollback;
  return entry;
}

/** Every remote's entry as its history says (the registry `npm start` writes). */
export function registryFromHistories(store) {
  const remotes = {};
  for (const remote of REMOTES) remotes[remote.container] = registryEntry(store, remote, readHistory(store, remote));
  return { schemaVersion: 2, remotes };
}

/** Reads the registry (schemaVersion 1 or 2); a missing one is made from the histories. */
export function readRegistry(store) {
  const registry = fs.existsSync(store.registryFile) ? readJson(store.registryFile) : registryFromHistories(store);
  if (registry.schemaVersion !== 1 && registry.schemaVersion !== 2) {
    throw new Error(`${store.registryFile}: unsupported schemaVersion ${registry.schemaVersion}`);
  }
  return registry;
}

/** Rewrites one remote's entry from its history, atomically, leaving every other entry as it is. */
export function flipRegistry(store, remote, history) {
  const registry = readRegistry(store);
  const next = {
    ...registry,
    schemaVersion: 2,
    remotes: { ...registry.remotes, [remote.container]: registryEntry(store, remote, history) },
  };
  writeJsonAtomic(store.registryFile, next);
  return next.remotes[remote.container];
}

export function who() {
  return process.env.WHALEWATCH_OPERATOR || gitOutput(['config', 'user.name']) || process.env.USER || process.env.USERNAME || 'unknown';
}

export function gitOutput(args, cwd = ROOT) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // No git, or not a checkout: nothing to record.
    return '';
  }
}

/** The commit the sources are at, and whether they have changes not committed (in the remote's folder). */
export function sourceCommit(dir) {
  const commit = gitOutput(['rev-parse', 'HEAD']) || null;
  const dirty = commit ? gitOutput(['status', '--porcelain', '--', dir]) !== '' : null;
  return { commit, dirty };
}

export function event(history, fields) {
  history.events.push({ at: new Date().toISOString(), who: who(), ...fields });
  // A long-lived remote keeps its last 500 events.
  if (history.events.length > 500) history.events.splice(0, history.events.length - 500);
}
