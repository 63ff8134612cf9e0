// "Your channel was disabled" emails (through the api's mailer): the channel row says one is due; a
// process takes it with a lease, sends, then clears it. A crash in between sends it again after the
// lease (at least once, as SMTP allows); it is never lost.
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db';
import { alertChannels, trackingSettings, users } from '../../db';
import type { Mailer } from '../../email';
import { KIND_NAMES } from '../kinds';

/** The front end's page for alert channels (Settings → Notifications). */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

export type DisableNotices = { send(): Promise<number> };

export function disableNoticeEmail(channel: { kind: string; name: string; disabledReason: string | null }, siteUrl: string) {
  const kind = KIND_NAMES[channel.kind] ?? channel.kind;
  return {
    subject: `Whalewatch: alerts to your ${kind} channel ${channel.name} are paused`,
    text: [
      `We stopped sending alerts to your ${kind} channel ${channel.name}: ${channel.disabledReason ?? 'it could not be reached'}.`,
      '',
      'Your alerts still arrive in the app and by email. Once it is fixed, turn the channel back on (or replace it) in Settings → Notifications:',
      `${siteUrl}${NOTIFICATION_SETTINGS_PATH}`,
    ].join('\n'),
  };
}

export function createDisableNotices({
  db,
  mailer,
  siteUrl,
  leaseMs,
  now = () => new Date(),
}: {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  leaseMs: number;
  now?: () => Date;
}): DisableNotices {
  return {
    async send() {
      const at = now();
      const leasedUntil = new Date(at.getTime() + leaseMs);
      const due = await db.update(alertChannels).set({ noticeDueAt: leasedUntil }).where(lte(alertChannels.noticeDueAt, at)).returning();
      let sent = 0;
      for (const channel of due) {
        const [owner] = await db
          .select({ tracking: trackingSettings.email, account: users.email })
          .from(alertChannels)
          .leftJoin(trackingSettings, eq(trackingSettings.userId, alertChannels.userId))
          .leftJoin(users, eq(users.id, alertChannels.userId))
          .where(eq(alertChannels.id, channel.id));
        const to = owner?.tracking ?? owner?.account;
        // Without an address there is nobody to tell; a failed send stays due and is tried after the lease.
        if (to) await mailer.send({ to, ...disableNoticeEmail(channel, siteUrl) });
        await db
          .update(alertChannels)
          .set({ noticeDueAt: null })
          .where(and(eq(alertChannels.id, channel.id), eq(alertChannels.noticeDueAt, leasedUntil)));
        if (to) sent += 1;
      }
      return sent;
    },
  };
}
