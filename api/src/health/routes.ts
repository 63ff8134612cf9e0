// GET /health: is the api up, can it reach its database, and where is the chain? The database is
// required (503 without it); everything else that keeps the product working — core tables readable,
// migrations applied, the monitor moving (on the chain this configuration follows: a cursor row another
// configuration left is listed but no reason), alert emails leaving, outside services answering — is
// checked too, as is the chain source's own state (Etherscan keys set aside, a throttle), and a problem
// turns the status to `degraded` with its reasons (still 200: the api serves). The monitor's entry says
// how new blocks reach it (WebSocket, or polling and why); polling for want of the socket past a minute
// is a reason too. A chain read through several sources lists them in order, which serves and which is
// set aside (`sources`), and says so among the reasons while one is.
import { errorMessage, healthRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { chainRefOf, type ChainSource } from '../chain';
import type { EnabledChain } from '../config';
import { endpoint } from '../http';
import type { ReleaseTracker } from '../releases';
import { chainStatus, databaseStatus, findings, type HealthChecks } from './service';

/** A watched chain and its source. */
export type HealthChain = { info: EnabledChain['info']; source: ChainSource };

export const healthRoutes: FastifyPluginCallbackZod<
  HealthChecks & { chain: ChainSource; chains?: HealthChain[]; releases?: ReleaseTracker }
> = (app, { chain, chains = [], releases, ...checks }, done) => {
  app.route({
    ...endpoint(contract['GET /health']),
    handler: async (request, reply) => {
      // Each chain asked once, all at once, each with its own deadline: one that hangs delays no other. The
      // first chain's state is also the report's `chain`.
      const [database, states, onlyChain] = await Promise.all([
        databaseStatus(checks.db),
        Promise.all(chains.map(({ source }) => chainStatus(source))),
        chains.length === 0 ? chainStatus(chain) : null,
      ]);
      const chainState = onlyChain ?? states[0];
      const chainStates = chains.map(({ info }, index) => ({ ...chainRefOf(info), ...states[index] }));
      if (!database.reachable) {
        request.log.error({ err: database.cause }, 'health check: database unreachable');
        // Answered here, not thrown: the error handler would log it a second time.
        return reply.status(503).send({ error: errorMessage('database_unavailable'), code: 'database_unavailable' });
      }
      const found = await findings({ ...checks, chain });
      if (chainStates.length > 1) {
        for (const state of chainStates) {
          if ('error' in state)
            found.reasons.push(`${state.name} (chain ${state.id}): ${state.error}: its alerts resume where they stopped once it is back`);
        }
        // The first chain's own account is among the findings already; the others', named.
        for (const { info, source } of chains.slice(1)) {
          for (const problem of source.problems?.() ?? []) found.reasons.push(`${info.name} (chain ${info.id}): ${problem}`);
        }
      }
      // Each remote's live and canary release, and the automatic rollbacks, ride along (api/src/releases/).
      if (releases) found.reasons.push(...releases.reasons());
      const state = releases?.health();
      const releaseState =
        state && (state.deployed || state.rolledBack.length > 0)
          ? { releases: { remotes: state.remotes, rolledBack: state.rolledBack } }
          : {};
      return {
        status: found.reasons.length > 0 ? 'degraded' : 'ok',
        database: 'ok',
        chain: chainState,
        chains: chainStates,
        ...found,
        ...releaseState,
      };
    },
  });
  done();
};
