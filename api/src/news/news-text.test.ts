// The pure parts of the news reader: feeds (RSS 2.0, Atom, broken ones, titles as HTML, relative links),
// telling stories apart across sources, the offline summary and sentiment, the model's summary as plain
// text, which tokens a story mentions, and the bounds that keep a hostile feed's stories cheap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalUrl, titleKey } from './dedupe';
import { extractiveSummary, extractiveSummaryOfText, sentences } from './extractive-summary';
import { FeedParseError, parseFeed } from './feed-parser';
import { plainText } from './html-text';
import { mentionedTokens, tokenSymbolOf } from './known-tokens';
import { FEED_MAX_STORIES, STORY_HTML_MAX_CHARS, SUMMARY_MAX_CHARS, TITLE_MAX_CHARS, URL_MAX_CHARS } from './limits';
import { lexiconSentiment } from './sentiment';
import { plainSummary } from './summary-text';

const sample = (file: string) => readFileSync(path.resolve(__dirname, '..', '..', 'news-samples', file), 'utf8');
const READ_AT = new Date('2026-11-22T16:00:00Z');

describe('parseFeed', () => {
  it('reads an RSS 2.0 channel: title, link, pubDate and the CDATA description', () => {
    const feed = parseFeed(sample('crypto-daily.rss.xml'), READ_AT);
    expect(feed.title).toBe('Crypto Daily');
    expect(feed.stories).toHaveLength(5);
    expect(feed.stories[0]).toMatchObject({
      title: 'Ethereum Rallies Past $3,400 as Staking Inflows Hit a Record High',
      url: 'https://cryptodaily.example/markets/ethereum-rallies-staking-inflows?utm_source=rss',
      publishedAt: new Date('2026-11-22T14:05:00Z'),
    });
    expect(feed.stories[0].text).toContain('<p>Ether climbed 6% on Sunday');
    expect(feed.stories[4].text).toMatch(/^The number of SHIB tokens/);
  });

  it('reads an Atom feed: the alternate link, published (else updated) and the escaped HTML content', () => {
    const feed = parseFeed(sample('chain-ledger.atom.xml'), READ_AT);
    expect(feed.title).toBe('The Chain Ledger');
    expect(feed.stories.map((story) => story.url)).toEqual([
      'https://chainledger.example/2026/11/22/eth-staking-record',
      'https://chainledger.example/2026/11/22/whales-accumulate-eth',
      'https://chainledger.example/2026/11/21/uniswap-fee-switch',
      'https://chainledger.example/2026/11/20/bitcoin-slips-etf-outflows',
    ]);
    expect(feed.stories[1].publishedAt).toEqual(new Date('2026-11-22T08:00:00Z'));
    expect(feed.stories[1].text).toMatch(/^<p>Addresses holding between 10,000 and 100,000 ETH/);
    expect(feed.stories[0].text).toContain('Ether climbed above $3,400');
  });

  it('takes the reading time for an item without a date, and skips items without a title or a web link', () => {
    const xml = `<rss version="2.0"><channel><title>T</title>
      <item><title>No date here at all</title><link>https://a.example/1</link><description>x</description></item>
      <item><title></title><link>https://a.example/2</link></item>
      <item><title>No link</title></item>
      <item><title>Mail link</title><link>mailto:a@b.example</link></item>
    </channel></rss>`;
    const feed = parseFeed(xml, READ_AT);
    expect(feed.stories).toEqual([{ title: 'No date here at all', url: 'https://a.example/1', publishedAt: READ_AT, text: 'x' }]);
  });

  it('refuses XML that is not well-formed, and documents that are no feed', () => {
    expect(() => parseFeed('<rss><channel><title>Broken</channel></rss>')).toThrow(FeedParseError);
    expect(() => parseFeed('<rss><channel><title>Broken</channel></rss>')).toThrow(/Not well-formed XML/);
    expect(() => parseFeed('<html><body>Not a feed</body></html>')).toThrow('Neither an RSS 2.0 channel nor an Atom feed');
    expect(() => parseFeed('')).toThrow(FeedParseError);
  });

  it('reads a feed with a byte-order mark or blank lines before its XML declaration', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>T</title><item><title>Kept</title><link>https://a.example/1</link></item></channel></rss>';
    for (const lead of ['\n', '\r\n\r\n  \t', '\uFEFF', '\uFEFF\n']) {
      expect(parseFeed(lead + xml, READ_AT).stories.map((story) => story.title)).toEqual(['Kept']);
    }
  });

  it('reads titles as the HTML feeds write them: entities decoded inside CDATA too, tags dropped', () => {
    const xml = `<rss version="2.0"><channel><title><![CDATA[News &amp; Views]]></title>
      <item><title><![CDATA[Ether &amp; Bitcoin: &#8220;Steady&#8221; &mdash; It&#8217;s <em>Calm</em>]]></title><link>https://a.example/1</link></item>
      <item><title>Caf&eacute; Chain &#038; SHIB</title><link>https://a.example/2</link></item>
      <item><title>Bitcoin &amp;amp; Ether&amp;#8217;s Day</title><link>https://a.example/3</link></item>
    </channel></rss>`;
    const feed = parseFeed(xml, READ_AT);
    expect(feed.title).toBe('News & Views');
    expect(feed.stories.map((story) => story.title)).toEqual([
      'Ether & Bitcoin: “Steady” — It’s Calm',
      'Café Chain & SHIB',
      'Bitcoin & Ether’s Day',
    ]);
  });

  it("resolves relative links against the feed's address and xml:base", () => {
    const rss = `<rss version="2.0"><channel><title>T</title><link>https://site.example/</link>
      <item><title>Root relative</title><link>/news/one</link></item>
      <item><title>Path relative</title><link>two?id=2</link></item>
      <item xml:base="https://other.example/blog/"><title>Item base</title><link>three</link></item>
      <item><title>Absolute</title><link>https://abs.example/four</link></item>
    </channel></rss>`;
    expect(parseFeed(rss, READ_AT, 'https://feeds.example/crypto/rss').stories.map((story) => story.url)).toEqual([
      'https://feeds.example/news/one',
      'https://feeds.example/crypto/two?id=2',
      'https://other.example/blog/three',
      'https://abs.example/four',
    ]);
    // Read from a file, the feed's links are relative to the site it names.
    expect(parseFeed(rss, READ_AT, 'file:///srv/feeds/crypto.xml').stories[0].url).toBe('https://site.example/news/one');
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://atom.example/blog/"><title>A</title>
      <entry><title>Feed base</title><link href="2026/one"/></entry>
      <entry xml:base="/research/"><title>Entry base, itself relative</title><link rel="alternate" href="two"/></entry>
      <entry><title>Link base</title><link xml:base="https://cdn.example/x/" href="three"/></entry>
    </feed>`;
    expect(parseFeed(atom, READ_AT, 'https://atom.example/feed.atom').stories.map((story) => story.url)).toEqual([
      'https://atom.example/blog/2026/one',
      'https://atom.example/research/two',
      'https://cdn.example/x/three',
    ]);
  });
});

describe("a feed's bounds", () => {
  const rss = (items: string) => `<rss version="2.0"><channel><title>T</title>${items}</channel></rss>`;
  const item = (title: string, link: string, text = 'x') =>
    `<item><title>${title}</title><link>${link}</link><description><![CDATA[${text}]]></description></item>`;

  it('cuts a long title and a long story, skips a link too long to be real, and takes the first FEED_MAX_STORIES stories', () => {
    const words = Array.from({ length: 2_000 }, (_, index) => `word${index}`).join(' ');
    const feed = parseFeed(
      rss(
        item(words, 'https://a.example/long', `<p>${'Ether rose. '.repeat(20_000)}</p>`) +
          item('Too long a link', `https://a.example/${'x'.repeat(URL_MAX_CHARS)}`) +
          Array.from({ length: FEED_MAX_STORIES + 50 }, (_, index) => item(`Story ${index}`, `https://a.example/${index}`)).join(''),
      ),
      READ_AT,
    );
    expect(feed.stories).toHaveLength(FEED_MAX_STORIES);
    expect(feed.stories[0].title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(feed.stories[0].title).toMatch(/^word0 word1 word2 .* word\d+…$/);
    expect(feed.stories[0].text).toHaveLength(STORY_HTML_MAX_CHARS);
    expect(feed.stories[1].title).toBe('Story 0');
    expect(feed.stories.at(-1)?.title).toBe(`Story ${FEED_MAX_STORIES - 2}`);
  });
});

