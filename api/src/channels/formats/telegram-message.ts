// Alerts as Telegram messages (parse_mode HTML): the headline in bold, its details, and a link to the
// transaction's page. Several alerts due at once go as one digest, as many as fit in 4096 characters.
import type { ChannelAlert } from './channel-alert';
import { detailLines, digestTitle } from './summary';

/** Telegram's longest message text. */
export const TELEGRAM_TEXT_LIMIT = 4096;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const linkTo = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

export function telegramMessage(alert: ChannelAlert): string {
  const parts = [`🐋 <b>${escapeHtml(alert.message)}</b>`, ...detailLines(alert).map(escapeHtml)];
  if (alert.link) parts.push(linkTo(alert.link, 'View transaction'));
  return parts.join('\n').slice(0, TELEGRAM_TEXT_LIMIT);
}

/** One digest of the first alerts that fit; `count` says how many it carries (at least one). */
export function telegramDigest(alerts: ChannelAlert[]): { text: string; count: number } {
  const entries: string[] = [];
  for (const alert of alerts) {
    const entry = `• ${escapeHtml(alert.message)}${alert.link ? ` — ${linkTo(alert.link, 'view')}` : ''}`;
    const text = [`🐋 <b>${digestTitle(entries.length + 1)}</b>`, ...entries, entry].join('\n');
    if (entries.length > 0 && text.length > TELEGRAM_TEXT_LIMIT) break;
    entries.push(entry);
  }
  return { text: [`🐋 <b>${digestTitle(entries.length)}</b>`, ...entries].join('\n').slice(0, TELEGRAM_TEXT_LIMIT), count: entries.length };
}
