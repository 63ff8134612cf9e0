// DELETE /account (contracts: accountRoutes): the account and everything it owns, gone at once. Refused
// while Paddle would still charge for it. A hosted Supabase project deletes its user first, outside any
// transaction; then one transaction deletes the api's rows, ends the account's sessions and live streams
// in every process, and tells the monitors. The goodbye email goes through the audit log's outbox.
import { accountRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../audit';
import { signedInUser, type Authenticator } from '../auth';
import { announceSessionsEnded } from '../auth';
import { renewingSubscription } from '../billing';
import { announceWatchListChange, type Db } from '../db';
import { endpoint, failure } from '../http';
import { deleteOwnedRows } from './owned-rows';

export type AccountDeletionOptions = {
  db: Db;
  authenticator: Authenticator;
  /**
   * Deletes the account where its identity lives, when that is not the api's own database (a hosted
   * Supabase project); null where it cannot be done (no service role key): the route answers 503.
   */
  deleteIdentity?: ((userId: string) => Promise<void>) | null;
  audit?: Pick<AuditLog, 'record'>;
};

export const accountDeletionRoutes: FastifyPluginCallbackZod<AccountDeletionOptions> = (
  app,
  { db, authenticator, deleteIdentity, audit },
  done,
) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.route({
    ...endpoint(contract['DELETE /account']),
    handler: async (request, reply) => {
      const { userId, email: claimedEmail } = signedInUser(request);
      if (deleteIdentity === null) throw failure('account_deletion_unavailable');
      if (await renewingSubscription(db, userId)) throw failure('subscription_renews');
      await deleteIdentity?.(userId);
      const email = await db.transaction(async (tx) => {
        const stored = await deleteOwnedRows(tx, userId);
        await announceSessionsEnded(tx, { userId });
        await announceWatchListChange(tx, userId);
        return stored;
      });
      const emailTo = email ?? (claimedEmail || undefined);
      void audit?.record({ userId, action: 'account_deleted', request, emailTo });
      return reply.status(204).send(null);
    },
  });
  done();
};
