// node --test scripts/releases/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { contractProblems, providesOf, skewProblems } from './checks.mjs';
import { contentHash, deploy, rollback } from './commands.mjs';
import { releasesHandler } from './serve.mjs';
import { satisfy as satisfies } from '@module-federation/runtime-core';
import { readHistory, storeOf } from './store.mjs';
import { REMOTES } from '../apps.mjs';

const require = createRequire(import.meta.url);
const installed = (name) => require(`${name}/package.json`).version;
// The @whalewatch/shared this checkout builds, the range its remotes need, and one it cannot provide.
const SHARED = installed('@whalewatch/shared');
const SHARED_RANGE = `^${SHARED.split('.')[0]}.0.0`;
const NEWER_SHARED = `^${Number(SHARED.split('.')[0]) + 1}.0.0`;
// What the shell provides: the installed versions of its shared modules.
const SHELL_MANIFEST = {
  metaData: { pluginVersion: '2.9.2' },
  shared: [
    { name: '@whalewatch/shared', version: SHARED },
    ...['react', 'react-dom', 'react-router-dom', 'styled-components', 'zustand'].map((name) => ({ name, version: installed(name) })),
    { name: 'react/jsx-runtime', version: installed('react') },
  ],
};
const remoteManifest = (shared = SHARED_RANGE, runtime = '2.9.2') => ({
  metaData: { pluginVersion: runtime },
  exposes: [{ name: 'WalletTracking' }],
  shared: [
    { name: '@whalewatch/shared', requiredVersion: shared },
    { name: 'react', requiredVersion: '^18.3.1' },
  ],
});

let dir;
let shell;
let config;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ww-releases-'));
  // A running shell, as deploy checks against it: its /mf-manifest.json.
  shell = http.createServer((req, res) => res.end(JSON.stringify(SHELL_MANIFEST)));
  await new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve));
  const shellUrl = `http://127.0.0.1:${shell.address().port}`;
  config = {
    dataDir: dir,
    remotesFile: null,
    shellUrl,
    apps: [{ dir: 'shell', url: shellUrl }, ...REMOTES.map((remote) => ({ ...remote, url: `http://127.0.0.1:${3000 + remote.offset}` }))],
  };
});
after(() => {
  shell.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A release as deploy would have stored it, without running webpack. */
function fakeRelease(id, manifest = remoteManifest()) {
  const store = storeOf(config);
  const folder = path.join(store.root, 'mfe-tracking', id);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  const historyFile = path.join(store.root, 'mfe-tracking', 'history.json');
  const history = readHistory(store, REMOTES[1]);
  history.releases.push({
    id,
    version: id.split('-')[0],
    builtAt: new Date().toISOString(),
    who: 'test',
    commit: 'abc',
    dirty: false,
    requires: { shared: SHARED_RANGE, federationRuntime: '2.9.2' },
  });
  fs.writeFileSync(historyFile, JSON.stringify(history));
}

const registry = () => JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));
const quiet = { 'skip-tests': true, log: () => undefined };

test('semver ranges as registry entries and manifests state them', () => {
  assert.ok(satisfies('1.4.0', '^1.0.0'));
  assert.ok(!satisfies('1.4.0', '^2.0.0'));
  assert.ok(satisfies('2.9.2', '2.9.2'));
  assert.ok(!satisfies('2.9.3', '2.9.2'));
  assert.ok(satisfies('1.2.3', '>=1.2.0 <2.0.0'));
  assert.ok(satisfies('2.0.0', '^1.0.0 || ^2.0.0'));
  assert.ok(!satisfies('0.3.0', '^0.2.1'));
});

