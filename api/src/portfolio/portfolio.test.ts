// GET /balance/portfolio/:address on a devnet: ether and every token a wallet holds, checked against the
// chain's own balances and the devnet price table; tokens it no longer holds are dropped; prices that are
// unknown (or a price source that fails) show as null, never 0, and sort last.
import { DEVNET_TOKENS, startDevnet, tokenBySymbol, type Devnet } from '@whalewatch/devnet';
import { createTestClient, erc20Abi, formatEther, formatUnits, http, parseEther, publicActions, walletActions, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import type { PriceSource } from '../prices';
import { devnetPriceAt } from '@whalewatch/devnet/price-path';
import { devPrices } from '../prices/dev-prices';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PORTFOLIO_UNAVAILABLE, type Portfolio } from './service';
import { atCurrentPrices } from '../testing/current-prices';

/** The api's "now" for prices. */
const NOW = Math.floor(Date.now() / 1000);
const ETH_PRICE = devnetPriceAt('ETH', NOW) as number;

let devnet: Devnet;
let mailbox: Mailbox;
let t: TestApp;
let user: SessionBody;

beforeAll(async () => {
  [devnet, mailbox] = await Promise.all([
    startDevnet({ port: 0, history: 200, blockTimeSeconds: 3600, simulate: false, seed: 'portfolio-test' }),
    startMailbox(),
  ]);
  // The devnet's prices move: the api's clock stands still, so the expected prices are the path's then.
  t = await createTestApp(
    { SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, CHAIN_RPC_URL: devnet.rpcUrl },
    { prices: devPrices({ now: () => NOW }) },
  );
  user = await signUp(t.app, mailbox);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([devnet?.stop(), mailbox?.close()]);
});

const portfolioOf = (app: TestApp, address: string, session: SessionBody | null = user) =>
  app.app.inject({
    method: 'GET',
    url: `/balance/portfolio/${address}`,
    headers: session ? { authorization: `Bearer ${session.session.access_token}` } : {},
  });
const anvil = () =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);

/** What the chain says the wallet holds, per devnet token (raw). */
async function balancesOnChain(wallet: Address) {
  const client = anvil();
  return Promise.all(
    DEVNET_TOKENS.map(async (token) => ({
      token,
      raw: await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [wallet] }),
    })),
  );
}

/** An app on the same devnet with other prices. */
async function appWithPrices(prices: PriceSource) {
  return createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, CHAIN_RPC_URL: devnet.rpcUrl }, { prices });
}

