// The channel outbox's worker: claims a channel with deliveries due, sends them as its transport allows
// (each webhook alone and signed; chat channels one message at their pace, several due alerts rolled
// into one digest), and records what happened. Nothing is sent inside a database transaction: claim →
// commit → send → record. Failures wait by backoff (backoff.ts) or the service's own Retry-After; a
// channel that has failed for 24 h, or that the service says is gone, is disabled and its owner emailed
// (notices.ts). Several lanes run in each process so one slow endpoint holds up only its own channel.
// A channel whose sealed target or secrets cannot be opened (a key missing from the configuration) is
// left waiting, neither failed nor disabled, and reported (unreadable.ts).
import type { Db } from '../../db';
import type { OutsideServices } from '../../health';
import { UnreadableSecret, vaultOf, type Vault } from '../../secrets';
import { openSecrets, openTarget } from '../at-rest';
import { alertOf, testAlert, type ChannelAlert } from '../formats/channel-alert';
import { usersWithChannels } from '../plan';
import type { Outcome } from '../transports/outcome';
import { pausesChannel } from '../transports/outcome';
import type { ChannelKind } from '../kinds';
import type { Destination, Transport } from '../transports/transport';
import type { UnreadableChannels } from '../unreadable';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './backoff';
import * as repo from './repo';

/** Webhooks sent one after another in one claim (each alone): the lease is renewed after each. */
const WEBHOOKS_PER_CLAIM = 10;
/** A channel that cannot be opened is looked at again after this long (its key may be configured by then). */
const UNREADABLE_RETRY_MS = 10 * 60_000;

export type OutboxLog = {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  debug?(object: object, message: string): void;
};

export type ChannelOutboxOptions = {
  db: Db;
  transports: Partial<Record<ChannelKind, Transport>>;
  siteUrl: string;
  leaseMs: number;
  log: OutboxLog;
  /** Telegram, Discord and Slack outages show on /health (a user's own webhook failing is not ours). */
  services?: OutsideServices;
  /** Where channels that cannot be opened are reported. */
  unreadable?: UnreadableChannels;
  /** The clock and the jitter (tests set both). */
  now?: () => Date;
  random?: () => number;
};

/** What a flush did. */
export type FlushReport = { claims: number; messages: number; sent: number; failedAttempts: number };

export type ChannelOutbox = {
  /** Works every channel that is due now, until none is; for tests and one-shot runs. */
  flush(): Promise<FlushReport>;
  /** Works one due channel, if any; false when none was due. */
  workOne(report?: FlushReport): Promise<boolean>;
};

const emptyReport = (): FlushReport => ({ claims: 0, messages: 0, sent: 0, failedAttempts: 0 });

/** The channel opened: its target and the secrets signing at `at`; throws UnreadableSecret. */
function destinationOf(vault: Vault, channel: repo.ChannelRow, at: Date): Destination {
  return {
    id: channel.id,
    kind: channel.kind as ChannelKind,
    target: openTarget(vault, channel),
    secrets: openSecrets(vault, channel, at),
  };
}

/** Why a channel was disabled after failing for a day: the last answer says what to fix. */
const failingForADay = (outcome: Outcome) =>
  `No delivery succeeded for 24 hours (last: ${outcome.status !== null ? `HTTP ${outcome.status}` : outcome.kind}${outcome.excerpt ? `: ${outcome.excerpt.slice(0, 200)}` : ''})`;