describe('telling stories apart', () => {
  it('gives one canonical link to the same page with tracking parameters, fragment, www or a trailing slash', () => {
    const canonical = 'https://cryptodaily.example/markets/eth?id=7';
    for (const url of [
      'https://cryptodaily.example/markets/eth?id=7',
      'https://www.CryptoDaily.example/markets/eth/?utm_source=rss&id=7',
      'https://cryptodaily.example/markets/eth?id=7&utm_medium=feed&fbclid=abc#comments',
    ]) {
      expect(canonicalUrl(url)).toBe(canonical);
    }
    expect(canonicalUrl('https://cryptodaily.example/markets/eth?id=8')).not.toBe(canonical);
  });

  it('gives one title key to the same headline in another case, punctuation or spacing', () => {
    expect(titleKey('Ethereum Rallies Past $3,400 as Staking Inflows Hit a Record High')).toBe(
      titleKey('Ethereum rallies past $3400  as staking inflows hit a record-high'.replace('record-high', 'record high')),
    );
    expect(titleKey('Bitcoin’s ETF outflows')).toBe(titleKey('Bitcoins ETF Outflows!'));
  });
});

describe('the offline summary', () => {
  const story = sample('crypto-daily.rss.xml');
  const { text, title } = parseFeed(story, READ_AT).stories[2];

  it('keeps 2 or 3 of the story’s own sentences, in their order, without markup', () => {
    const summary = extractiveSummary(title, text);
    const picked = sentences(summary);
    expect(picked.length).toBeGreaterThanOrEqual(2);
    expect(picked.length).toBeLessThanOrEqual(3);
    expect(summary).not.toMatch(/<|>/);
    expect(summary.startsWith('A smaller DeFi lending protocol lost about $18 million')).toBe(true);
    const all = sentences(text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    const positions = picked.map((sentence) => all.indexOf(sentence));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('keeps prices and decimals inside their sentence', () => {
    const summary = extractiveSummary(
      'DAI peg',
      '<p>MakerDAO raised the rate after DAI traded below $0.995 on several exchanges.</p><p>The higher rate is meant to draw demand back to DAI.</p>',
    );
    expect(sentences(summary)).toEqual([
      'MakerDAO raised the rate after DAI traded below $0.995 on several exchanges.',
      'The higher rate is meant to draw demand back to DAI.',
    ]);
  });

  it('falls back to the title when the story has no sentence to keep', () => {
    expect(extractiveSummary('Headline only', '<p></p>')).toBe('Headline only');
  });

  it("reads HTML as text: script and style dropped, a block's end a sentence break, entities decoded, whitespace folded", () => {
    const html =
      '<p>Hello &amp; bye &quot;x&quot; &#39;y&#39; &lt;tag&gt;&nbsp;z</p><script type="x">var a = "<p>";</script><STYLE>p{}</STYLE><h2>Head</h2><ul><li>One thing here</li><li>Two</li></ul>Line<br/>Next<br>More &mdash; &#8364;5';
    expect(plainText(html)).toBe('Hello & bye "x" \'y\' <tag> z. Head. One thing here. Two. Line. Next. More — €5');
    expect(plainText('<p>Kept.</p><script>never <b>shown</b>')).toBe('Kept.');
    expect(plainText('<p>Kept.</p><style>p { color: red }')).toBe('Kept.');
  });

  it('reads HTML escaped twice (escaped markup inside CDATA, &amp;#8217;) to the same plain text', () => {
    expect(
      plainText(
        '&lt;p&gt;It&amp;#8217;s &amp;#8220;big&amp;#8221; &amp;mdash; really&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;&lt;p&gt;Next one here&lt;/p&gt;',
      ),
    ).toBe('It’s “big” — really. Next one here.');
    expect(plainText('<p>Price &amp;#36;3,400 &amp;amp; rising</p>')).toBe('Price $3,400 & rising.');
  });

  it('cuts a story without sentence ends to SUMMARY_MAX_CHARS at a word', () => {
    const summary = extractiveSummary('Run-on', `<p>${'Whales keep buying ether '.repeat(2_000)}</p>`);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary).toMatch(/^Whales keep buying ether .*\w…$/);
  });
});

describe("the model's summary", () => {
  it.each([
    ['paragraphs', '<p>Ether rose 4%.</p><p>Funds bought more.</p>', 'Ether rose 4%. Funds bought more.'],
    [
      'a script and a style',
      'Ether rose 4%.<script>alert("x")</script><style>p{}</style> Funds bought more.',
      'Ether rose 4%. Funds bought more.',
    ],
    ['entities', 'It&#8217;s &#8220;steady&#8221; &mdash; funds &amp; desks', 'It’s “steady” — funds & desks'],
    [
      'markdown emphasis, code and links',
      '**Ether** rose *4%* as `ETH` funds saw [record inflows](https://x.example/a) and __more__.',
      'Ether rose 4% as ETH funds saw record inflows and more.',
    ],
    [
      'a markdown heading and list',
      '## Summary\n- Ether rose 4%\n- Funds bought more\n\n1. Desks were calm',
      'Summary. Ether rose 4%. Funds bought more. Desks were calm.',
    ],
    ['a quote, a rule and a fence', '> Ether rose 4%.\n\n---\n```\nFunds bought more.\n```', 'Ether rose 4%. Funds bought more.'],
    [
      'words that only look like markdown',
      'The snake_case name and 2 * 3 stay; so does 5% (not 5)',
      'The snake_case name and 2 * 3 stay; so does 5% (not 5)',
    ],
  ])('is plain text when the model writes %s', (_case, reply, expected) => {
    expect(plainSummary(reply)).toBe(expected);
  });

  it('is empty when the model wrote only markup, and at most SUMMARY_MAX_CHARS long', () => {
    expect(plainSummary('<script>alert(1)</script>\n---\n**')).toBe('');
    expect(plainSummary(`**${'Ether rose again. '.repeat(1_000)}**`).length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
  });
});

describe('hostile stories', () => {
  const KB = 1024;
  const fill = (piece: string, size = 192 * KB) => piece.repeat(Math.ceil(size / piece.length));
  // Each made the regex cleaner this one replaced retry from every tag or '<' to the end of the story:
  // 0.7 s to 31 s at 192 KB (and the crafted item froze the api for 27 s).
  const HOSTILE: [string, string][] = [
    ['unclosed <script> openers', fill('<script>')],
    ['an unclosed <style after the text', `<p>Ether rose today on heavy volume.</p><style${fill(' a{b:c}')}`],
    ["'<' with no '>'", fill('< a')],
    ["nothing but '<'", fill('<')],
    ['unclosed <script and <style among words', fill('<script<style< word word word ')],
    ['a run of words without a sentence end', fill('word ')],
    ['thousands of short sentences', fill('Whales bought more ETH today. ')],
    ['deep nesting, then stray closing tags', fill('<i>', 96 * KB) + fill('</b>', 96 * KB)],
    ['entities, broken and whole', fill('&amp;&#x;&notin;&# &#99999999; ')],
  ];

  /** What the reader does with a story's HTML before saving it. */
  const processStory = (title: string, html: string) => {
    const text = plainText(html);
    return {
      summary: extractiveSummaryOfText(title, text),
      sentiment: lexiconSentiment(title, text),
      tokens: mentionedTokens(`${title} ${text}`),
    };
  };

  /** The fastest of three runs, in ms: wall time, or this process's CPU time when less (other processes on a
   *  busy machine do not count). A super-linear step is slow every time and by either clock. */
  const fastestMs = (run: () => void) => {
    let fastest = Infinity;
    for (let round = 0; round < 3; round += 1) {
      const [wallStart, cpuStart] = [performance.now(), process.cpuUsage()];
      run();
      const cpu = process.cpuUsage(cpuStart);
      fastest = Math.min(fastest, performance.now() - wallStart, (cpu.user + cpu.system) / 1000);
    }
    return fastest;
  };

  it.each(HOSTILE)('cleans and summarizes a story of %s (192 KB and more) in under 100 ms', (_shape, html) => {
    expect(html.length).toBeGreaterThanOrEqual(192 * KB);
    let summary = '';
    expect(fastestMs(() => ({ summary } = processStory('Whale alert', html)))).toBeLessThan(100);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary).not.toMatch(/<script|<style|a\{b:c\}/);
  });

  it('reads a feed carrying a 192 KB crafted story and processes the story in under 100 ms', () => {
    const crafted = `<p>Ether rose on Sunday as whales bought more.</p>${fill('<script<style< word ', 64 * KB)}${fill('<script>', 64 * KB)}${fill('< a', 64 * KB)}`;
    const feed = `<rss version="2.0"><channel><title>T</title><item><title>Crafted</title><link>https://a.example/1</link><description><![CDATA[${crafted}]]></description></item></channel></rss>`;
    expect(crafted.length).toBeGreaterThanOrEqual(192 * KB);
    let summary = '';
    expect(fastestMs(() => ({ summary } = processStory('Crafted', parseFeed(feed, READ_AT).stories[0].text)))).toBeLessThan(100);
    // The rest is one unclosed tag, then an unclosed script: no text.
    expect(summary).toBe('Ether rose on Sunday as whales bought more.');
  });
});

describe('sentiment', () => {
  it.each([
    {
      title: 'Ethereum Rallies Past $3,400 as Staking Inflows Hit a Record High',
      text: 'Ether climbed 6% as deposits reached a record high.',
      expected: 'bullish',
    },
    {
      title: 'DeFi Lender Hit by $18 Million Exploit',
      text: 'An attacker exploited an oracle; the token plunged 40%.',
      expected: 'bearish',
    },
    {
      title: 'Bitcoin Slips as ETF Outflows Weigh',
      text: 'Bitcoin fell 5% after outflows; liquidations topped $400 million.',
      expected: 'bearish',
    },
    {
      title: 'Brave Reports 90 Million Monthly Users',
      text: 'The rewards program will continue on the current terms.',
      expected: 'neutral',
    },
  ])('reads "$title" as $expected', ({ title, text, expected }) => {
    expect(lexiconSentiment(title, text)).toBe(expected);
  });
});

describe('mentioned tokens', () => {
  it('finds tickers (also as $TICKER) and names, in the known order', () => {
    expect(mentionedTokens('Chainlink and $ETH rally while DAI holds; 1INCH and Uniswap too')).toEqual([
      'ETH',
      'DAI',
      'LINK',
      '1INCH',
      'UNI',
    ]);
  });

  it('does not take ordinary words for lower-case tickers, nor tickers inside words', () => {
    expect(mentionedTokens('A link to the bat cave; the comp plan; DAIly ETHical')).toEqual([]);
    expect(mentionedTokens('Compound Dai (cDAI) rates')).toEqual(['COMP', 'CDAI']);
  });

  it('takes Compound for the COMP token only by its ticker, $COMP, or its name in context, not the everyday word', () => {
    for (const text of [
      'Holders bet on the compound effect of staking',
      'The Compound Effect of Staking Rewards',
      'Compound interest adds up over years',
      'Rewards compound daily',
    ]) {
      expect(mentionedTokens(text)).toEqual([]);
    }
    for (const text of [
      '$COMP rose 5%',
      'Buying $comp again',
      'Compound (COMP) paused a market',
      'COMP holders voted',
      'Compound governance paused a market',
      'Compound’s delegates voted',
      'Compound Finance ships v3',
    ]) {
      expect(mentionedTokens(text)).toEqual(['COMP']);
    }
    expect(mentionedTokens('Buying $eth and $link')).toEqual(['ETH', 'LINK']);
  });

  it('names a filter value by symbol in any case or by contract address', () => {
    expect(tokenSymbolOf('eth')).toBe('ETH');
    expect(tokenSymbolOf('0x6B175474E89094C44Da98b954EedeAC495271d0F')).toBe('DAI');
    expect(tokenSymbolOf('0x0000000000000000000000000000000000000001')).toBeNull();
    expect(tokenSymbolOf('DOGE')).toBeNull();
  });
});
