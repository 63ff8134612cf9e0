// One builder per entity this remote shows, shaped like the api's answers (shared/src/types), reused by
// every suite here; and the fake api routes of the wallet page.
import { DEVNET_BASE, DEVNET_ETHEREUM } from '@whalewatch/contracts/constants';
import {
  buildAddressLabel,
  fail,
  fakeTrackingRoutes,
  fakeTrackingState,
  ok,
  serveFakeApi,
  type FakeApiServer,
  type FakeTrackingState,
  type RouteHandler,
  type TrackingRoute,
} from '@whalewatch/shared/testing';
import {
  chainFromParam,
  type Chain,
  type ClosedPosition,
  type Counterparty,
  type Portfolio,
  type TokenPnl,
  type ValuePoint,
  type WalletActivityItem,
  type WalletActivityPage,
  type WalletPnl,
  type WalletProfile,
  type ValueRange,
  type WalletValueHistory,
} from '@whalewatch/shared';

export const WALLET = '0x28C6c06298d514Db089934071355E5743bf21d60';
export const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
export const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
export const SHIB = '0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce';
export const MYSTERY = '0x0000000000000000000000000000000000001234';

/** The embedded default's two local chains, as GET /chains answers them. */
export const ETHEREUM: Chain = DEVNET_ETHEREUM;
export const BASE: Chain = DEVNET_BASE;

/** How an answer names its chain. */
export const chainRef = ({ id, slug, name }: Chain): Portfolio['chain'] => ({ id, slug, name });

// Worked out by hand (balances keep about six significant digits with 2 to 6 decimals; dollars have 2
// decimals, and a price under a cent keeps two significant digits):
//   ETH   1,234.5 (4 integer digits → 2 decimals) × $3,456.789 = $4,267,406.0205 → $4,267,406.02
//   USDC  250,000 → 250,000.00; $0.9998 → $1.00
//   SHIB  1,234,567,890.123 → 1,234,567,890.12; $0.0000123 → $0.000012 (not $0.00);
//         1,234,567,890.123 × 0.0000123 = $15,185.185048… → $15,185.19
//   DAI   12.3456789 (2 integer digits → 4 decimals) → 12.3457; $12.3456 → $12.35
//   MYST  0.000000001 → <0.000001 (not 0.00); price and value unknown → N/A
//   total 4,267,406.0205 + 249,950 + 15,185.185048… + 12.3456 = $4,532,553.551148… → $4,532,553.55
export function buildPortfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    address: WALLET.toLowerCase(),
    chain: chainRef(ETHEREUM),
    nativeToken: { name: 'Ether', symbol: 'ETH', balance: 1234.5, priceUsd: 3456.789, valueUsd: 4267406.0205 },
    tokens: [
      { name: 'USD Coin', symbol: 'USDC', address: USDC, balance: 250000, priceUsd: 0.9998, valueUsd: 249950 },
      { name: 'Shiba Inu', symbol: 'SHIB', address: SHIB, balance: 1234567890.123, priceUsd: 0.0000123, valueUsd: 15185.185048513 },
      { name: 'Dai Stablecoin', symbol: 'DAI', address: DAI, balance: 12.3456789, priceUsd: 1.0001, valueUsd: 12.3456 },
      { name: 'Mystery Token', symbol: 'MYST', address: MYSTERY, balance: 0.000000001, priceUsd: null, valueUsd: null },
    ],
    label: null,
    totalValueUsd: 4532553.551148513,
    skippedTokens: 0,
    ...overrides,
  };
}

/** A transaction hash made of one digit: txHash(1) → 0x1111…1111. */
export const txHash = (digit: number) => `0x${String(digit % 10).repeat(64)}`;

export const DAY = 86_400;
/** 2026-03-31 23:59:59 UTC: the end of the last full day of every value history here. */
export const LAST_DAY_END = Date.UTC(2026, 2, 31, 23, 59, 59) / 1000;
/** A labelled counterparty (Binance 15, lower-case as the api sends it) and an unlabelled one. */
export const EXCHANGE = '0x21a31ee1afc51d94c2efccaa2092ad1028285549';
export const STRANGER = '0x1111111111111111111111111111111111111111';