test('skew checks name every shared module and the federation runtime the shell cannot satisfy', () => {
  const provides = providesOf(SHELL_MANIFEST);
  assert.deepEqual(skewProblems(remoteManifest(), provides), []);
  assert.deepEqual(skewProblems(remoteManifest(NEWER_SHARED, '2.10.0'), provides), [
    `it needs @whalewatch/shared ${NEWER_SHARED}; the shell provides ${SHARED}`,
    'it was built with federation runtime 2.10.0; the shell runs 2.9.2 and shares it with every remote (rebuild the remote with 2.9.2, or upgrade the shell first)',
  ]);
  const needsMore = remoteManifest();
  needsMore.shared.push({ name: 'zod', requiredVersion: '^4.0.0' });
  assert.deepEqual(skewProblems(needsMore, provides), ['it needs shared module zod ^4.0.0, which the shell does not provide']);
});

test('the contract check names every screen the shell mounts that the build does not expose', () => {
  const screens = { mfe_tracking: { WalletTracking: { route: '/register' }, Settings: { route: '/settings' } } };
  assert.deepEqual(contractProblems('mfe_tracking', { exposes: [{ name: 'WalletTracking' }] }, screens), [
    'it does not expose Settings, which the shell mounts on /settings',
  ]);
  assert.deepEqual(contractProblems('mfe_tracking', { exposes: [{ name: 'WalletTracking' }, { name: 'Settings' }] }, screens), []);
});

test('a deploy flips the registry atomically and keeps the history; rollback flips back; a canary sits beside the live release', async () => {
  fakeRelease('1.0.0-aaaaaaaaaa');
  fakeRelease('1.0.1-bbbbbbbbbb');
  assert.equal(await deploy(config, 'mfe-tracking', { ...quiet, release: '1.0.0-aaaaaaaaaa' }), 0);
  let entry = registry().remotes.mfe_tracking;
  assert.equal(registry().schemaVersion, 2);
  assert.deepEqual(entry, {
    entry: `${config.shellUrl}/releases/mfe-tracking/1.0.0-aaaaaaaaaa/mf-manifest.json`,
    version: '1.0.0',
    release: '1.0.0-aaaaaaaaaa',
    requires: { shared: SHARED_RANGE, federationRuntime: '2.9.2' },
  });
  // Every other remote keeps the build npm start serves.
  assert.equal(registry().remotes.mfe_auth.entry, 'http://127.0.0.1:3001/mf-manifest.json');

  await deploy(config, 'mfe-tracking', { ...quiet, release: '1.0.1-bbbbbbbbbb' });
  assert.equal(registry().remotes.mfe_tracking.release, '1.0.1-bbbbbbbbbb');
  // No temporary file is left beside the registry.
  assert.deepEqual(
    fs.readdirSync(dir).filter((name) => name.endsWith('.tmp')),
    [],
  );

  const started = performance.now();
  await rollback(config, 'mfe-tracking', quiet);
  assert.ok(performance.now() - started < 1_000);
  assert.equal(registry().remotes.mfe_tracking.release, '1.0.0-aaaaaaaaaa');

  await deploy(config, 'mfe-tracking', { ...quiet, release: '1.0.1-bbbbbbbbbb', canary: '25' });
  entry = registry().remotes.mfe_tracking;
  assert.equal(entry.release, '1.0.0-aaaaaaaaaa');
  assert.equal(entry.canary.release, '1.0.1-bbbbbbbbbb');
  assert.equal(entry.canary.percent, 25);

  // The api's automatic rollback names the failing release: the canary goes, the live one stays.
  await rollback(config, 'mfe-tracking', { ...quiet, release: '1.0.1-bbbbbbbbbb', auto: true, reason: 'failed for 3 of 4 browsers' });
  entry = registry().remotes.mfe_tracking;
  assert.equal(entry.release, '1.0.0-aaaaaaaaaa');
  assert.equal(entry.canary, undefined);
  // Naming a release that is no longer out changes nothing.
  await rollback(config, 'mfe-tracking', { ...quiet, release: '1.0.1-bbbbbbbbbb', auto: true });
  assert.equal(registry().remotes.mfe_tracking.release, '1.0.0-aaaaaaaaaa');

  await rollback(config, 'mfe-tracking', quiet);
  assert.equal(registry().remotes.mfe_tracking.release, 'workspace');
  await assert.rejects(rollback(config, 'mfe-tracking', quiet), /has no earlier release/);

  const history = readHistory(storeOf(config), REMOTES[1]);
  assert.deepEqual(
    history.events.map((item) => item.action),
    ['redeploy', 'redeploy', 'rollback', 'canary', 'auto-rollback', 'rollback'],
  );
  assert.equal(history.events[4].reason, 'failed for 3 of 4 browsers');
  for (const item of history.events) assert.ok(item.at && item.who);
});

