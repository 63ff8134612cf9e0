// Alerts as Slack Block Kit messages: a section with the alert's words in bold and a link to its page,
// a context line with its details; `text` is the notification fallback. A digest is a header and one
// section per alert, within Slack's 50 blocks. Slack reads &, < and > as markup wherever mrkdwn is (the
// fallback too: <!channel> notifies a channel), so alert words are escaped in every field, and plain words
// are not parsed into links or mentions (verbatim): the only markup is ours.
import type { ChannelAlert } from './channel-alert';
import { escapeWithin } from './escape-within';
import { detailLines, digestTitle } from './summary';

/** Slack's longest mrkdwn text object. */
const SECTION_TEXT_LIMIT = 3000;
/** Slack asks for a top-level `text` of at most 4,000 characters. */
const FALLBACK_TEXT_LIMIT = 4000;
/** A header and up to this many sections. */
const MOST_IN_DIGEST = 40;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Words shown as typed: Slack's three control characters as the entities it documents, and nothing else. */
const escapeMrkdwn = (text: string, limit: number) => escapeWithin(text, limit, (character) => ENTITIES[character] ?? character);
const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text, verbatim: true });

type Block =
  | { type: 'section'; text: ReturnType<typeof mrkdwn> }
  | { type: 'context'; elements: ReturnType<typeof mrkdwn>[] }
  | { type: 'header'; text: { type: 'plain_text'; text: string } };

export type SlackMessage = { text: string; blocks: Block[]; unfurl_links: false };

function headline(alert: ChannelAlert): string {
  const around = (words: string) => `*${words}*${alert.link ? `  <${alert.link}|View transaction>` : ''}`;
  return around(escapeMrkdwn(alert.message, SECTION_TEXT_LIMIT - around('').length));
}

export function slackMessage(alert: ChannelAlert): SlackMessage {
  const details = escapeMrkdwn(detailLines(alert).join('\n'), SECTION_TEXT_LIMIT);
  const blocks: Block[] = [{ type: 'section', text: mrkdwn(headline(alert)) }];
  if (details) blocks.push({ type: 'context', elements: [mrkdwn(details)] });
  return { text: escapeMrkdwn(alert.message, FALLBACK_TEXT_LIMIT), blocks, unfurl_links: false };
}

export function slackDigest(alerts: ChannelAlert[]): { body: SlackMessage; count: number } {
  const included = alerts.slice(0, MOST_IN_DIGEST);
  const title = digestTitle(included.length);
  return {
    body: {
      text: title,
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: title } },
        ...included.map((alert): Block => ({ type: 'section', text: mrkdwn(headline(alert)) })),
      ],
      unfurl_links: false,
    },
    count: included.length,
  };
}
