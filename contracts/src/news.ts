// AI News (the /news page). Public, as the page is: the stories are published news, nothing of a user's.
//   GET /news?token=&sentiment=&cursor=&limit=   newest first: { items, nextCursor }
//        token: symbols and/or contract addresses, comma-separated (stories mentioning any of them)
//   GET /news/tokens                             the tokens stories are matched against
import { z } from 'zod';
import { route } from './route';

export const SENTIMENTS = ['bullish', 'bearish', 'neutral'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

export const NEWS_PAGE_SIZE = 20;
export const MAX_NEWS_PAGE_SIZE = 50;
const NOT_KNOWN_TOKENS = 'name known tokens by symbol or contract address (see /news/tokens)';
const NOT_A_CURSOR = 'not a cursor from a previous page';
/** The api's words for a bad filter and a bad cursor (invalid_request: the field, then its problem). */
export const UNKNOWN_TOKEN_FILTER = `token: ${NOT_KNOWN_TOKENS}`;
export const BAD_CURSOR = `cursor: ${NOT_A_CURSOR}`;

// The tokens stories are matched against: ether and bitcoin, the spec's ten popular tokens at their
// mainnet addresses, and a few other large Ethereum tokens investors follow.
export type KnownNewsToken = {
  symbol: string;
  name: string;
  address: string | null;
  aliases: string[];
  /** A name that is also an everyday word ('the compound effect'): it names the token only capitalized and
   *  followed by one of these words (either case of their first letter) or by 's. */
  nameInContext?: { name: string; followedBy: string[] };
};

export const NEWS_TOKENS: readonly KnownNewsToken[] = [
  { symbol: 'ETH', name: 'Ethereum', address: null, aliases: ['Ethereum', 'Ether', 'ETH'] },
  { symbol: 'BTC', name: 'Bitcoin', address: null, aliases: ['Bitcoin', 'BTC'] },
  { symbol: 'DAI', name: 'Dai Stablecoin', address: '0x6b175474e89094c44da98b954eedeac495271d0f', aliases: ['DAI', 'MakerDAO'] },
  { symbol: 'USDC', name: 'USD Coin', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', aliases: ['USDC', 'USD Coin'] },
  { symbol: 'USDT', name: 'Tether USD', address: '0xdac17f958d2ee523a2206206994597c13d831ec7', aliases: ['USDT', 'Tether'] },
  { symbol: 'LINK', name: 'Chainlink', address: '0x514910771af9ca656af840dff83e8264ecf986ca', aliases: ['LINK', 'Chainlink'] },
  {
    symbol: 'BAT',
    name: 'Basic Attention Token',
    address: '0x0d8775f648430679a709e98d2b0cb6250d2887ef',
    aliases: ['BAT', 'Basic Attention Token'],
  },
  { symbol: '1INCH', name: '1inch', address: '0x111111111117dc0aa78b770fa6a738034120c302', aliases: ['1INCH', '1inch'] },
  {
    symbol: 'COMP',
    name: 'Compound',
    address: '0xc00e94cb662c3520282e6f5717214004a7f26888',
    aliases: ['COMP'],
    nameInContext: {
      name: 'Compound',
      followedBy: ['Finance', 'Labs', 'Protocol', 'Governance', 'DAO', 'Dai', 'USDC', 'Ether', 'Treasury', 'V2', 'V3', 'III'],
    },
  },
  { symbol: 'SHIB', name: 'Shiba Inu', address: '0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce', aliases: ['SHIB', 'Shiba Inu'] },
  { symbol: 'BUSD', name: 'Binance USD', address: '0x4fabb145d64652a948d72533023f6e7a623c7c53', aliases: ['BUSD', 'Binance USD'] },
  { symbol: 'CDAI', name: 'Compound Dai', address: '0x5d3a536e4d6dbd6114cc1ead35777bab948e3643', aliases: ['cDAI', 'Compound Dai'] },
  { symbol: 'UNI', name: 'Uniswap', address: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984', aliases: ['UNI', 'Uniswap'] },
  { symbol: 'AAVE', name: 'Aave', address: '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9', aliases: ['AAVE', 'Aave'] },
];

const bySymbol = new Map(NEWS_TOKENS.map((token) => [token.symbol, token]));
const byAddress = new Map(NEWS_TOKENS.flatMap((token) => (token.address ? [[token.address, token] as const] : [])));

/** A filter value (a symbol in any case, or a contract address) as the symbol stories are tagged with. */
export function newsTokenSymbolOf(value: string): string | null {
  const key = value.trim();
  return (byAddress.get(key.toLowerCase()) ?? bySymbol.get(key.toUpperCase()))?.symbol ?? null;
}

/** A page's cursor: the last story's time and id ('<ISO time>|<uuid>', base64url). */
export const newsCursorOf = (story: { publishedAt: string; id: string }): string =>
  btoa(`${story.publishedAt}|${story.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function decodeCursor(value: string): string {
  try {
    return atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return '';
  }
}

const cursor = z.string().transform((value, context) => {
  const [time, id] = decodeCursor(value).split('|');
  const publishedAt = new Date(time ?? '');
  // A story's date is in years 1–9999: anything else is no cursor of ours (and Postgres would refuse it).
  const year = publishedAt.getUTCFullYear();
  if (Number.isNaN(publishedAt.getTime()) || year < 1 || year > 9999 || !z.uuid().safeParse(id).success) {
    context.addIssue({ code: 'custom', message: NOT_A_CURSOR });
    return z.NEVER;
  }
  return { publishedAt, id: id };
});

const tokens = z.string().transform((value, context) => {
  const symbols = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(newsTokenSymbolOf);
  if (symbols.length === 0 || symbols.some((symbol) => symbol === null)) {
    context.addIssue({ code: 'custom', message: NOT_KNOWN_TOKENS });
    return z.NEVER;
  }
  return [...new Set(symbols as string[])];
});

export const newsQuery = z.object({
  token: tokens.optional(),
  sentiment: z.enum(SENTIMENTS).optional(),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_NEWS_PAGE_SIZE).default(NEWS_PAGE_SIZE),
});

export const newsStory = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  source: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  summary: z.string(),
  sentiment: z.enum(SENTIMENTS),
  /** Symbols, e.g. 'ETH', 'LINK'. */
  tokens: z.array(z.string()),
});
export type NewsStory = z.output<typeof newsStory>;

export const newsPage = z.object({ items: z.array(newsStory), nextCursor: z.string().nullable() });
export type NewsPage = z.output<typeof newsPage>;

export const newsTokenEntry = z.object({ symbol: z.string(), name: z.string(), address: z.string().nullable() });
export type NewsTokenEntry = z.output<typeof newsTokenEntry>;

export const newsRoutes = {
  'GET /news': route({
    method: 'GET',
    path: '/news',
    access: 'public',
    query: newsQuery,
    responses: { 200: newsPage },
    errors: [],
  }),
  'GET /news/tokens': route({
    method: 'GET',
    path: '/news/tokens',
    access: 'public',
    responses: { 200: z.object({ tokens: z.array(newsTokenEntry) }) },
    errors: [],
  }),
} as const;
