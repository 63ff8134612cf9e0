// The tokens stories are matched against: ether and bitcoin, the spec's ten popular tokens at their
// mainnet addresses, and a few other large Ethereum tokens investors follow.
export type KnownToken = {
  symbol: string;
  name: string;
  address: string | null;
  aliases: string[];
  /** A name that is also an everyday word ('the compound effect'): it names the token only capitalized and
   *  followed by one of these words (either case of their first letter) or by 's. */
  nameInContext?: { name: string; followedBy: string[] };
};

export const KNOWN_TOKENS: readonly KnownToken[] = [
  { symbol: 'ETH', name: 'Ethereum', address: null, aliases: ['Ethereum', 'Ether', 'ETH'] },
  { symbol: 'BTC', name: 'Bitcoin', address: null, aliases: ['Bitcoin', 'BTC'] },
  { symbol: 'DAI', name: 'Dai Stablecoin', address: '0x6b175474e89094c44da98b954eedeac495271d0f', aliases: ['DAI', 'MakerDAO'] },
  { symbol: 'USDC', name: 'USD Coin', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', aliases: ['USDC', 'USD Coin'] },
  { symbol: 'USDT', name: 'Tether USD', address: '0xdac17f958d2ee523a2206206994597c13d831ec7', aliases: ['USDT', 'Tether'] },
  { symbol: 'LINK', name: 'Chainlink', address: '0x514910771af9ca656af840dff83e8264ecf986ca', aliases: ['LINK', 'Chainlink'] },
  { symbol: 'BAT', name: 'Basic Attention Token', address: '0x0d8775f648430679a709e98d2b0cb6250d2887ef', aliases: ['BAT', 'Basic Attention Token'] },
  { symbol: '1INCH', name: '1inch', address: '0x111111111117dc0aa78b770fa6a738034120c302', aliases: ['1INCH', '1inch'] },
  {
    symbol: 'COMP',
    name: 'Compound',
    address: '0xc00e94cb662c3520282e6f5717214004a7f26888',
    aliases: ['COMP'],
    nameInContext: { name: 'Compound', followedBy: ['Finance', 'Labs', 'Protocol', 'Governance', 'DAO', 'Dai', 'USDC', 'Ether', 'Treasury', 'V2', 'V3', 'III'] },
  },
  { symbol: 'SHIB', name: 'Shiba Inu', address: '0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce', aliases: ['SHIB', 'Shiba Inu'] },
  { symbol: 'BUSD', name: 'Binance USD', address: '0x4fabb145d64652a948d72533023f6e7a623c7c53', aliases: ['BUSD', 'Binance USD'] },
  { symbol: 'CDAI', name: 'Compound Dai', address: '0x5d3a536e4d6dbd6114cc1ead35777bab948e3643', aliases: ['cDAI', 'Compound Dai'] },
  { symbol: 'UNI', name: 'Uniswap', address: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984', aliases: ['UNI', 'Uniswap'] },
  { symbol: 'AAVE', name: 'Aave', address: '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9', aliases: ['AAVE', 'Aave'] },
];

const bySymbol = new Map(KNOWN_TOKENS.map((token) => [token.symbol, token]));
const byAddress = new Map(KNOWN_TOKENS.flatMap((token) => (token.address ? [[token.address, token] as const] : [])));

/** A filter value (a symbol in any case, or a contract address) as the symbol stories are tagged with. */
export function tokenSymbolOf(value: string): string | null {
  const key = value.trim();
  return (byAddress.get(key.toLowerCase()) ?? bySymbol.get(key.toUpperCase()))?.symbol ?? null;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Not inside a word: no letter or digit on that side. */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
/** The word with its first letter in either case ('Protocol' or 'protocol'). */
const eitherCase = (word: string) => `[${word[0].toUpperCase()}${word[0].toLowerCase()}]${escape(word.slice(1))}`;

// An all-caps ticker counts written in capitals ('link' or 'bat' in a sentence are ordinary words), or as a
// $TICKER in any case; a name counts as a whole word in any case; a name that is an everyday word only in
// its context (nameInContext).
function patternsOf(token: KnownToken): RegExp[] {
  const patterns = token.aliases.flatMap((alias) =>
    alias === alias.toUpperCase() && /[A-Z]/.test(alias)
      ? [new RegExp(`${START}${escape(alias)}${END}`, 'u'), new RegExp(`${START}\\$${escape(alias)}${END}`, 'iu')]
      : [new RegExp(`${START}${escape(alias)}${END}`, 'iu')],
  );
  if (token.nameInContext) {
    const { name, followedBy } = token.nameInContext;
    patterns.push(new RegExp(`${START}${escape(name)}(?:['’]s${END}|\\s+(?:${followedBy.map(eitherCase).join('|')})${END})`, 'u'));
  }
  return patterns;
}

const matchers = KNOWN_TOKENS.map((token) => ({ symbol: token.symbol, patterns: patternsOf(token) }));

/** The symbols of the known tokens the text mentions, in KNOWN_TOKENS order. */
export function mentionedTokens(text: string): string[] {
  return matchers.filter(({ patterns }) => patterns.some((pattern) => pattern.test(text))).map(({ symbol }) => symbol);
}