export function buildClosedPosition(overrides: Partial<ClosedPosition> = {}): ClosedPosition {
  return {
    asset: USDC,
    symbol: 'USDC',
    amount: 1_250_000,
    proceedsUsd: 1_250_000,
    costUsd: 1_000_000,
    pnlUsd: 250_000,
    closedAt: LAST_DAY_END - 10 * DAY,
    hashes: [txHash(1), txHash(2)],
    ...overrides,
  };
}

export function buildTokenPnl(overrides: Partial<TokenPnl> = {}): TokenPnl {
  return {
    asset: 'eth',
    symbol: 'ETH',
    name: 'Ether',
    realizedUsd: 1_000_000,
    unrealizedUsd: 340_000,
    heldAmount: 120.5,
    costBasisUsd: 300_000,
    ...overrides,
  };
}

// Worked out by hand: realized $1,250,000 → +$1.25M; unrealized $340,000 → +$340K; total $1,590,000 →
// +$1.59M; 16 of 25 closed positions won → 64 % wins.
export function buildWalletPnl(overrides: Partial<WalletPnl> = {}): WalletPnl {
  return {
    window: 'all',
    status: 'ok',
    realizedUsd: 1_250_000,
    unrealizedUsd: 340_000,
    closedPositions: 25,
    winRate: 0.64,
    tokens: [
      buildTokenPnl(),
      buildTokenPnl({
        asset: USDC,
        symbol: 'USDC',
        name: 'USD Coin',
        realizedUsd: 250_000,
        unrealizedUsd: null,
        heldAmount: 0,
        costBasisUsd: 0,
      }),
    ],
    largestWins: [buildClosedPosition()],
    largestLosses: [
      buildClosedPosition({
        asset: 'eth',
        symbol: 'ETH',
        amount: 10,
        proceedsUsd: 30_000,
        costUsd: 35_000,
        pnlUsd: -5_000,
        hashes: [txHash(3), txHash(4), txHash(5)],
      }),
    ],
    unpricedTokens: 0,
    ...overrides,
  };
}

export function buildCounterparty(overrides: Partial<Counterparty> = {}): Counterparty {
  return { address: EXCHANGE, label: buildAddressLabel({ name: 'Binance 15' }), volumeUsd: 2_500_000, count: 1_234, ...overrides };
}

export function buildWalletProfile(overrides: Partial<WalletProfile> = {}): WalletProfile {
  return {
    address: WALLET,
    chain: chainRef(ETHEREUM),
    label: buildAddressLabel({ name: 'Binance 14' }),
    ensName: 'whale.eth',
    history: {
      transfers: 12_345,
      firstAt: Date.UTC(2021, 2, 3) / 1000,
      lastAt: LAST_DAY_END - DAY,
      windowReached: false,
      windowSize: 100_000,
    },
    assets: [
      { asset: 'eth', symbol: 'ETH' },
      { asset: USDC, symbol: 'USDC' },
    ],
    pnl: buildWalletPnl(),
    counterparties: [buildCounterparty(), buildCounterparty({ address: STRANGER, label: null, volumeUsd: 12_345.678, count: 3 })],
    ...overrides,
  };
}

/** `count` days ending LAST_DAY_END; day i (from 0) holds ETH worth $1,000 × (i + 1) and $250 of USDC. */
export function buildValuePoints(count: number): ValuePoint[] {
  return Array.from({ length: count }, (_, index) => ({
    at: LAST_DAY_END - (count - 1 - index) * DAY,
    totalUsd: 1_000 * (index + 1) + 250,
    tokens: [
      { asset: 'eth', symbol: 'ETH', valueUsd: 1_000 * (index + 1) },
      { asset: USDC, symbol: 'USDC', valueUsd: 250 },
    ],
  }));
}

const DAYS: Record<ValueRange, number> = { '30d': 30, '90d': 90, '1y': 365 };

export function buildValueHistory(overrides: Partial<WalletValueHistory> = {}): WalletValueHistory {
  const range = overrides.range ?? '30d';
  return { chain: chainRef(ETHEREUM), range, status: 'ok', points: buildValuePoints(DAYS[range]), ...overrides };
}