describe('GET /balance/portfolio/:address', () => {
  it("shows a whale's ether and tokens at the chain's balances and the devnet's prices, by value", async () => {
    const whale = devnet.whales[0];
    const response = await portfolioOf(t, whale);
    expect(response.statusCode).toBe(200);
    const portfolio = response.json<Portfolio>();

    const ether = Number(formatEther(await anvil().getBalance({ address: whale })));
    expect(portfolio.address).toBe(whale.toLowerCase());
    expect(portfolio.nativeToken).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      balance: ether,
      priceUsd: ETH_PRICE,
      valueUsd: ether * ETH_PRICE,
    });

    const held = (await balancesOnChain(whale)).filter(({ raw }) => raw > 0n);
    expect(held.length).toBeGreaterThan(1);
    const expected = held.map(({ token, raw }) => {
      const balance = Number(formatUnits(raw, token.decimals));
      const priceUsd = devnetPriceAt(token.address, NOW) as number;
      return {
        name: token.name,
        symbol: token.symbol,
        address: token.address.toLowerCase(),
        balance,
        priceUsd,
        valueUsd: balance * priceUsd,
      };
    });
    expect(portfolio.tokens).toEqual(expect.arrayContaining(expected));
    expect(portfolio.tokens).toHaveLength(expected.length);
    const values = portfolio.tokens.map((token) => token.valueUsd as number);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(portfolio.totalValueUsd).toBeCloseTo(
      values.reduce((sum, value) => sum + value, portfolio.nativeToken.valueUsd as number),
      6,
    );
  });

  it('drops a token the wallet received and gave away again, and shows an empty wallet with no tokens', async () => {
    const client = anvil();
    const owner = privateKeyToAccount(generatePrivateKey());
    await client.setBalance({ address: owner.address, value: parseEther('10') });
    const dai = tokenBySymbol('DAI');
    const link = tokenBySymbol('LINK');
    await client.impersonateAccount({ address: devnet.whales[1] });
    for (const token of [dai, link]) {
      await client.writeContract({
        account: devnet.whales[1],
        chain: foundry,
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [owner.address, 5n * 10n ** 18n],
      });
    }
    await client.writeContract({
      account: owner,
      chain: foundry,
      address: dai.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [devnet.whales[1], 5n * 10n ** 18n],
    });
    await client.mine({ blocks: 1 });

    const portfolio = (await portfolioOf(t, owner.address)).json<Portfolio>();
    expect(portfolio.tokens.map((token) => token.symbol)).toEqual(['LINK']);
    expect(portfolio.tokens[0].balance).toBe(5);

    const empty = (await portfolioOf(t, privateKeyToAccount(generatePrivateKey()).address)).json<Portfolio>();
    expect(empty.tokens).toEqual([]);
    expect(empty.nativeToken).toEqual({ name: 'Ether', symbol: 'ETH', balance: 0, priceUsd: ETH_PRICE, valueUsd: 0 });
    expect(empty.totalValueUsd).toBe(0);
  });

  it('answers null (not 0) for unknown prices, sorts those tokens last, and totals only the known values', async () => {
    const daiOnly: PriceSource = atCurrentPrices({
      tokenPrices: async () => new Map([[tokenBySymbol('DAI').address.toLowerCase() as Address, 1]]),
      ethPrice: async () => null,
    });
    const other = await appWithPrices(daiOnly);
    try {
      const session = await signUp(other.app, mailbox);
      const portfolio = (await portfolioOf(other, devnet.whales[0], session)).json<Portfolio>();
      expect(portfolio.nativeToken.priceUsd).toBeNull();
      expect(portfolio.nativeToken.valueUsd).toBeNull();
      expect(portfolio.tokens[0]).toMatchObject({ symbol: 'DAI', priceUsd: 1 });
      for (const token of portfolio.tokens.slice(1)) expect(token).toMatchObject({ priceUsd: null, valueUsd: null });
      const unknownSymbols = portfolio.tokens.slice(1).map((token) => token.symbol);
      expect([...unknownSymbols].sort((a, b) => a.localeCompare(b))).toEqual(unknownSymbols);
      expect(portfolio.totalValueUsd).toBe(portfolio.tokens[0].valueUsd);
    } finally {
      await other.close();
    }
  });

  it('still answers, unpriced, when the price source fails', async () => {
    const failing: PriceSource = atCurrentPrices({
      tokenPrices: async () => {
        throw new Error('prices down');
      },
      ethPrice: async () => {
        throw new Error('prices down');
      },
    });
    const other = await appWithPrices(failing);
    try {
      const session = await signUp(other.app, mailbox);
      const response = await portfolioOf(other, devnet.whales[0], session);
      expect(response.statusCode).toBe(200);
      const portfolio = response.json<Portfolio>();
      expect(portfolio.tokens.length).toBeGreaterThan(0);
      expect([portfolio.nativeToken, ...portfolio.tokens].every((token) => token.priceUsd === null && token.valueUsd === null)).toBe(true);
      expect(portfolio.totalValueUsd).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("answers 502 with what failed when the chain can't be read", async () => {
    const offline = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
    try {
      const session = await signUp(offline.app, mailbox);
      const response = await portfolioOf(offline, devnet.whales[0], session);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: PORTFOLIO_UNAVAILABLE, code: 'chain_unavailable' });
    } finally {
      await offline.close();
    }
  });

  it("refuses a malformed address with 'Please enter a valid wallet address', and a caller without a token", async () => {
    const bad = await portfolioOf(t, '0x1234');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'address: Please enter a valid wallet address', code: 'invalid_request' });
    expect((await portfolioOf(t, devnet.whales[0], null)).statusCode).toBe(401);
  });
});
