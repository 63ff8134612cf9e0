// Words that users and token contracts choose (a wallet's nickname, a token's symbol()) reach every chat
// as the words they are: Slack control sequences, Discord markdown and Telegram HTML in them are escaped, the
// only markup is our own (Slack's bold and transaction link, Discord's masked links, Telegram's <b> and
// <a>), mentions never ping, and cutting a message to a service's limits never cuts an escape, an entity or
// a tag in half.
import { channelAlert } from '../testing/alerts';
import { readDiscordMarkdown, readSlackMrkdwn } from '../testing/chat-markup';
import { parseTelegramHtml } from '../testing/telegram-html';
import type { ChannelAlert } from './channel-alert';
import { discordDigest, discordMessage } from './discord-message';
import { slackDigest, slackMessage, type SlackMessage } from './slack-message';
import { detailLines } from './summary';
import { TELEGRAM_TEXT_LIMIT, telegramDigest, telegramMessage } from './telegram-message';

/** Mentions, links and markup of the three services, each short enough for a nickname (≤ 100 characters). */
const HOSTILE_WORDS = [
  // Slack's control sequences
  '<!channel>',
  '<!here>',
  '<!everyone>',
  '<@U123>',
  '<#C123>',
  '<!subteam^S123>',
  '<!date^1392734382^{date}|Feb 18>',
  '<https://evil.example|click>',
  // Discord's mentions (they render in embeds, and ping in content)
  '@everyone',
  '@here',
  '<@123456789012345678>',
  '<@!123456789012345678>',
  '<@&123456789012345678>',
  '<#123456789012345678>',
  '<t:0:R>',
  // markdown of Slack and Discord
  '*bold*',
  '**bold**',
  '_x_',
  '__x__',
  '~x~',
  '~~x~~',
  '`code`',
  '```code```',
  '||spoiler||',
  '# Heading',
  '-# small',
  '> quote',
  '[click](https://evil.example)',
  'a\\',
  '\\*x\\*',
  // Telegram's HTML
  '<b>x</b>',
  '<a href="https://evil.example">x</a>',
  '<script>alert(1)</script>',
  '<tg-spoiler>x</tg-spoiler>',
  '"quoted"',
  // entities, raw and ready-made
  '&',
  '&amp;',
  '&lt;',
  '&#60;b&#62;',
  'Visit evil.com to claim',
];

const WHERE = ['nickname', 'token symbol'] as const;
const CASES = WHERE.flatMap((where) => HOSTILE_WORDS.map((words) => [where, words] as const));

/** Symbols only (a contract's symbol() has no length limit), their escapes starting at every offset. */
const LONG_SYMBOLS = [
  ['5,000 "<"', '<'.repeat(5_000)],
  ['"a" and 5,000 "<"', `a${'<'.repeat(5_000)}`],
  ['"ab" and 5,000 "&"', `ab${'&'.repeat(5_000)}`],
  ['5,000 "&"', '&'.repeat(5_000)],
  ['"abc" and 5,000 ">"', `abc${'>'.repeat(5_000)}`],
  ['5,000 "*"', '*'.repeat(5_000)],
  ['"a" and 5,000 "\\"', `a${'\\'.repeat(5_000)}`],
  ['2,000 "<b>"', '<b>'.repeat(2_000)],
  ['3,000 whale emoji', '🐋'.repeat(3_000)],
  ['"a" and 3,000 whale emoji', `a${'🐋'.repeat(3_000)}`],
] as const;

const alertWith = (where: (typeof WHERE)[number], words: string) =>
  channelAlert(where === 'nickname' ? { nickname: words } : { symbol: words });
const plainAlert = () => channelAlert({ txHash: `0x${'cd'.repeat(32)}` });
const details = (alert: ChannelAlert) => detailLines(alert).join('\n');