export function createChannelOutbox({
  db,
  transports,
  siteUrl,
  leaseMs,
  log,
  services,
  unreadable,
  now = () => new Date(),
  random = Math.random,
}: ChannelOutboxOptions): ChannelOutbox {
  // Kinds this process cannot send (Telegram without its token) are left for a process that can.
  const kinds = Object.keys(transports);
  const batchOf = (kind: string) => (kind === 'webhook' ? WEBHOOKS_PER_CLAIM : (transports[kind as ChannelKind]?.mostPerMessage ?? 1));

  /** The claimed deliveries as alerts, in order; those that must not go (retracted, plan lapsed) skipped. */
  async function alertsOf(claim: repo.Claim): Promise<{ delivery: repo.DeliveryRow; alert: ChannelAlert }[]> {
    const { channel, deliveries } = claim;
    if (!(await usersWithChannels(db, [channel.userId])).has(channel.userId)) {
      await repo.skipDeliveries(
        db,
        deliveries.map((delivery) => delivery.id),
      );
      return [];
    }
    const rows = new Map(
      (
        await repo.notificationsByIds(
          db,
          deliveries.flatMap((delivery) => delivery.notificationId ?? []),
        )
      ).map((row) => [row.id, row]),
    );
    const kept: { delivery: repo.DeliveryRow; alert: ChannelAlert }[] = [];
    const skipped: string[] = [];
    for (const delivery of deliveries) {
      if (delivery.notificationId === null) {
        kept.push({ delivery, alert: testAlert(delivery.idempotencyKey, delivery.createdAt) });
        continue;
      }
      const row = rows.get(delivery.notificationId);
      if (!row || row.status === 'retracted') skipped.push(delivery.id);
      else kept.push({ delivery, alert: alertOf(row, siteUrl) });
    }
    await repo.skipDeliveries(db, skipped);
    return kept;
  }

  function observe(kind: ChannelKind, outcome: Outcome): void {
    if (!services || kind === 'webhook') return;
    if (outcome.kind === 'delivered') services.succeeded(kind);
    else if (outcome.kind === 'timeout' || outcome.kind === 'network' || (outcome.status !== null && outcome.status >= 500)) {
      services.failed(
        kind,
        new Error(`${outcome.kind}${outcome.status !== null ? ` ${outcome.status}` : ''}: ${outcome.excerpt.slice(0, 200)}`),
      );
    }
  }

  /** Records one message's outcome; true when the channel should keep sending in this claim. */
  async function record(
    claim: repo.Claim,
    destination: Destination,
    carried: repo.DeliveryRow[],
    outcome: Outcome,
    transport: Transport,
    at: Date,
  ): Promise<boolean> {
    const { channel } = claim;
    observe(destination.kind, outcome);
    const delivered = outcome.kind === 'delivered';
    const attempts = Math.max(...carried.map((delivery) => delivery.attempts)) + 1;
    const wait = outcome.waitMs ?? (delivered ? 0 : retryDelayMs(attempts, random));
    // A service's pace is flow control, not failure; a user's own endpoint answering 429 is failing.
    const failing = !delivered && !(outcome.kind === 'rate-limited' && destination.kind !== 'webhook');
    const failingSince = channel.failingSince ?? (failing ? at : null);
    const gaveUp = failing && failingSince !== null && at.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS;
    const disableReason = outcome.disableReason ?? (gaveUp ? failingForADay(outcome) : null);
    const paused = !delivered && pausesChannel(outcome);
    const nextSendAt = new Date(at.getTime() + Math.max(transport.gapMs(destination), delivered || paused ? wait : 0));
    await repo.recordAttempt(db, {
      channel,
      deliveryIds: carried.map((delivery) => delivery.id),
      alertId: carried[0].idempotencyKey,
      outcome,
      at,
      retryAt: new Date(at.getTime() + wait),
      giveUpStartedBefore: new Date(at.getTime() - GIVE_UP_AFTER_MS),
      nextSendAt,
      failing,
      disableReason,
    });
    channel.failingSince = delivered ? null : failingSince;
    log.debug?.(
      { channelId: channel.id, kind: channel.kind, alerts: carried.length, outcome: outcome.kind, status: outcome.status },
      'alert channel attempt',
    );
    if (disableReason) log.warn({ channelId: channel.id, kind: channel.kind, reason: disableReason }, 'alert channel disabled');
    return !disableReason && !paused && nextSendAt.getTime() <= at.getTime();
  }

  /** The claimed channel opened at `at`; null (reported, left waiting) when it cannot be. */
  async function open(vault: Vault, claim: repo.Claim, at: Date): Promise<Destination | null> {
    const { channel } = claim;
    try {
      const destination = destinationOf(vault, channel, at);
      unreadable?.clear(channel.id);
      return destination;
    } catch (error) {
      if (!(error instanceof UnreadableSecret)) throw error;
      unreadable?.note(channel.id, error);
      log.error(
        { channelId: channel.id, kind: channel.kind, keyId: error.keyId, reason: error.reason },
        `alert channel cannot be read: ${error.message}`,
      );
      await repo.postponeChannel(db, channel.id, new Date(at.getTime() + UNREADABLE_RETRY_MS));
      return null;
    }
  }

  async function deliver(claim: repo.Claim, report: FlushReport): Promise<void> {
    const transport = transports[claim.channel.kind as ChannelKind];
    if (!transport) return;
    const vault = await vaultOf(db);
    if (!(await open(vault, claim, now()))) return;
    let due = await alertsOf(claim);
    const budgetWait = due.length > 0 && transport.waitForBudget ? await transport.waitForBudget(now()) : 0;
    if (budgetWait > 0) {
      await repo.postponeChannel(db, claim.channel.id, new Date(now().getTime() + budgetWait));
      return;
    }
    for (let first = true; due.length > 0; first = false) {
      const at = now();
      // Each send holds the channel for a whole lease: a lease that ran out while this process was slow
      // (and that another has taken) stops it here, before a second send of the same alerts.
      if (!first && !(await repo.renewLease(db, claim.channel.id, claim.leaseId, new Date(at.getTime() + leaseMs)))) break;
      const destination = destinationOf(vault, claim.channel, at);
      const { outcome, count } = await transport.send(
        destination,
        due.map((entry) => entry.alert),
        at,
      );
      const carried = due.slice(0, Math.max(1, count)).map((entry) => entry.delivery);
      report.messages += 1;
      if (outcome.kind === 'delivered') report.sent += carried.length;
      else report.failedAttempts += carried.length;
      const goOn = await record(claim, destination, carried, outcome, transport, now());
      due = due.slice(carried.length);
      if (!goOn) break;
    }
  }

  async function workOne(report: FlushReport = emptyReport()): Promise<boolean> {
    const claim = await repo.claimChannel(db, now(), leaseMs, kinds, batchOf);
    if (!claim) return false;
    report.claims += 1;
    try {
      await deliver(claim, report);
    } finally {
      await repo.releaseChannel(db, claim.channel.id, claim.leaseId);
    }
    return true;
  }

  return {
    workOne,
    async flush() {
      const report = emptyReport();
      while (await workOne(report));
      return report;
    },
  };
}
