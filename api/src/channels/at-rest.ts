// A channel's secrets as stored: its target (the webhook, Discord or Slack URL — their tokens are in it —
// or the Telegram chat id) and its signing secrets sealed (api/src/secrets), each bound to its row and
// column; the target's keyed digest beside it, for the one-per-user unique index and for finding a
// channel by its target (a Telegram chat), since a sealed value is different each time.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alertChannels } from '../db';
import type { Vault } from '../secrets';

/** A channel as stored: targets and secrets sealed. */
export type ChannelRow = typeof alertChannels.$inferSelect;

type SealedColumn = 'target' | 'secret' | 'previous_secret';

/** What a sealed value is bound to: a value moved to another row or column does not open. */
const context = (column: SealedColumn, id: string) => `alert_channels.${column}:${id}`;

export const sealColumn = (vault: Vault, column: SealedColumn, id: string, plain: string) => vault.seal(plain, context(column, id));

/** The stored columns of a new channel with id `id`. */
export function sealedChannel(vault: Vault, id: string, { target, secret }: { target: string; secret?: string | null }) {
  return {
    id,
    target: sealColumn(vault, 'target', id, target),
    targetDigest: vault.digest(target),
    ...(secret ? { secret: sealColumn(vault, 'secret', id, secret) } : {}),
  };
}

/** The channel's URL or chat id; throws UnreadableSecret. */
export const openTarget = (vault: Vault, channel: Pick<ChannelRow, 'id' | 'target'>): string =>
  vault.open(channel.target, context('target', channel.id));

export const openSecret = (vault: Vault, channel: Pick<ChannelRow, 'id' | 'secret'>): string | null =>
  channel.secret === null ? null : vault.open(channel.secret, context('secret', channel.id));

const openPreviousSecret = (vault: Vault, channel: Pick<ChannelRow, 'id' | 'previousSecret'>): string | null =>
  channel.previousSecret === null ? null : vault.open(channel.previousSecret, context('previous_secret', channel.id));

/** The signing secrets in use at `at`: the current one, and the previous one while it still signs. */
export function openSecrets(vault: Vault, channel: ChannelRow, at: Date): string[] {
  const previousValid = channel.previousSecret !== null && channel.previousSecretUntil !== null && channel.previousSecretUntil > at;
  return [openSecret(vault, channel), previousValid ? openPreviousSecret(vault, channel) : null].filter((secret): secret is string =>
    Boolean(secret),
  );
}

/** Every column `sealedChannel` and a rotation write, re-sealed under the current key (the startup pass). */
export function resealed(vault: Vault, channel: ChannelRow) {
  const target = openTarget(vault, channel);
  const secret = openSecret(vault, channel);
  const previous = openPreviousSecret(vault, channel);
  return {
    target: sealColumn(vault, 'target', channel.id, target),
    targetDigest: vault.digest(target),
    secret: secret === null ? null : sealColumn(vault, 'secret', channel.id, secret),
    previousSecret: previous === null ? null : sealColumn(vault, 'previous_secret', channel.id, previous),
  };
}

/**
 * The channels of `kind` whose target is `target`: by its digest under any key held (one not re-sealed
 * yet is found too), or as plaintext stored before sealing existed (until the startup pass seals it).
 */
export const sameTarget = (vault: Vault, kind: string, target: string): SQL =>
  and(
    eq(alertChannels.kind, kind),
    or(inArray(alertChannels.targetDigest, vault.digests(target)), eq(alertChannels.target, target)),
  ) as SQL;