/** `shown` is `words`, or their start (never half a surrogate pair) and an ellipsis saying they were cut. */
function expectWordsOrTheirStart(shown: string, words: string) {
  if (shown === words) return;
  const start = shown.endsWith('…') ? shown.slice(0, -1) : shown;
  expect(start).not.toMatch(/[\uD800-\uDBFF]$/);
  expect(words.startsWith(start)).toBe(true);
  expect(start.length).toBeGreaterThan(0);
  expect(shown.endsWith('…')).toBe(true);
}

describe('Slack', () => {
  const mrkdwnTexts = (message: SlackMessage) =>
    message.blocks.flatMap((block) => (block.type === 'section' ? [block.text] : block.type === 'context' ? block.elements : []));
  const ownLink = (alert: ChannelAlert) => `${alert.link}|View transaction`;

  it.each(CASES)('shows a %s of %j as typed, in the text and every block, with no mention or link but the alert’s own', (where, words) => {
    const alert = alertWith(where, words);
    const message = slackMessage(alert);
    expect(readSlackMrkdwn(message.text)).toEqual({ shown: alert.message, sequences: [] });
    const [headline, context] = mrkdwnTexts(message).map((text) => readSlackMrkdwn(text.text));
    expect(headline).toEqual({ shown: `*${alert.message}*  View transaction`, sequences: [ownLink(alert)] });
    expect(context).toEqual({ shown: details(alert), sequences: [] });

    const other = plainAlert();
    const { body, count } = slackDigest([alert, other]);
    expect(count).toBe(2);
    expect(readSlackMrkdwn(body.text)).toEqual({ shown: '2 new alerts', sequences: [] });
    expect(mrkdwnTexts(body).map((text) => readSlackMrkdwn(text.text))).toEqual(
      [alert, other].map((each) => ({ shown: `*${each.message}*  View transaction`, sequences: [ownLink(each)] })),
    );
  });

  it.each(LONG_SYMBOLS)(
    'cuts a token symbol of %s within Slack’s limits between entities, keeping the bold and the link',
    (_name, symbol) => {
      const alert = channelAlert({ symbol });
      const message = slackMessage(alert);
      const texts = mrkdwnTexts(message);
      for (const { text } of texts) expect(text.length).toBeLessThanOrEqual(3_000);
      const [headline, context] = texts.map(({ text }) => readSlackMrkdwn(text));
      expect(headline.sequences).toEqual([ownLink(alert)]);
      const bold = /^\*(.+)\* {2}View transaction$/s.exec(headline.shown)?.[1] ?? '';
      expectWordsOrTheirStart(bold, alert.message);
      expectWordsOrTheirStart(context.shown, details(alert));
      expectWordsOrTheirStart(readSlackMrkdwn(message.text).shown, alert.message);
      expect(message.text.length).toBeLessThanOrEqual(4_000);

      const { body } = slackDigest([alert, plainAlert()]);
      const [first] = mrkdwnTexts(body).map(({ text }) => readSlackMrkdwn(text));
      expect(first.sequences).toEqual([ownLink(alert)]);
    },
  );

  it('turns off Slack’s automatic parsing (verbatim) in every mrkdwn text, so plain words never become links or mentions', () => {
    const alert = alertWith('token symbol', 'Visit evil.com @here #general');
    for (const message of [slackMessage(alert), slackDigest([alert, plainAlert()]).body]) {
      for (const text of mrkdwnTexts(message)) expect(text).toEqual({ type: 'mrkdwn', text: expect.any(String), verbatim: true });
    }
  });
});

