// Telegram chats, through the Bot API (grammY's client): one HTML message per alert, one digest for
// several. Telegram's limits: about one message a second into a chat (20 a minute into a group) and
// 30 a second for the whole bot (a shared budget, `waitForBudget`); a 429 says how long to wait in
// parameters.retry_after. A bot blocked or removed from the chat (403, "chat not found") disables the
// channel at once: no retry can reach it.
import { GrammyError, HttpError, type Api } from 'grammy';
import { telegramDigest, telegramMessage } from '../formats/telegram-message';
import type { Outcome } from './outcome';
import type { Transport } from './transport';

const PRIVATE_CHAT_GAP_MS = 1_000;
/** Groups have negative chat ids and a limit of 20 messages a minute. */
const GROUP_CHAT_GAP_MS = 3_000;

export const TELEGRAM_CHAT_GONE = 'The Whalewatch bot was blocked or removed from this Telegram chat: connect Telegram again';

function errorOutcome(error: unknown, latencyMs: number): Outcome {
  if (error instanceof GrammyError) {
    const excerpt = `${error.error_code} ${error.description}`.slice(0, 1024);
    const base = { status: error.error_code, latencyMs, excerpt };
    if (error.error_code === 429) {
      const seconds = error.parameters.retry_after;
      return { kind: 'rate-limited', ...base, ...(seconds !== undefined ? { waitMs: seconds * 1000 } : {}) };
    }
    const gone = error.error_code === 403 || (error.error_code === 400 && /chat not found/i.test(error.description));
    return { kind: 'http-error', ...base, ...(gone ? { disableReason: TELEGRAM_CHAT_GONE } : {}) };
  }
  const message = error instanceof Error ? error.message : String(error);
  const timedOut = error instanceof HttpError && /timed out/i.test(message);
  return { kind: timedOut ? 'timeout' : 'network', status: null, latencyMs, excerpt: message.slice(0, 1024) };
}

export function telegramTransport({ api, waitForBudget }: { api: Api; waitForBudget?: (at: Date) => Promise<number> }): Transport {
  return {
    mostPerMessage: 50,
    gapMs: (destination) => (destination.target.startsWith('-') ? GROUP_CHAT_GAP_MS : PRIVATE_CHAT_GAP_MS),
    waitForBudget,
    async send(destination, alerts) {
      const { text, count } = alerts.length === 1 ? { text: telegramMessage(alerts[0]), count: 1 } : telegramDigest(alerts);
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const message = await api.sendMessage(destination.target, text, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
        });
        return { outcome: { kind: 'delivered', status: 200, latencyMs: elapsed(), excerpt: `message ${message.message_id}` }, count };
      } catch (error) {
        return { outcome: errorOutcome(error, elapsed()), count };
      }
    },
  };
}
