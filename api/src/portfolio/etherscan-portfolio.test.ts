// GET /balance/portfolio/:address with Etherscan as the chain: a 40-token wallet (plus spam) is read in
// three requests — its transfer history, its ether, and one Multicall3 eth_call for the balances of the
// tokens worth reading — within Etherscan's 3 calls a second.
import type { Address } from '../chain/chain-source';
import { multicallBalances } from '../chain/etherscan/testing/balances';
import { routes, tokentxList } from '../chain/etherscan/testing/explorer-lists';
import { ok, startFakeEtherscan, type FakeEtherscan } from '../chain/etherscan/testing/fake-etherscan';
import { addressOf, hashOf, tokentxRecord } from '../chain/etherscan/testing/records';
import type { PriceSource } from '../prices';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { Portfolio } from './service';
import { atCurrentPrices } from '../testing/current-prices';

const WHALE = '0x00000000219ab540356cbb839cbe05303d7705fa';
const KEY = 'KEYFORTHETEST0001';
/** 40 tokens the whale received; it still holds 1 … 30 whole ones of the first 30, none of the last 10. */
const tokens = Array.from({ length: 40 }, (_, index) => ({
  contract: addressOf(0x7000 + index),
  symbol: `TK${index + 1}`,
  held: index < 30 ? BigInt(index + 1) * 10n ** 18n : 0n,
}));
/** Airdropped spam: a link in the name, a call to claim, an invisible character. */
const spam = [
  { contract: addressOf(0x5a01), name: 'Visit usdt-gift.com to claim', symbol: 'USDT' },
  { contract: addressOf(0x5a02), name: 'Claim Rewards', symbol: '$ETH' },
  { contract: addressOf(0x5a03), name: 'Tether\u200b USD', symbol: 'USDT' },
];

const history = [
  ...tokens.map(({ contract, symbol }, index) =>
    tokentxRecord({
      block: 1_000 - index,
      logIndex: 0,
      hash: hashOf(1_000 - index),
      contract,
      from: addressOf(1),
      to: WHALE,
      value: '1',
      tokenName: `Token ${index + 1}`,
      tokenSymbol: symbol,
    }),
  ),
  ...spam.map(({ contract, name, symbol }, index) =>
    tokentxRecord({
      block: 2_000 + index,
      logIndex: 0,
      hash: hashOf(2_000 + index),
      contract,
      from: addressOf(2),
      to: WHALE,
      value: '1',
      tokenName: name,
      tokenSymbol: symbol,
    }),
  ),
];
/** The first 20 tokens have a price: $2 each. */
const priced = new Set(tokens.slice(0, 20).map(({ contract }) => contract));
const askedForPrices: Address[][] = [];
const prices: PriceSource = atCurrentPrices({
  tokenPrices: async (contracts) => {
    askedForPrices.push(contracts);
    return new Map(contracts.filter((contract) => priced.has(contract)).map((contract) => [contract, 2]));
  },
  ethPrice: async () => 3_000,
});

let mailbox: Mailbox;
let etherscan: FakeEtherscan;
let api: TestApp;
let user: SessionBody;

beforeAll(async () => {
  [mailbox, etherscan] = await Promise.all([startMailbox(), startFakeEtherscan()]);
  etherscan.enforce({ perSecond: 3, accountOf: (key) => (key === KEY ? 'default' : undefined) });
  etherscan.handle(
    routes({
      'account/tokentx': tokentxList(history),
      'account/balance': () => ok('2500000000000000000'),
      'proxy/eth_call': multicallBalances({
        balances: Object.fromEntries([
          ...tokens.map(({ contract, held }) => [contract, { [WHALE]: held }]),
          ...spam.map(({ contract }) => [contract, { [WHALE]: 10n ** 24n }]),
        ]),
      }),
    }),
  );
  api = await createTestApp(
    { SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ETHERSCAN_API_URL: etherscan.url, ETHERSCAN_API_KEY: KEY },
    { prices },
  );
  user = await signUp(api.app, mailbox);
}, 60_000);
afterAll(async () => {
  await api?.close();
  await Promise.all([mailbox?.close(), etherscan?.close()]);
});

it("reads a 40-token wallet's portfolio in 3 Etherscan requests, without spam and without a rate-limit answer", async () => {
  const response = await api.app.inject({
    method: 'GET',
    url: `/balance/portfolio/${WHALE}`,
    headers: { authorization: `Bearer ${user.session.access_token}` },
  });

  expect(response.statusCode).toBe(200);
  const portfolio = response.json<Portfolio>();
  expect(etherscan.requests.map(({ method, params }) => `${method} ${params.module}/${params.action}`).sort()).toEqual([
    'GET account/balance',
    'GET account/tokentx',
    'POST proxy/eth_call',
  ]);
  expect(etherscan.ruleAnswers.rateLimited).toBe(0);
  // Prices were asked before the balances, for the 40 real tokens only.
  expect(askedForPrices).toEqual([tokens.map(({ contract }) => contract)]);
  expect(portfolio.nativeToken).toEqual({ name: 'Ether', symbol: 'ETH', balance: 2.5, priceUsd: 3_000, valueUsd: 7_500 });
  // 30 held: the 20 priced ones by value (TK20 holds 20 × $2), then the 10 unpriced ones by symbol.
  expect(portfolio.tokens).toHaveLength(30);
  expect(portfolio.tokens[0]).toEqual({
    name: 'Token 20',
    symbol: 'TK20',
    address: tokens[19]?.contract,
    balance: 20,
    priceUsd: 2,
    valueUsd: 40,
  });
  expect(portfolio.tokens.slice(20).map((token) => token.priceUsd)).toEqual(Array(10).fill(null));
  expect(portfolio.tokens.map((token) => token.symbol)).not.toContain('USDT');
  expect(portfolio.skippedTokens).toBe(3);
  expect(portfolio.totalValueUsd).toBe(7_500 + 2 * ((20 * 21) / 2));
});