test('a release the shell cannot run is refused with the reason, and stays out of the registry', async () => {
  fakeRelease('2.0.0-cccccccccc', remoteManifest(NEWER_SHARED));
  const errors = [];
  const original = console.error;
  console.error = (message) => errors.push(message);
  try {
    assert.equal(await deploy(config, 'mfe-tracking', { ...quiet, release: '2.0.0-cccccccccc' }), 1);
  } finally {
    console.error = original;
  }
  assert.match(
    errors.join('\n'),
    new RegExp(`deploy refused: .*needs @whalewatch/shared \\${NEWER_SHARED}; the shell provides ${SHARED.replaceAll('.', '\\.')}`),
  );
  assert.equal(registry().remotes.mfe_tracking.release, 'workspace');
  assert.equal(readHistory(storeOf(config), REMOTES[1]).events.at(-1).action, 'refused');
});

test('the same build always lands in the same folder', () => {
  const a = fs.mkdtempSync(path.join(dir, 'a-'));
  const b = fs.mkdtempSync(path.join(dir, 'b-'));
  for (const folder of [a, b]) fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'x');
  assert.equal(contentHash(a), contentHash(b));
  fs.writeFileSync(path.join(b, 'remoteEntry.js'), 'y');
  assert.notEqual(contentHash(a), contentHash(b));
});

test('the release server serves files inside release folders only', async () => {
  const store = storeOf(config);
  const server = http.createServer(releasesHandler(store.root));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const manifest = await fetch(`${base}/releases/mfe-tracking/1.0.0-aaaaaaaaaa/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.match(manifest.headers.get('cache-control'), /immutable/);
    assert.deepEqual(await manifest.json(), remoteManifest());
    for (const forbidden of [
      '/releases/mfe-tracking/history.json',
      '/releases/mfe-tracking/.lock',
      '/releases/mfe-tracking/1.0.0-aaaaaaaaaa/../history.json',
    ]) {
      assert.equal((await fetch(`${base}${forbidden}`)).status, 404, forbidden);
    }
  } finally {
    server.close();
  }
});

test('deploy builds the remote once into an immutable, content-addressed folder; the same sources land in the same one', async () => {
  const messages = [];
  const log = (message) => messages.push(message);
  assert.equal(await deploy(config, 'mfe-tracking', { 'skip-tests': true, log }), 0);
  const id = registry().remotes.mfe_tracking.release;
  assert.match(id, /^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  const folder = path.join(storeOf(config).root, 'mfe-tracking', id);
  assert.ok(fs.existsSync(path.join(folder, 'remoteEntry.js')));
  assert.equal(fs.statSync(path.join(folder, 'mf-manifest.json')).mode & 0o222, 0, 'release files are read-only');
  const release = readHistory(storeOf(config), REMOTES[1]).releases.find((candidate) => candidate.id === id);
  assert.equal(release.requires.shared, SHARED_RANGE);
  assert.ok(release.who && release.builtAt && 'commit' in release && 'dirty' in release);

  await deploy(config, 'mfe-tracking', { 'skip-tests': true, log });
  assert.equal(registry().remotes.mfe_tracking.release, id);
  assert.ok(messages.some((message) => message.startsWith('identical release already stored')));
  // No unfinished build is left behind.
  assert.deepEqual(
    fs.readdirSync(path.join(storeOf(config).root, 'mfe-tracking')).filter((name) => name.startsWith('.build')),
    [],
  );
});
