// POST /releases/reports: the shell's word on how a remote's release loaded in one browser (counted per
// browser, and a release failing for too many is rolled back: tracker.ts). GET /releases: each remote's
// live and canary release with those counts, and the automatic rollbacks (also in /health).
import path from 'node:path';
import { releasesRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { readEnvironment, REPO_ROOT } from '../config';
import { endpoint } from '../http';
import { releaseTracker, rollbackCommand, type Logger, type ReleaseTracker } from './tracker';

/** The registry `npm start` writes and the shell reads: REMOTES_FILE, by default DATA_DIR/remotes.json. */
export function registryFileOf(env: NodeJS.ProcessEnv = process.env): string {
  const { vars } = readEnvironment(env);
  return vars.REMOTES_FILE ?? path.join(vars.DATA_DIR, 'remotes.json');
}

/** The tracker for this process's configuration (env), rolling back with the repository's release CLI. */
export function releasesFromEnvironment(log: Logger, env: NodeJS.ProcessEnv = process.env): ReleaseTracker {
  return releaseTracker({ registryFile: registryFileOf(env), rollback: rollbackCommand(REPO_ROOT), log });
}

export const releaseRoutes: FastifyPluginCallbackZod<{ releases: ReleaseTracker }> = (app, { releases }, done) => {
  app.route({
    ...endpoint(contract['POST /releases/reports']),
    handler: async (request, reply) => reply.status(202).send(await releases.report(request.body)),
  });
  app.route({
    ...endpoint(contract['GET /releases']),
    handler: () => {
      const { remotes, rolledBack } = releases.health();
      return { remotes, rolledBack };
    },
  });
  done();
};