describe('Discord', () => {
  it.each(CASES)('shows a %s of %j as typed in the embed, its markdown escaped, mentions off', (where, words) => {
    const alert = alertWith(where, words);
    const single = discordMessage(alert);
    expect(single).toMatchObject({ allowed_mentions: { parse: [] } });
    expect(single).not.toHaveProperty('content');
    const [embed] = single.embeds;
    expect(embed.url).toBe(alert.link);
    expect(readDiscordMarkdown(embed.title)).toEqual({ shown: alert.message, links: [] });
    expect(readDiscordMarkdown(embed.description ?? '')).toEqual({ shown: details(alert), links: [] });

    const other = plainAlert();
    const { body, count } = discordDigest([alert, other]);
    expect(count).toBe(2);
    expect(body).toMatchObject({ allowed_mentions: { parse: [] } });
    expect(body).not.toHaveProperty('content');
    expect(readDiscordMarkdown(body.embeds[0].title)).toEqual({ shown: '2 new alerts', links: [] });
    expect(readDiscordMarkdown(body.embeds[0].description ?? '')).toEqual({
      shown: [alert, other].map((each) => `• ${each.message}`).join('\n'),
      links: [alert, other].map((each) => ({ label: each.message, url: each.link })),
    });
  });

  it.each(LONG_SYMBOLS)(
    'cuts a token symbol of %s within the embed’s limits between escapes, keeping the digest’s link whole',
    (_name, symbol) => {
      const alert = channelAlert({ symbol });
      const [embed] = discordMessage(alert).embeds;
      expect(embed.title.length).toBeLessThanOrEqual(256);
      expect((embed.description ?? '').length).toBeLessThanOrEqual(4_096);
      expectWordsOrTheirStart(readDiscordMarkdown(embed.title).shown, alert.message);
      expectWordsOrTheirStart(readDiscordMarkdown(embed.description ?? '').shown, details(alert));

      const { body, count } = discordDigest([alert, plainAlert()]);
      expect(count).toBeGreaterThanOrEqual(1);
      const description = body.embeds[0].description ?? '';
      expect(description.length).toBeLessThanOrEqual(4_096);
      const { links } = readDiscordMarkdown(description);
      expect(links).toHaveLength(count);
      expect(links[0].url).toBe(alert.link);
      expectWordsOrTheirStart(links[0].label, alert.message);
    },
  );
});

describe('Telegram', () => {
  it.each(CASES)(
    'shows a %s of %j as typed, in HTML Telegram parses whose only tags are the bold headline and the links',
    (where, words) => {
      const alert = alertWith(where, words);
      expect(parseTelegramHtml(telegramMessage(alert))).toEqual({
        text: [`🐋 ${alert.message}`, details(alert), 'View transaction'].join('\n'),
        entities: [
          { type: 'b', text: alert.message },
          { type: 'a', href: alert.link, text: 'View transaction' },
        ],
      });

      const other = plainAlert();
      const { text, count } = telegramDigest([alert, other]);
      expect(count).toBe(2);
      expect(parseTelegramHtml(text)).toEqual({
        text: ['🐋 2 new alerts', ...[alert, other].map((each) => `• ${each.message} — view`)].join('\n'),
        entities: [{ type: 'b', text: '2 new alerts' }, ...[alert, other].map((each) => ({ type: 'a', href: each.link, text: 'view' }))],
      });
    },
  );

  it.each(LONG_SYMBOLS)('cuts a token symbol of %s to 4096 characters of valid HTML, never inside an entity or a tag', (_name, symbol) => {
    const alert = channelAlert({ symbol });
    const html = telegramMessage(alert);
    expect(html.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    const { entities } = parseTelegramHtml(html);
    expect(entities.map(({ type }) => type)).toEqual(['b', 'a']);
    expectWordsOrTheirStart(entities[0].text, alert.message);
    expect(entities[1]).toEqual({ type: 'a', href: alert.link, text: 'View transaction' });

    const { text, count } = telegramDigest([alert, plainAlert()]);
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    const digest = parseTelegramHtml(text);
    expect(digest.entities).toHaveLength(1 + count);
    expect(digest.entities[1]).toEqual({ type: 'a', href: alert.link, text: 'view' });
    const first = /^• (.+) — view$/m.exec(digest.text)?.[1] ?? '';
    expectWordsOrTheirStart(first, alert.message);
  });
});
