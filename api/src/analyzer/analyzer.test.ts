// The analyzer's routes on a devnet: the top holders of a token by net inflow over its transfers, checked
// against the token contract's own balanceOf (the devnet's tokens start from mints, so over all their
// transfers a holder's net inflow is its balance), and the tokens a holder's wallet lists.
import { startDevnet, tokenBySymbol, type Devnet } from '@whalewatch/devnet';
import { createPublicClient, erc20Abi, formatUnits, http, type Address } from 'viem';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { holderIndexes } from '../db/schema';
import { INVALID_TOKEN_ADDRESS } from './routes';
import { HOLDERS_UNAVAILABLE, TOKEN_UNAVAILABLE, TOKENS_UNAVAILABLE } from './service';

let devnet: Devnet;
let mailbox: Mailbox;
let t: TestApp;
let user: SessionBody;

beforeAll(async () => {
  [devnet, mailbox] = await Promise.all([
    startDevnet({ port: 0, history: 600, blockTimeSeconds: 3600, simulate: false, seed: 'analyzer-test' }),
    startMailbox(),
  ]);
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, CHAIN_RPC_URL: devnet.rpcUrl });
  user = await signUp(t.app, mailbox);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([devnet?.stop(), mailbox?.close()]);
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const get = (url: string, session: SessionBody | null = user) => t.app.inject({ method: 'GET', url, headers: session ? as(session) : {} });

type Holders = {
  token: { address: string; name: string; symbol: string; decimals: number };
  holders: { address: Address; balance: string; actualBalance: number; tokenInfo: object }[];
  transfersRead: number;
  complete: boolean;
};

describe('GET /analyzer/holders/:token', () => {
  it.each(['DAI', 'USDC'])('lists the 3 largest net inflows of %s, equal to their balances on chain, decimal-adjusted', async (symbol) => {
    const token = tokenBySymbol(symbol);
    const response = await get(`/analyzer/holders/${token.address}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<Holders>();

    expect(answer.complete).toBe(true);
    expect(answer.transfersRead).toBeGreaterThan(0);
    expect(answer.token).toEqual({ address: token.address.toLowerCase(), name: token.name, symbol, decimals: token.decimals });
    expect(answer.holders).toHaveLength(3);
    const chain = createPublicClient({ transport: http(devnet.rpcUrl) });
    for (const holder of answer.holders) {
      const onChain = await chain.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder.address],
      });
      expect(holder.balance).toBe(onChain.toString());
      expect(holder.actualBalance).toBe(Number(formatUnits(onChain, token.decimals)));
      expect(holder.tokenInfo).toEqual({ name: token.name, symbol, decimals: token.decimals });
    }
    const balances = answer.holders.map((holder) => BigInt(holder.balance));
    expect([...balances].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(balances);
    expect(balances.every((balance) => balance > 0n)).toBe(true);
  });

  it('keeps the token in its transfer index after the answer, and answers the same from it next time', async () => {
    const token = tokenBySymbol('LINK');
    const first = (await get(`/analyzer/holders/${token.address}`)).json<Holders>();
    const indexed = async () => (await t.database.db.select().from(holderIndexes)).some((row) => row.token === token.address.toLowerCase());
    for (let waited = 0; !(await indexed()); waited += 20) {
      if (waited > 5_000) throw new Error('the first analysis was not saved to the index');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const second = (await get(`/analyzer/holders/${token.address}`)).json<Holders>();

    expect(second).toEqual(first);
    // Nobody was indexed for an address that is no token.
    await get('/analyzer/holders/0x00000000000000000000000000000000000fffff');
    expect((await t.database.db.select().from(holderIndexes)).map((row) => row.token)).not.toContain(
      '0x00000000000000000000000000000000000fffff',
    );
  });

  it('takes ?limit, and answers a token nobody describes with the defaults and no holders', async () => {
    const five = (await get(`/analyzer/holders/${tokenBySymbol('DAI').address}?limit=5`)).json<Holders>();
    expect(five.holders).toHaveLength(5);

    const nobody = '0x00000000000000000000000000000000000fffff';
    const response = await get(`/analyzer/holders/${nobody}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: { address: nobody, name: 'Unknown', symbol: 'Unknown', decimals: 18 },
      holders: [],
      transfersRead: 0,
      complete: true,
    });
  });

  it('refuses a malformed address, a bad limit, and a caller who is not signed in', async () => {
    const malformed = await get('/analyzer/holders/0x123');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: `token: ${INVALID_TOKEN_ADDRESS}`, code: 'invalid_request' });
    expect((await get(`/analyzer/holders/${tokenBySymbol('DAI').address}?limit=0`)).statusCode).toBe(400);
    expect((await get(`/analyzer/holders/${tokenBySymbol('DAI').address}`, null)).statusCode).toBe(401);
  });
});

