// A wallet's portfolio in US dollars (spec §3 "Portfolio", §7 "Portfolio"): ether and every ERC-20 the
// wallet ever sent or received that it still holds, at current balances, priced where a price is known.
// Prices are asked first so that the balances read are the ones worth reading (token-filter.ts), all in
// one request where the chain source can (a multicall).
import { formatEther, formatUnits } from 'viem';
import type { Address, ChainSource, WalletToken } from '../chain';
import { chainUnavailable } from '../chain';
import type { PriceSource } from '../prices';
import { looksLikeSpam, tokensToRead } from './token-filter';

export const PORTFOLIO_UNAVAILABLE = "Could not read the wallet's portfolio from the chain";
export const NATIVE_TOKEN = { name: 'Ether', symbol: 'ETH' } as const;

export type PortfolioToken = {
  name: string;
  symbol: string;
  address: Address;
  balance: number;
  /** USD per whole token; null when unknown (shown 'N/A', never 0). */
  priceUsd: number | null;
  valueUsd: number | null;
};

export type Portfolio = {
  address: Address;
  nativeToken: Omit<PortfolioToken, 'address'>;
  /** By value, largest first; tokens without a price last. */
  tokens: PortfolioToken[];
  /** The sum of the known values. */
  totalValueUsd: number;
  /** Tokens in the wallet's history whose balances were not read: spam, or unpriced past the first 100. */
  skippedTokens: number;
};

type Prices = { tokens: Map<Address, number>; eth: number | null };
type Logger = { warn(object: object, message: string): void };

/** Prices are an extra: when the price source fails the portfolio still shows, priced 'N/A'. */
async function readPrices(prices: PriceSource, contracts: Address[], log?: Logger): Promise<Prices> {
  const [tokens, eth] = await Promise.allSettled([prices.tokenPrices(contracts), prices.ethPrice()]);
  for (const failed of [tokens, eth].filter((result) => result.status === 'rejected')) {
    log?.warn({ err: failed.reason as unknown }, 'prices unavailable for a portfolio');
  }
  return {
    tokens: tokens.status === 'fulfilled' ? tokens.value : new Map<Address, number>(),
    eth: eth.status === 'fulfilled' ? eth.value : null,
  };
}

/** Reads from the chain; a failure answers 502, or 503 with Retry-After while the source is only busy. */
async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw chainUnavailable(PORTFOLIO_UNAVAILABLE, error);
  }
}

const valued = (balance: number, priceUsd: number | null) => ({
  balance,
  priceUsd,
  valueUsd: priceUsd === null ? null : balance * priceUsd,
});

/** Largest value first, unknown values last, then by symbol so the order is stable. */
function byValue(a: PortfolioToken, b: PortfolioToken): number {
  if (a.valueUsd !== b.valueUsd) {
    if (a.valueUsd === null) return 1;
    if (b.valueUsd === null) return -1;
    return b.valueUsd - a.valueUsd;
  }
  return a.symbol.localeCompare(b.symbol) || a.address.localeCompare(b.address);
}

/** A chain's native currency as the portfolio names it: Ether on the ether chains, else its symbol (POL, BNB). */
export const nativeTokenOf = (symbol: string) => (symbol === 'ETH' ? NATIVE_TOKEN : { name: symbol, symbol });

export async function walletPortfolio(
  chain: ChainSource,
  prices: PriceSource,
  wallet: Address,
  log?: Logger,
  native: { name: string; symbol: string } = NATIVE_TOKEN,
): Promise<Portfolio> {
  const [history, ether] = await fromChain(() => Promise.all([chain.walletTokens(wallet), chain.nativeBalance(wallet)]));
  const candidates = history.filter((token) => !looksLikeSpam(token));
  const price = await readPrices(
    prices,
    candidates.map((token) => token.contract),
    log,
  );
  const { read, skipped } = tokensToRead(history, new Set(price.tokens.keys()));
  const balances =
    read.length > 0
      ? await fromChain(() =>
          chain.tokenBalances(
            wallet,
            read.map((token) => token.contract),
          ),
        )
      : new Map<Address, bigint>();

  const tokens = read
    .filter((token) => (balances.get(token.contract) ?? 0n) > 0n)
    .map(({ name, symbol, contract, decimals }: WalletToken): PortfolioToken => ({
      name,
      symbol,
      address: contract,
      ...valued(Number(formatUnits(balances.get(contract) ?? 0n, decimals)), price.tokens.get(contract) ?? null),
    }))
    .sort(byValue);
  const nativeToken = { ...native, ...valued(Number(formatEther(ether)), price.eth) };
  const totalValueUsd = [nativeToken, ...tokens].reduce((sum, token) => sum + (token.valueUsd ?? 0), 0);
  return { address: wallet, nativeToken, tokens, totalValueUsd, skippedTokens: skipped };
}
