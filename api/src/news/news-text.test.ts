// The pure parts of the news reader: feeds (RSS 2.0, Atom, broken ones), telling stories apart across
// sources, the offline summary and sentiment, and which tokens a story mentions.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalUrl, titleKey } from './dedupe';
import { extractiveSummary, sentences } from './extractive-summary';
import { FeedParseError, parseFeed } from './feed-parser';
import { mentionedTokens, tokenSymbolOf } from './known-tokens';
import { lexiconSentiment } from './sentiment';

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
    expect(titleKey('Bitcoin’s ETF outflows')).toBe(titleKey("Bitcoins ETF Outflows!"));
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
    const summary = extractiveSummary('DAI peg', '<p>MakerDAO raised the rate after DAI traded below $0.995 on several exchanges.</p><p>The higher rate is meant to draw demand back to DAI.</p>');
    expect(sentences(summary)).toEqual([
      'MakerDAO raised the rate after DAI traded below $0.995 on several exchanges.',
      'The higher rate is meant to draw demand back to DAI.',
    ]);
  });

  it('falls back to the title when the story has no sentence to keep', () => {
    expect(extractiveSummary('Headline only', '<p></p>')).toBe('Headline only');
  });
});

describe('sentiment', () => {
  it.each([
    { title: 'Ethereum Rallies Past $3,400 as Staking Inflows Hit a Record High', text: 'Ether climbed 6% as deposits reached a record high.', expected: 'bullish' },
    { title: 'DeFi Lender Hit by $18 Million Exploit', text: 'An attacker exploited an oracle; the token plunged 40%.', expected: 'bearish' },
    { title: 'Bitcoin Slips as ETF Outflows Weigh', text: 'Bitcoin fell 5% after outflows; liquidations topped $400 million.', expected: 'bearish' },
    { title: 'Brave Reports 90 Million Monthly Users', text: 'The rewards program will continue on the current terms.', expected: 'neutral' },
  ])('reads "$title" as $expected', ({ title, text, expected }) => {
    expect(lexiconSentiment(title, text)).toBe(expected);
  });
});

describe('mentioned tokens', () => {
  it('finds tickers (also as $TICKER) and names, in the known order', () => {
    expect(mentionedTokens('Chainlink and $ETH rally while DAI holds; 1INCH and Uniswap too')).toEqual(['ETH', 'DAI', 'LINK', '1INCH', 'UNI']);
  });

  it('does not take ordinary words for lower-case tickers, nor tickers inside words', () => {
    expect(mentionedTokens('A link to the bat cave; the comp plan; DAIly ETHical')).toEqual([]);
    expect(mentionedTokens('Compound Dai (cDAI) rates')).toEqual(['COMP', 'CDAI']);
  });

  it('names a filter value by symbol in any case or by contract address', () => {
    expect(tokenSymbolOf('eth')).toBe('ETH');
    expect(tokenSymbolOf('0x6B175474E89094C44Da98b954EedeAC495271d0F')).toBe('DAI');
    expect(tokenSymbolOf('0x0000000000000000000000000000000000000001')).toBeNull();
    expect(tokenSymbolOf('DOGE')).toBeNull();
  });
});
