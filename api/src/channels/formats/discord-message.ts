// Alerts as Discord webhook messages: one embed (title = the alert's words, linked to its page; its
// details in the description); a digest is one embed listing the alerts that fit in Discord's limits.
// Mentions are never parsed: alert words cannot ping anyone. The title and the description render
// markdown (the description masked links too), so alert words are escaped in both: the only markup is ours.
import type { ChannelAlert } from './channel-alert';
import { escapeWithin } from './escape-within';
import { detailLines, digestTitle } from './summary';

const TITLE_LIMIT = 256;
const DESCRIPTION_LIMIT = 4096;
const WHALE_BLUE = 0x1e88e5;

/** Markdown characters, and `<` (mentions, channels, timestamps: <@…>, <#…>, <t:…>). */
const MARKDOWN = /[\\*_~`|<>[\]()#-]/;
/** Words shown as typed, cut within `limit`: each markdown character behind a backslash. */
const escapeMarkdown = (text: string, limit: number) =>
  escapeWithin(text, limit, (character) => (MARKDOWN.test(character) ? `\\${character}` : character));

type DiscordMessage = {
  username: string;
  allowed_mentions: { parse: [] };
  embeds: { title: string; url?: string; description?: string; color: number; timestamp?: string }[];
};

const message = (embed: DiscordMessage['embeds'][number]): DiscordMessage => ({
  username: 'Whalewatch',
  allowed_mentions: { parse: [] },
  embeds: [embed],
});

export function discordMessage(alert: ChannelAlert): DiscordMessage {
  const description = escapeMarkdown(detailLines(alert).join('\n'), DESCRIPTION_LIMIT);
  return message({
    title: escapeMarkdown(alert.message, TITLE_LIMIT),
    ...(alert.link ? { url: alert.link } : {}),
    ...(description ? { description } : {}),
    color: WHALE_BLUE,
    timestamp: alert.createdAt,
  });
}

export function discordDigest(alerts: ChannelAlert[]): { body: DiscordMessage; count: number } {
  const entries: string[] = [];
  for (const alert of alerts) {
    // Each alert's words as long as its own message's title may be.
    const words = escapeMarkdown(alert.message, TITLE_LIMIT);
    const entry = `• ${alert.link ? `[${words}](${alert.link})` : words}`;
    if (entries.length > 0 && [...entries, entry].join('\n').length > DESCRIPTION_LIMIT) break;
    entries.push(entry);
  }
  return {
    body: message({ title: digestTitle(entries.length), description: entries.join('\n'), color: WHALE_BLUE }),
    count: entries.length,
  };
}
