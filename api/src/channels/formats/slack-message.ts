// Alerts as Slack Block Kit messages: a section with the alert's words in bold and a link to its page,
// a context line with its details; `text` is the notification fallback. A digest is a header and one
// section per alert, within Slack's 50 blocks.
import type { ChannelAlert } from './channel-alert';
import { detailLines, digestTitle } from './summary';

const SECTION_TEXT_LIMIT = 3000;
/** A header and up to this many sections. */
const MOST_IN_DIGEST = 40;

const escapeMrkdwn = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text: text.slice(0, SECTION_TEXT_LIMIT) });

type Block =
  | { type: 'section'; text: ReturnType<typeof mrkdwn> }
  | { type: 'context'; elements: ReturnType<typeof mrkdwn>[] }
  | { type: 'header'; text: { type: 'plain_text'; text: string } };

export type SlackMessage = { text: string; blocks: Block[]; unfurl_links: false };

const headline = (alert: ChannelAlert) => `*${escapeMrkdwn(alert.message)}*${alert.link ? `  <${alert.link}|View transaction>` : ''}`;

export function slackMessage(alert: ChannelAlert): SlackMessage {
  const details = detailLines(alert).map(escapeMrkdwn).join('\n');
  const blocks: Block[] = [{ type: 'section', text: mrkdwn(headline(alert)) }];
  if (details) blocks.push({ type: 'context', elements: [mrkdwn(details)] });
  return { text: alert.message, blocks, unfurl_links: false };
}

export function slackDigest(alerts: ChannelAlert[]): { body: SlackMessage; count: number } {
  const included = alerts.slice(0, MOST_IN_DIGEST);
  const title = digestTitle(included.length);
  return {
    body: {
      text: title,
      blocks: [{ type: 'header', text: { type: 'plain_text', text: title } }, ...included.map((alert): Block => ({ type: 'section', text: mrkdwn(headline(alert)) }))],
      unfurl_links: false,
    },
    count: included.length,
  };
}
