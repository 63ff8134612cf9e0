// Discord incoming webhooks: an embed per alert, a digest embed for several. Discord's limits are
// honoured as it states them: X-RateLimit-Remaining 0 means wait X-RateLimit-Reset-After seconds, and a
// 429's body says retry_after (seconds). A deleted webhook (401, 403, 404) disables the channel at once.
import { z } from 'zod';
import { discordDigest, discordMessage } from '../formats/discord-message';
import { post } from '../network/post';
import { resolveTarget, type TargetRules } from '../network/target-guard';
import { answerOutcome } from './http-answers';
import { failedBeforeAnswer } from './outcome';
import type { Transport } from './transport';

/** Discord allows 30 messages a minute into one channel. */
const DISCORD_GAP_MS = 2_000;
/** One digest at most this many alerts (its description holds 4096 characters). */
const MOST_IN_DIGEST = 25;

export const DISCORD_WEBHOOK_GONE = 'Discord no longer accepts this webhook (it was deleted, or its channel was): add a new webhook URL';

const rateLimitBody = z.object({ retry_after: z.number().nonnegative() });

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function discordTransport({ rules, timeoutMs }: { rules: TargetRules; timeoutMs: number }): Transport {
  return {
    mostPerMessage: MOST_IN_DIGEST,
    gapMs: () => DISCORD_GAP_MS,
    async send(destination, alerts, at) {
      const started = performance.now();
      const { body, count } = alerts.length === 1 ? { body: discordMessage(alerts[0]), count: 1 } : discordDigest(alerts);
      try {
        const url = new URL(destination.target);
        const answer = await post(url, { body: JSON.stringify(body), headers: {}, timeoutMs, pinned: await resolveTarget(url, rules) });
        const outcome = answerOutcome(answer, at);
        if (answer.status === 429) {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(answer.excerpt);
          } catch {
            // Not Discord's JSON: Retry-After (read above) is all there is.
          }
          const stated = rateLimitBody.safeParse(parsed);
          if (stated.success) outcome.waitMs = Math.ceil(stated.data.retry_after * 1000);
        } else if (header(answer.headers['x-ratelimit-remaining']) === '0') {
          const resetAfter = Number(header(answer.headers['x-ratelimit-reset-after']));
          if (Number.isFinite(resetAfter)) outcome.waitMs = Math.max(outcome.waitMs ?? 0, Math.ceil(resetAfter * 1000));
        }
        if (answer.status === 401 || answer.status === 403 || answer.status === 404) outcome.disableReason = DISCORD_WEBHOOK_GONE;
        return { outcome, count };
      } catch (error) {
        return { outcome: failedBeforeAnswer(error, Math.round(performance.now() - started)), count };
      }
    },
  };
}
