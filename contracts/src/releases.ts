// Remote releases (README.md "Deploying a remote"): the shell reports how each release of a remote
// fared in a browser, so a release that fails to load for too many of the browsers that get it is
// rolled back automatically; /health lists each remote's live and canary releases and what was rolled
// back.
import { z } from 'zod';
import { route } from './route';

export const LOAD_OUTCOMES = ['loaded', 'failed'] as const;

export const releaseReport = z.object({
  /** The remote's container name (`mfe_tracking`). */
  remote: z.string().regex(/^[A-Za-z_$][\w$]{0,63}$/, 'remote must be a container name'),
  /** The release id from the registry (`1.0.0-3f2a9c0b1d`). */
  release: z.string().regex(/^[\w.+-]{1,80}$/, 'release must be a release id'),
  /** The browser's stable id (the shell's canary key): each browser counts once per release. */
  browser: z.string().min(8).max(100),
  outcome: z.enum(LOAD_OUTCOMES),
  reason: z.string().max(500).optional(),
});
export type ReleaseReport = z.output<typeof releaseReport>;

const releaseState = z.object({
  release: z.string(),
  version: z.string().nullable(),
  /** Browsers that reported on it since the api started, and those for which it failed to load. */
  browsers: z.number(),
  failed: z.number(),
});

export const remoteReleases = z.object({
  live: releaseState,
  canary: releaseState.extend({ percent: z.number() }).nullable(),
});

export const releasesHealth = z.object({
  /** By container name. */
  remotes: z.record(z.string(), remoteReleases),
  /** Releases rolled back automatically since the api started, newest first. */
  rolledBack: z.array(z.object({ at: z.string(), remote: z.string(), release: z.string(), reason: z.string(), ok: z.boolean() })),
});
export type ReleasesHealth = z.output<typeof releasesHealth>;

export const releasesRoutes = {
  'POST /releases/reports': route({
    method: 'POST',
    path: '/releases/reports',
    access: 'public',
    body: releaseReport,
    /** counted: false when the release is no longer in the registry (a late report). */
    responses: { 202: z.object({ counted: z.boolean() }) },
    errors: [],
  }),
  'GET /releases': route({
    method: 'GET',
    path: '/releases',
    access: 'public',
    responses: { 200: releasesHealth },
    errors: [],
  }),
} as const;
