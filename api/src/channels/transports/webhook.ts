// Webhooks to the user's own systems: each alert POSTed alone as JSON, signed by the Standard Webhooks
// spec, to an address checked (and pinned) at every send.
import { webhookPayload } from '../formats/webhook-payload';
import { post } from '../network/post';
import { signatureHeaders } from '../network/signing';
import { resolveTarget, type TargetRules } from '../network/target-guard';
import { answerOutcome } from './http-answers';
import { failedBeforeAnswer } from './outcome';
import type { Transport } from './transport';

export function webhookTransport({ rules, timeoutMs }: { rules: TargetRules; timeoutMs: number }): Transport {
  return {
    mostPerMessage: 1,
    gapMs: () => 0,
    async send(destination, [alert], at) {
      const started = performance.now();
      try {
        const url = new URL(destination.target);
        const pinned = await resolveTarget(url, rules);
        const body = webhookPayload(alert, at);
        const answer = await post(url, { body, headers: signatureHeaders(alert.id, at, body, destination.secrets), timeoutMs, pinned });
        return { outcome: answerOutcome(answer, at), count: 1 };
      } catch (error) {
        return { outcome: failedBeforeAnswer(error, Math.round(performance.now() - started)), count: 1 };
      }
    },
  };
}
