// A wallet's portfolio in US dollars (spec §3 "Portfolio", §7 "Portfolio"): ether and every ERC-20 the
// wallet ever sent or received that it still holds, at current balances, priced where a price is known.
import { formatEther, formatUnits } from 'viem';
import type { Address, ChainSource, WalletToken } from '../chain/chain-source';
import { HttpError } from '../http/errors';
import type { PriceSource } from '../prices';

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
};

type Prices = { tokens: Map<Address, number>; eth: number | null };
type Logger = { warn(object: object, message: string): void };

/** Prices are an extra: when the price source fails the portfolio still shows, priced 'N/A'. */
async function readPrices(prices: PriceSource, contracts: Address[], log?: Logger): Promise<Prices> {
  const [tokens, eth] = await Promise.allSettled([prices.tokenPrices(contracts), prices.ethPrice()]);
  for (const failed of [tokens, eth].filter((result) => result.status === 'rejected')) {
    log?.warn({ err: failed.reason }, 'prices unavailable for a portfolio');
  }
  return {
    tokens: tokens.status === 'fulfilled' ? tokens.value : new Map(),
    eth: eth.status === 'fulfilled' ? eth.value : null,
  };
}

async function readHoldings(chain: ChainSource, wallet: Address) {
  try {
    const [tokens, ether] = await Promise.all([chain.walletTokens(wallet), chain.nativeBalance(wallet)]);
    const balances = tokens.length > 0 ? await chain.tokenBalances(wallet, tokens.map((token) => token.contract)) : new Map<Address, bigint>();
    return { tokens, balances, ether };
  } catch (error) {
    throw new HttpError(502, PORTFOLIO_UNAVAILABLE, 'chain_unavailable', {}, { cause: error });
  }
}

const valued = (balance: number, priceUsd: number | null) => ({ balance, priceUsd, valueUsd: priceUsd === null ? null : balance * priceUsd });

/** Largest value first, unknown values last, then by symbol so the order is stable. */
function byValue(a: PortfolioToken, b: PortfolioToken): number {
  if (a.valueUsd !== b.valueUsd) {
    if (a.valueUsd === null) return 1;
    if (b.valueUsd === null) return -1;
    return b.valueUsd - a.valueUsd;
  }
  return a.symbol.localeCompare(b.symbol) || a.address.localeCompare(b.address);
}

export async function walletPortfolio(chain: ChainSource, prices: PriceSource, wallet: Address, log?: Logger): Promise<Portfolio> {
  const holdings = await readHoldings(chain, wallet);
  const held = holdings.tokens.filter((token) => (holdings.balances.get(token.contract) ?? 0n) > 0n);
  const price = await readPrices(prices, held.map((token) => token.contract), log);

  const tokens = held
    .map(({ name, symbol, contract, decimals }: WalletToken): PortfolioToken => ({
      name,
      symbol,
      address: contract,
      ...valued(Number(formatUnits(holdings.balances.get(contract) ?? 0n, decimals)), price.tokens.get(contract) ?? null),
    }))
    .sort(byValue);
  const nativeToken = { ...NATIVE_TOKEN, ...valued(Number(formatEther(holdings.ether)), price.eth) };
  const totalValueUsd = [nativeToken, ...tokens].reduce((sum, token) => sum + (token.valueUsd ?? 0), 0);
  return { address: wallet, nativeToken, tokens, totalValueUsd };
}
