// Alert channels by plan (issue 24): Starter and above; the free plan keeps in-app and email alerts. The
// server enforces it, in the words of the other plan limits ('Subscription limit reached: the {Plan}
// plan …', billing/standing.ts) and with a pointer to /pricing. Kept beside the plan table's own limits
// (plans/plans.ts) rather than in them: GET /billing/plan answers that table as it is.
import { errorMessage } from '@whalewatch/contracts';
import { planStanding, planStandings } from '../billing';
import type { Db } from '../db';
import { failure } from '../http';
import { PLAN_NAMES, type PlanId } from '../plans';

/** How many channels each plan may have (0: none). */
export const CHANNELS_PER_PLAN: Record<PlanId, number> = { free: 0, starter: 10, pro: 10, 'privacy-shield': 25 };

export const channelsAllowed = (plan: PlanId) => CHANNELS_PER_PLAN[plan] > 0;

/** What a plan's channels come to, in the words of the other plan limits: 'the {Plan} plan {allowance}.'. */
function channelAllowance(plan: PlanId): string {
  const limit = CHANNELS_PER_PLAN[plan];
  if (limit === 0)
    return 'sends alerts in the app and by email. Webhooks, Telegram, Discord and Slack come with Starter and above: see /pricing';
  return `sends alerts to up to ${limit} channels. See /pricing to upgrade`;
}

/** The upgrade wording for a plan without channels, or one with all its channels in use. */
export const channelLimitMessage = (plan: PlanId): string => errorMessage('subscription_limit', PLAN_NAMES[plan], channelAllowance(plan));

/** 403 with the upgrade wording unless the user's plan allows `count` channels. */
export async function requireChannelsInPlan(db: Db, userId: string, count: number): Promise<void> {
  const { plan } = await planStanding(db, userId);
  if (count <= CHANNELS_PER_PLAN[plan]) return;
  throw failure('subscription_limit', PLAN_NAMES[plan], channelAllowance(plan));
}

/** The users (of `userIds`) whose plan has channels now: the outbox sends only theirs. */
export async function usersWithChannels(db: Db, userIds: string[]): Promise<Set<string>> {
  const standings = await planStandings(db, userIds);
  return new Set(userIds.filter((userId) => channelsAllowed(standings.get(userId)?.plan ?? 'free')));
}