describe('GET /analyzer/tokens/:wallet', () => {
  it("lists the tokens a holder's wallet holds or held, with name, symbol, contract and decimals", async () => {
    const dai = tokenBySymbol('DAI');
    const [top] = (await get(`/analyzer/holders/${dai.address}`)).json<Holders>().holders;
    const response = await get(`/analyzer/tokens/${top.address}`);
    expect(response.statusCode).toBe(200);
    const { tokens } = response.json<{ tokens: { name: string; symbol: string; contract: string; decimals: number }[] }>();
    expect(tokens).toContainEqual({ name: dai.name, symbol: 'DAI', contract: dai.address.toLowerCase(), decimals: dai.decimals });
  });

  it('answers an empty list for a wallet that never held a token', async () => {
    const response = await get('/analyzer/tokens/0x00000000000000000000000000000000000eeeee');
    expect(response.json()).toEqual({ tokens: [] });
  });
});

describe('GET /analyzer/token/:token', () => {
  it.each(['LINK', 'USDC'])("answers %s's name, symbol and decimals from its contract", async (symbol) => {
    const token = tokenBySymbol(symbol);
    const response = await get(`/analyzer/token/${token.address}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: token.address.toLowerCase(), name: token.name, symbol, decimals: token.decimals });
  });

  it("answers the spec's defaults (Unknown, 18 decimals) for an address that is no token", async () => {
    const response = await get(`/analyzer/token/${devnet.whales[0]}`);
    expect(response.json()).toEqual({ address: devnet.whales[0].toLowerCase(), name: 'Unknown', symbol: 'Unknown', decimals: 18 });
  });

  it("refuses a malformed address with 'Please enter a valid token address'", async () => {
    const response = await get('/analyzer/token/0x1234');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `token: ${INVALID_TOKEN_ADDRESS}`, code: 'invalid_request' });
  });
});

describe('when the chain cannot be read', () => {
  it('answers 502 with what failed', async () => {
    const offline = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
    try {
      const session = await signUp(offline.app, mailbox);
      const holders = await offline.app.inject({
        method: 'GET',
        url: `/analyzer/holders/${tokenBySymbol('DAI').address}`,
        headers: as(session),
      });
      expect(holders.statusCode).toBe(502);
      expect(holders.json()).toEqual({ error: HOLDERS_UNAVAILABLE, code: 'chain_unavailable' });
      const tokens = await offline.app.inject({ method: 'GET', url: `/analyzer/tokens/${devnet.whales[0]}`, headers: as(session) });
      expect(tokens.statusCode).toBe(502);
      expect(tokens.json()).toEqual({ error: TOKENS_UNAVAILABLE, code: 'chain_unavailable' });
      const token = await offline.app.inject({
        method: 'GET',
        url: `/analyzer/token/${tokenBySymbol('DAI').address}`,
        headers: as(session),
      });
      expect(token.statusCode).toBe(502);
      expect(token.json()).toEqual({ error: TOKEN_UNAVAILABLE, code: 'chain_unavailable' });
    } finally {
      await offline.close();
    }
  });
});
