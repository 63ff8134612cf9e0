// Slack incoming webhooks through Slack's own client (@slack/webhook), which posts the Block Kit message
// with the fetch we give it: ours connects to the checked address, with a deadline, a bounded read and no
// redirects, and keeps the answer's headers so that a 429's Retry-After is honoured. Slack's pace is one
// message a second per channel. A revoked webhook or archived channel (403, 404, 410) disables the channel.
import { IncomingWebhook, type FetchFunction } from '@slack/webhook';
import { slackDigest, slackMessage } from '../formats/slack-message';
import { post, type Answer } from '../network/post';
import { resolveTarget, type TargetRules } from '../network/target-guard';
import { answerOutcome } from './http-answers';
import { failedBeforeAnswer } from './outcome';
import type { Transport } from './transport';

const SLACK_GAP_MS = 1_000;

export const SLACK_WEBHOOK_GONE = 'Slack no longer accepts this webhook (it was revoked, or its channel archived): add a new webhook URL';

/** The client's FetchResponse (not exported by the package). */
type FetchResponse = Awaited<ReturnType<FetchFunction>>;

function asFetchResponse(answer: Answer, url: string): FetchResponse {
  const headers = Object.entries(answer.headers).flatMap(([name, value]): [string, string][] =>
    value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
  );
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: '',
    url,
    headers: { get: (name: string) => headers.find(([key]) => key === name.toLowerCase())?.[1] ?? null, entries: () => headers },
    arrayBuffer: () => Promise.resolve(new TextEncoder().encode(answer.excerpt).buffer as ArrayBuffer),
    // An answer that is no JSON rejects, as a real response's json() does.
    json: () => new Promise<unknown>((resolve) => resolve(JSON.parse(answer.excerpt))),
    text: () => Promise.resolve(answer.excerpt),
  };
}

export function slackTransport({ rules, timeoutMs }: { rules: TargetRules; timeoutMs: number }): Transport {
  return {
    mostPerMessage: 40,
    gapMs: () => SLACK_GAP_MS,
    async send(destination, alerts, at) {
      const started = performance.now();
      const { body, count } = alerts.length === 1 ? { body: slackMessage(alerts[0]), count: 1 } : slackDigest(alerts);
      // The client's HTTP errors carry no headers: the answer our fetch keeps here says it all.
      const kept: { answer?: Answer } = {};
      const fetch: FetchFunction = async (input, init) => {
        const url = new URL(String(input));
        // The client sends its message as JSON text, never as a form.
        const body = typeof init?.body === 'string' ? init.body : '';
        kept.answer = await post(url, { body, headers: {}, timeoutMs, pinned: await resolveTarget(url, rules) });
        return asFetchResponse(kept.answer, url.href);
      };
      let thrown: unknown = new Error('the Slack client sent nothing');
      try {
        await new IncomingWebhook(destination.target, { fetch, retryConfig: { retries: 0 } }).send(body);
      } catch (error) {
        thrown = error;
      }
      const { answer } = kept;
      if (!answer) {
        // The client wraps what our fetch threw (a timeout, a refused address) as its cause.
        const cause = thrown instanceof Error && thrown.cause !== undefined ? thrown.cause : thrown;
        return { outcome: failedBeforeAnswer(cause, Math.round(performance.now() - started)), count };
      }
      const outcome = answerOutcome(answer, at);
      if (answer.status === 403 || answer.status === 404 || answer.status === 410) outcome.disableReason = SLACK_WEBHOOK_GONE;
      return { outcome, count };
    },
  };
}