/** The wallet's n-th newest move: it sent n × 1,000 USDC to Binance 15, n hours before the last day ended. */
export function buildActivityItem(n = 1, overrides: Partial<WalletActivityItem> = {}): WalletActivityItem {
  return {
    hash: txHash(n),
    blockNumber: 19_000_000 - n,
    at: LAST_DAY_END - n * 3_600,
    direction: 'out',
    assets: [USDC],
    text: `sent ${n},000 USDC ($${n}.00K) to Binance 15`,
    valueUsd: n * 1_000,
    counterparty: EXCHANGE,
    ...overrides,
  };
}

export function buildActivityPage(overrides: Partial<WalletActivityPage> = {}): WalletActivityPage {
  const items = overrides.items ?? [buildActivityItem(1), buildActivityItem(2), buildActivityItem(3)];
  return { chain: chainRef(ETHEREUM), items, page: 1, pages: 1, total: items.length, ...overrides };
}

export const WALLET_ROUTES = {
  chains: 'GET /chains',
  profile: 'GET /wallets/:address/profile',
  value: 'GET /wallets/:address/value',
  activity: 'GET /wallets/:address/activity',
  portfolio: 'GET /balance/portfolio/:address',
} as const;

export type WalletRoute = (typeof WALLET_ROUTES)[keyof typeof WALLET_ROUTES];

/** Portfolios by chain slug; a chain without one answers buildPortfolio() on that chain. */
export type ChainPortfolios = Partial<Record<string, Portfolio>>;

/**
 * A route about one chain as the api answers it (`?chain=`, slug or id; the first when absent): 400
 * unknown_chain for a chain that is not enabled, else `answer` on the chain asked.
 */
export function onChainAsked(chains: Chain[], answer: (chain: Chain, request: Parameters<RouteHandler>[0]) => unknown): RouteHandler {
  const enabled = chains.map(({ slug, name, id }) => `${slug} (${name}, ${id})`).join(', ');
  return (request) => {
    const asked = request.url.searchParams.get('chain');
    const chain = chainFromParam(chains, asked);
    if (!chain) return fail('unknown_chain', asked ?? '', enabled)(request);
    return ok(answer(chain, request));
  };
}

/** GET /chains answering `chains`, and the portfolio route answering on the chain asked. */
export function chainRoutes(
  chains: Chain[],
  portfolios: ChainPortfolios = {},
): Record<'GET /chains' | typeof WALLET_ROUTES.portfolio, RouteHandler> {
  return {
    [WALLET_ROUTES.chains]: () => ok({ chains }),
    [WALLET_ROUTES.portfolio]: onChainAsked(chains, (chain) => portfolios[chain.slug] ?? buildPortfolio({ chain: chainRef(chain) })),
  };
}

export interface FakeWallet {
  /** The profile on every chain (answered with the chain asked), unless `profiles` has that chain's. */
  profile?: WalletProfile;
  /** Profiles by chain slug. */
  profiles?: Partial<Record<string, WalletProfile>>;
  /** The chains enabled: Ethereum alone unless given. */
  chains?: Chain[];
  portfolios?: ChainPortfolios;
  activity?: WalletActivityPage;
  tracking?: FakeTrackingState;
}

/**
 * The wallet page's routes (and the tracking routes for 'Track'): the profile and activity as given,
 * the value history of the range asked for, the chains, and the portfolio on each; each on the chain
 * asked, as the api answers.
 */
export function serveWallet({
  profile = buildWalletProfile(),
  profiles = {},
  chains = [ETHEREUM],
  portfolios = {},
  activity = buildActivityPage(),
  tracking = fakeTrackingState(),
}: FakeWallet = {}): FakeApiServer<WalletRoute | TrackingRoute> {
  return serveFakeApi<WalletRoute | TrackingRoute>({
    ...fakeTrackingRoutes(tracking),
    ...chainRoutes(chains, portfolios),
    [WALLET_ROUTES.profile]: onChainAsked(chains, (chain) => profiles[chain.slug] ?? { ...profile, chain: chainRef(chain) }),
    [WALLET_ROUTES.value]: onChainAsked(chains, (chain, request) =>
      buildValueHistory({ chain: chainRef(chain), range: (request.url.searchParams.get('range') ?? '30d') as ValueRange }),
    ),
    [WALLET_ROUTES.activity]: onChainAsked(chains, (chain) => ({ ...activity, chain: chainRef(chain) })),
  });
}
