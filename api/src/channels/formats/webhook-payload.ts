// The JSON body of a webhook delivery, in the Standard Webhooks shape {type, timestamp, data}. The
// alert's idempotency key is data.id and the webhook-id header: receivers de-duplicate by it.
import type { ChannelAlert } from './channel-alert';

export type WebhookPayload = { type: ChannelAlert['type']; timestamp: string; data: Omit<ChannelAlert, 'type'> };

export function webhookPayload(alert: ChannelAlert, at: Date): string {
  const { type, ...data } = alert;
  const payload: WebhookPayload = { type, timestamp: at.toISOString(), data };
  return JSON.stringify(payload);
}
