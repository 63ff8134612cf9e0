import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandlers } from '../http/errors';
import { releaseRoutes } from './routes';
import { releaseTracker, type Rollback } from './tracker';

const LIVE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.1.0-bbbbbbbbbb';

describe('release reports and automatic rollback', () => {
  let dir: string;
  let registryFile: string;
  const log = { warn: jest.fn(), error: jest.fn() };

  function writeRegistry(entry: object) {
    fs.writeFileSync(registryFile, JSON.stringify({ schemaVersion: 2, remotes: { mfe_tracking: entry } }));
    // A new mtime for the tracker's cache, however fast the test writes.
    const later = new Date(Date.now() + Math.random() * 10_000);
    fs.utimesSync(registryFile, later, later);
  }

  async function appWith(rollback: Rollback) {
    const releases = releaseTracker({ registryFile, rollback, log });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandlers(app);
    await app.register(releaseRoutes, { releases });
    return { app, releases };
  }

  const report = (app: Awaited<ReturnType<typeof appWith>>['app'], release: string, browser: string, outcome: 'loaded' | 'failed') =>
    app.inject({
      method: 'POST',
      url: '/releases/reports',
      payload: { remote: 'mfe_tracking', release, browser: `browser-${browser}`, outcome },
    });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ww-releases-api-'));
    registryFile = path.join(dir, 'remotes.json');
    writeRegistry({
      entry: 'http://x/mf-manifest.json',
      version: '1.0.0',
      release: LIVE,
      canary: { entry: 'http://x/c/mf-manifest.json', version: '1.1.0', release: CANARY, percent: 50 },
    });
    log.warn.mockClear();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rolls back a canary that fails for at least half of the browsers that got it, once, and says so in the log and /health', async () => {
    const rollback = jest.fn<ReturnType<Rollback>, Parameters<Rollback>>(async () => ({ ok: true, output: 'rolled back' }));
    const { app, releases } = await appWith(rollback);
    expect((await report(app, CANARY, '1', 'loaded')).statusCode).toBe(202);
    await report(app, CANARY, '2', 'failed');
    // 1 of 2 browsers: under the minimum of 3 browsers.
    expect(rollback).not.toHaveBeenCalled();
    await report(app, CANARY, '3', 'failed');
    expect(rollback).toHaveBeenCalledWith('mfe_tracking', CANARY, expect.stringContaining('failed to load for 2 of 3 browsers'));
    await report(app, CANARY, '4', 'failed');
    expect(rollback).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('rolled back automatically'));

    const health = (await app.inject({ method: 'GET', url: '/releases' })).json();
    expect(health.remotes.mfe_tracking).toEqual({
      live: { release: LIVE, version: '1.0.0', browsers: 0, failed: 0 },
      canary: { release: CANARY, version: '1.1.0', browsers: 4, failed: 3, percent: 50 },
    });
    expect(health.rolledBack).toEqual([expect.objectContaining({ remote: 'mfe_tracking', release: CANARY, ok: true })]);
    // Rolled back: solved, so no reason to call the api degraded.
    expect(releases.reasons()).toEqual([]);
  });

  it('counts each browser once, forgives a failure it recovered from, and keeps a release that mostly loads', async () => {
    const rollback = jest.fn(async () => ({ ok: true, output: '' }));
    const { app } = await appWith(rollback);
    for (const browser of ['1', '2', '3']) await report(app, LIVE, browser, 'loaded');
    await report(app, LIVE, '4', 'failed');
    await report(app, LIVE, '4', 'failed');
    await report(app, LIVE, '5', 'failed');
    await report(app, LIVE, '5', 'loaded');
    expect(rollback).not.toHaveBeenCalled();
    expect((await app.inject({ method: 'GET', url: '/releases' })).json().remotes.mfe_tracking.live).toMatchObject({
      browsers: 5,
      failed: 1,
    });
  });

  it('ignores reports on a release the registry no longer lists, and refuses malformed ones', async () => {
    const rollback = jest.fn(async () => ({ ok: true, output: '' }));
    const { app } = await appWith(rollback);
    const late = await report(app, '0.9.0-cccccccccc', '1', 'failed');
    expect(late.statusCode).toBe(202);
    expect(late.json()).toEqual({ counted: false });
    const malformed = await app.inject({
      method: 'POST',
      url: '/releases/reports',
      payload: { remote: 'mfe-tracking', release: '../x', browser: 'b', outcome: 'maybe' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("uses the registry entry's threshold", async () => {
    writeRegistry({ entry: 'http://x/mf-manifest.json', release: LIVE, autoRollback: { failurePercent: 100, minBrowsers: 1 } });
    const rollback = jest.fn(async () => ({ ok: true, output: '' }));
    const { app } = await appWith(rollback);
    await report(app, LIVE, '1', 'failed');
    expect(rollback).toHaveBeenCalledWith('mfe_tracking', LIVE, expect.stringContaining('1 of 1 browsers (threshold 100 %)'));
  });
});

it('makes a rollback that failed a /health reason, and tries again on the next failure', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ww-releases-api-'));
  const registryFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(
    registryFile,
    JSON.stringify({ remotes: { mfe_tracking: { entry: 'x', release: LIVE, autoRollback: { minBrowsers: 1 } } } }),
  );
  const rollback = jest.fn(async () => ({ ok: false, output: 'mfe-tracking has no earlier release to roll back to' }));
  const releases = releaseTracker({ registryFile, rollback, log: { warn: jest.fn(), error: jest.fn() } });
  await releases.report({ remote: 'mfe_tracking', release: LIVE, browser: 'browser-1', outcome: 'failed' });
  expect(releases.reasons()).toEqual([
    expect.stringMatching(`^Remote mfe_tracking release ${LIVE} failed to load for 1 of 1 browsers.*rolling it back failed`),
  ]);
  await releases.report({ remote: 'mfe_tracking', release: LIVE, browser: 'browser-2', outcome: 'failed' });
  expect(rollback).toHaveBeenCalledTimes(2);
  fs.rmSync(dir, { recursive: true, force: true });
});
