// Alerts as Telegram messages (parse_mode HTML): the headline in bold, its details, and a link to the
// transaction's page. Several alerts due at once go as one digest, as many as fit in 4096 characters.
// Telegram refuses a message whose HTML does not parse, so alert words are escaped and cut between
// entities, and our tags are never cut: the only markup is ours.
import type { ChannelAlert } from './channel-alert';
import { escapeWithin } from './escape-within';
import { detailLines, digestTitle } from './summary';

/** Telegram's longest message text. */
export const TELEGRAM_TEXT_LIMIT = 4096;
/** The headline's share of a message (or of a digest, each alert's), so its details still fit. */
const HEADLINE_LIMIT = 1024;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Words shown as typed in Telegram's HTML, cut within `limit`. */
const escapeHtml = (text: string, limit = Infinity) => escapeWithin(text, limit, (character) => ENTITIES[character] ?? character);
const linkTo = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
const boldLine = (html: string) => `🐋 <b>${html}</b>`;

export function telegramMessage(alert: ChannelAlert): string {
  const link = alert.link ? linkTo(alert.link, 'View transaction') : null;
  const headline = boldLine(escapeHtml(alert.message, HEADLINE_LIMIT));
  // What is left once the headline, the link and the line breaks before them are in.
  const room = TELEGRAM_TEXT_LIMIT - headline.length - (link ? link.length + 1 : 0) - 1;
  const details = escapeHtml(detailLines(alert).join('\n'), room);
  return [headline, details, link].filter((part) => part).join('\n');
}

/** One digest of the first alerts that fit; `count` says how many it carries (at least one). */
export function telegramDigest(alerts: ChannelAlert[]): { text: string; count: number } {
  const digest = (entries: string[]) => [boldLine(digestTitle(entries.length)), ...entries].join('\n');
  const entries: string[] = [];
  for (const alert of alerts) {
    const entry = `• ${escapeHtml(alert.message, HEADLINE_LIMIT)}${alert.link ? ` — ${linkTo(alert.link, 'view')}` : ''}`;
    if (entries.length > 0 && digest([...entries, entry]).length > TELEGRAM_TEXT_LIMIT) break;
    entries.push(entry);
  }
  return { text: digest(entries), count: entries.length };
}
