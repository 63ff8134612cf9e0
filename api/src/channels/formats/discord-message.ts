// Alerts as Discord webhook messages: one embed (title = the alert's words, linked to its page; its
// details in the description); a digest is one embed listing the alerts that fit in Discord's limits.
// Mentions are never parsed: alert words cannot ping anyone.
import type { ChannelAlert } from './channel-alert';
import { detailLines, digestTitle } from './summary';

const TITLE_LIMIT = 256;
const DESCRIPTION_LIMIT = 4096;
const WHALE_BLUE = 0x1e88e5;

/** Markdown characters shown as themselves. */
const escapeMarkdown = (text: string) => text.replace(/([\\*_~`|>[\]()#-])/g, '\\$1');

type DiscordMessage = {
  username: string;
  allowed_mentions: { parse: [] };
  embeds: { title: string; url?: string; description?: string; color: number; timestamp?: string }[];
};

const message = (embed: DiscordMessage['embeds'][number]): DiscordMessage => ({ username: 'Whalewatch', allowed_mentions: { parse: [] }, embeds: [embed] });

export function discordMessage(alert: ChannelAlert): DiscordMessage {
  const description = detailLines(alert).map(escapeMarkdown).join('\n');
  return message({
    title: alert.message.slice(0, TITLE_LIMIT),
    ...(alert.link ? { url: alert.link } : {}),
    ...(description ? { description: description.slice(0, DESCRIPTION_LIMIT) } : {}),
    color: WHALE_BLUE,
    timestamp: alert.createdAt,
  });
}

export function discordDigest(alerts: ChannelAlert[]): { body: DiscordMessage; count: number } {
  const entries: string[] = [];
  for (const alert of alerts) {
    const words = escapeMarkdown(alert.message);
    const entry = `• ${alert.link ? `[${words}](${alert.link})` : words}`;
    if (entries.length > 0 && [...entries, entry].join('\n').length > DESCRIPTION_LIMIT) break;
    entries.push(entry.slice(0, DESCRIPTION_LIMIT));
  }
  return { body: message({ title: digestTitle(entries.length), description: entries.join('\n'), color: WHALE_BLUE }), count: entries.length };
}
