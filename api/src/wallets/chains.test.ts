// The wallet routes on two chains (issue 35): `?chain=` (slug or id) picks the chain, each answer is
// read from that chain's own source and says which chain it is on, the first chain is the default, an
// unknown chain is refused with the enabled ones listed, a protected wallet is protected on every chain,
// and a wallet's 30-day record is kept per chain: each chain's holder lists show its record there.
import type { WalletActivityPage, WalletProfile, WalletValueHistory } from '@whalewatch/contracts';
import { parseEther } from 'viem';
import type { Address, ChainSource, WalletMove } from '../chain/chain-source';
import { stealthWallets } from '../db/schema';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { expectAnswer } from '../testing/contract-answer';
import { atCurrentPrices } from '../testing/current-prices';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { SCRIPTED_HOLDER, SCRIPTED_TOKEN, scriptedChain } from '../testing/scripted-chain';
import { createTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(120_000);

const DAY = 86_400;
/** The api's clock. */
const NOW = 1_780_000_000;
const WALLET = SCRIPTED_HOLDER;
const ETHEREUM = { id: 31337, slug: 'ethereum', name: 'Ethereum' };
const BASE = { id: 31338, slug: 'base', name: 'Base' };
const party = (digit: string): Address => `0x${digit.repeat(40)}`;
const [ALICE_ON_ETH, BOB_ON_ETH, CAROL_ON_BASE, DAVE_ON_BASE] = [party('a'), party('b'), party('c'), party('d')];

/** An ether move of the wallet's, `daysAgo` before NOW: in from, or out to, `other`. */
function move(index: number, daysAgo: number, direction: 'in' | 'out', other: Address, ether: string): WalletMove {
  return {
    hash: `0x${String(index).repeat(64)}`,
    blockNumber: BigInt(10 + index),
    logIndex: 0,
    at: NOW - daysAgo * DAY,
    asset: 'eth',
    from: direction === 'in' ? other : WALLET,
    to: direction === 'in' ? WALLET : other,
    value: parseEther(ether),
  };
}

// Ethereum: 2 ETH in, 1 out (one closed position); 1 ETH held. Base: 3 ETH in, 1 out twice (two closed
// positions); 1 ETH held, but its node says 3 (what the value chart's last point is priced from).
const ON_ETHEREUM = [move(1, 5, 'in', ALICE_ON_ETH, '2'), move(2, 2, 'out', BOB_ON_ETH, '1')];
const ON_BASE = [move(3, 4, 'in', CAROL_ON_BASE, '3'), move(4, 3, 'out', CAROL_ON_BASE, '1'), move(5, 1, 'out', DAVE_ON_BASE, '1')];

function sourceWith(moves: WalletMove[], etherHeld: string): ChainSource & { historiesRead: number } {
  const source = Object.assign(scriptedChain(), { historiesRead: 0 });
  source.walletHistory = async () => {
    source.historiesRead += 1;
    return { moves, complete: true };
  };
  source.nativeBalance = async () => parseEther(etherHeld);
  return source;
}

let mailbox: Mailbox;
let t: TestApp;
let alice: SessionBody;
let bob: SessionBody;
const ethereum = sourceWith(ON_ETHEREUM, '1');
const base = sourceWith(ON_BASE, '3');

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp(
    {
      SMTP_URL: mailbox.smtpUrl,
      AUTH_JWT_SECRET: TEST_JWT_SECRET,
      API_DOCS: 'off',
      CHAINS: '31337,31338',
      CHAIN_RPC_URL: 'http://127.0.0.1:9',
      CHAIN_RPC_URL_31338: 'http://127.0.0.1:9',
    },
    {
      chains: new Map([
        [ETHEREUM.id, ethereum],
        [BASE.id, base],
      ]),
      // Ether at $2,000 whenever: no profit or loss, so the figures that differ are the chains' own.
      prices: atCurrentPrices({ ethPrice: async () => 2000, tokenPrices: async () => new Map() }),
      now: () => NOW,
    },
  );
  [alice, bob] = [await signUp(t.app, mailbox), await signUp(t.app, mailbox)];
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const get = (url: string, session: SessionBody = alice) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${session.session.access_token}` } });

describe('the wallet routes on two chains', () => {
  it('answers the profile from the chain asked for (by slug or id), and from the first chain when none is named', async () => {
    const onBase = await get(`/wallets/${WALLET}/profile?window=all&chain=base`);
    expectAnswer('GET /wallets/:address/profile', onBase, 200);
    const profile = onBase.json<WalletProfile>();
    expect(profile.chain).toEqual(BASE);
    expect(profile.history).toMatchObject({ transfers: 3, firstAt: NOW - 4 * DAY, lastAt: NOW - DAY });
    expect(profile.pnl).toMatchObject({ closedPositions: 2, realizedUsd: 0 });
    expect(profile.counterparties.map((counterparty) => counterparty.address)).toEqual([CAROL_ON_BASE, DAVE_ON_BASE]);

    expect((await get(`/wallets/${WALLET}/profile?window=all&chain=31338`)).json<WalletProfile>()).toEqual(profile);

    const first = (await get(`/wallets/${WALLET}/profile?window=all`)).json<WalletProfile>();
    expect(first.chain).toEqual(ETHEREUM);
    expect(first.history).toMatchObject({ transfers: 2, firstAt: NOW - 5 * DAY, lastAt: NOW - 2 * DAY });
    expect(first.pnl.closedPositions).toBe(1);
    expect(first.counterparties.map((counterparty) => counterparty.address).sort()).toEqual([ALICE_ON_ETH, BOB_ON_ETH]);
    expect((await get(`/wallets/${WALLET}/profile?window=all&chain=ethereum`)).json<WalletProfile>()).toEqual(first);
  });

  it('answers the value over time and the activity from the chain asked for', async () => {
    const value = await get(`/wallets/${WALLET}/value?range=30d&chain=base`);
    expectAnswer('GET /wallets/:address/value', value, 200);
    const history = value.json<WalletValueHistory>();
    expect(history.chain).toEqual(BASE);
    // Today's point: Base's node says 3 ETH, at $2,000.
    expect(history.points[history.points.length - 1].totalUsd).toBe(6000);
    const onEthereum = (await get(`/wallets/${WALLET}/value?range=30d`)).json<WalletValueHistory>();
    expect(onEthereum.chain).toEqual(ETHEREUM);
    expect(onEthereum.points[onEthereum.points.length - 1].totalUsd).toBe(2000);

    const activity = await get(`/wallets/${WALLET}/activity?chain=base&direction=out`);
    expectAnswer('GET /wallets/:address/activity', activity, 200);
    const page = activity.json<WalletActivityPage>();
    expect(page.chain).toEqual(BASE);
    expect(page.items.map((item) => item.hash)).toEqual([ON_BASE[2].hash, ON_BASE[1].hash]);
    const first = (await get(`/wallets/${WALLET}/activity`)).json<WalletActivityPage>();
    expect(first.chain).toEqual(ETHEREUM);
    expect(first.items.map((item) => item.hash).sort()).toEqual(ON_ETHEREUM.map((each) => each.hash).sort());
  });

  it.each([
    ['GET /wallets/:address/profile', 'profile'],
    ['GET /wallets/:address/value', 'value'],
    ['GET /wallets/:address/activity', 'activity'],
  ] as const)('%s answers 400 unknown_chain for a chain that is not enabled, listing the enabled ones', async (key, part) => {
    const read = ethereum.historiesRead + base.historiesRead;
    const response = await get(`/wallets/${WALLET}/${part}?chain=arbitrum`);
    expectAnswer(key, response, 400, 'unknown_chain');
    expect(response.json()).toEqual({
      error: 'Unknown chain "arbitrum". Enabled chains: ethereum (Ethereum, 31337), base (Base, 31338)',
      code: 'unknown_chain',
    });
    expect(ethereum.historiesRead + base.historiesRead).toBe(read);
  });

  it.each(['profile', 'value', 'activity'])("protects a stealth-listed wallet's %s on every chain", async (part) => {
    await t.database.db.insert(stealthWallets).values({ walletAddress: WALLET, userId: bob.user.id });
    try {
      for (const chain of ['ethereum', 'base']) {
        const refused = await get(`/wallets/${WALLET}/${part}?chain=${chain}`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: 'This wallet is protected', code: 'wallet_protected' });
        expect((await get(`/wallets/${WALLET}/${part}?chain=${chain}`, bob)).statusCode).toBe(200);
      }
    } finally {
      await t.database.db.delete(stealthWallets);
    }
  });

  it("keeps the wallet's 30-day record per chain: each chain's holder list shows the record on that chain", async () => {
    for (const chain of ['ethereum', 'base'])
      expect((await get(`/wallets/${WALLET}/profile?window=30d&chain=${chain}`)).statusCode).toBe(200);
    type Holders = { holders: { address: string; record?: { closedPositions: number } | null }[] };
    const holderRecord = async (chain: string) =>
      (await get(`/analyzer/holders/${SCRIPTED_TOKEN}?chain=${chain}`)).json<Holders>().holders.find((holder) => holder.address === WALLET)
        ?.record;

    expect(await holderRecord('base')).toEqual({ realizedUsd: 0, winRate: 0, closedPositions: 2 });
    expect(await holderRecord('ethereum')).toEqual({ realizedUsd: 0, winRate: 0, closedPositions: 1 });
  });
});
