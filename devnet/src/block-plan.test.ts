import { createHash } from 'node:crypto';
import { parseEther } from 'viem';
import { deriveAccounts } from './accounts';
import { MAX_UINT256, sender, type Action, type Swap } from './actions';
import { SWAP_FEE, usdOf } from './amounts';
import { MAX_ACTIONS_PER_BLOCK, MIN_ACTIONS_PER_BLOCK, planBlockActivity } from './block-plan';
import { DEVNET_BRIDGES } from './bridge';
import { DEVNET_L1, DEVNET_L2, type DevnetChainProfile } from './chains';
import { DEVNET_ROUTER_ADDRESS, EXCHANGE_ADDRESSES, PERMIT2_ADDRESS, UNIVERSAL_ROUTER_ADDRESS } from './counterparties';
import { planHistory } from './history-plan';
import { devnetPriceAt, PRICE_PATH_ANCHOR } from './price-path';
import { DEVNET_L2_TOKENS, DEVNET_TOKENS, ETH, tokenByAddress, type Address, type Asset } from './tokens';

const accounts = deriveAccounts('plan-test');
const DAY = 86_400;
/** Block 0's time; each block after it is due 2 s later, as the devnet mines by default. */
const START = Date.parse('2026-11-29T00:00:00Z') / 1000;
const timeOf = (blockNumber: bigint) => START + Number(blockNumber) * 2;
/** When each planned action's block is due, to value it at the prices then. */
const plannedAt = new Map<Action, number>();
const planBlocks = (seed: string, from: bigint, count: number, chain: DevnetChainProfile = DEVNET_L1) =>
  Array.from({ length: count }, (_, index) => {
    const blockNumber = from + BigInt(index);
    const actions = planBlockActivity(seed, accounts, blockNumber, timeOf(blockNumber), chain);
    for (const action of actions) plannedAt.set(action, timeOf(blockNumber));
    return actions;
  });

function atOf(action: Action): number {
  const at = plannedAt.get(action);
  if (at === undefined) throw new Error('an action planned outside planBlocks');
  return at;
}

/** Dollars of `amount` of `asset` at the devnet's price at `at`, worked out from the price path alone. */
function dollarsAt(asset: Asset, amount: bigint, at: number): number {
  const price = devnetPriceAt(asset, at);
  if (price === null) throw new Error(`no devnet price for ${asset}`);
  return (Number(amount) / 10 ** (asset === ETH ? 18 : tokenByAddress(asset).decimals)) * price;
}

/** The wallets an action moves value of or for (what a monitor of those wallets would report). */
function walletsOf(action: Action): Address[] {
  switch (action.kind) {
    case 'eth-transfer':
    case 'token-transfer':
    case 'transfer-from':
      return [action.from, action.to];
    case 'approval':
      return [action.owner];
    case 'swap':
      return [action.trader];
    case 'mint':
      return [action.to];
  }
}

const isWhale = (address: Address) => accounts.whales.includes(address);
const BLOCKS_PER_HOUR = 1_800;
const tenHours = planBlocks('plan-test', 1n, 10 * BLOCKS_PER_HOUR);
const whaleActions = tenHours.flat().filter((action) => walletsOf(action).some(isWhale));

describe('the simulator plan', () => {
  it('is the same for the same seed and block numbers', () => {
    expect(planBlocks('plan-test', 100n, 50)).toEqual(planBlocks('plan-test', 100n, 50));
  });

  it('differs for another seed', () => {
    expect(planBlocks('another seed', 100n, 50)).not.toEqual(planBlocks('plan-test', 100n, 50));
  });

  it('plans 3 to 15 actions per block, each from a different sender', () => {
    for (const actions of planBlocks('plan-test', 1n, 200)) {
      expect(actions.length).toBeGreaterThanOrEqual(MIN_ACTIONS_PER_BLOCK);
      expect(actions.length).toBeLessThanOrEqual(MAX_ACTIONS_PER_BLOCK);
      expect(new Set(actions.map(sender)).size).toBe(actions.length);
    }
  });

  it('mixes ETH transfers, token transfers, approvals (unlimited and revokes too), transferFroms and swaps', () => {
    const actions = planBlocks('plan-test', 1n, 200).flat();
    const kinds = new Set(actions.map((action) => action.kind));
    expect(kinds).toEqual(new Set(['eth-transfer', 'token-transfer', 'approval', 'transfer-from', 'swap']));
    const approvals = actions.flatMap((action) => (action.kind === 'approval' ? [action.amount] : []));
    expect(approvals).toContain(MAX_UINT256);
    expect(approvals).toContain(0n);
  });

  it('keeps about 9 actions a block, as before whales moved less', () => {
    const actions = tenHours.flat();
    expect(actions.length / tenHours.length).toBeGreaterThan(8);
    expect(actions.length / tenHours.length).toBeLessThan(10);
  });

  it('gives a user tracking 6 whales a readable number of moves an hour (tens, not thousands)', () => {
    const tracked = accounts.whales.slice(0, 6);
    for (let hour = 0; hour < 10; hour++) {
      const moves = tenHours
        .slice(hour * BLOCKS_PER_HOUR, (hour + 1) * BLOCKS_PER_HOUR)
        .flat()
        .filter((action) => walletsOf(action).some((wallet) => tracked.includes(wallet)));
      expect(moves.length).toBeGreaterThanOrEqual(20);
      expect(moves.length).toBeLessThanOrEqual(90);
    }
  });

  it("moves whale-sized amounts in a whale's transfers and swaps", () => {
    for (const action of whaleActions) {
      if (action.kind === 'eth-transfer') expect(usdOf(ETH, action.value, atOf(action))).toBeGreaterThan(240_000);
      if (action.kind === 'token-transfer' || action.kind === 'transfer-from')
        expect(usdOf(action.token, action.amount, atOf(action))).toBeGreaterThan(240_000);
      if (action.kind === 'swap') expect(usdOf(action.tokenIn, action.amountIn, atOf(action))).toBeGreaterThan(240_000);
    }
  });

  it('gives whales ether transfers, token transfers in and out, approvals (unlimited and revokes), transferFroms and swaps', () => {
    const whaleIs = (role: 'from' | 'to') => (action: Action) => 'from' in action && 'to' in action && isWhale(action[role]);
    expect(whaleActions.filter((action) => action.kind === 'eth-transfer' && whaleIs('from')(action)).length).toBeGreaterThan(0);
    expect(whaleActions.filter((action) => action.kind === 'eth-transfer' && whaleIs('to')(action)).length).toBeGreaterThan(0);
    expect(whaleActions.filter((action) => action.kind === 'token-transfer' && whaleIs('from')(action)).length).toBeGreaterThan(0);
    expect(whaleActions.filter((action) => action.kind === 'token-transfer' && whaleIs('to')(action)).length).toBeGreaterThan(0);
    expect(whaleActions.filter((action) => action.kind === 'transfer-from').length).toBeGreaterThan(0);
    const approvals = whaleActions.flatMap((action) => (action.kind === 'approval' ? [action.amount] : []));
    expect(approvals).toContain(MAX_UINT256);
    expect(approvals).toContain(0n);
    expect(whaleActions.filter((action) => action.kind === 'swap').length).toBeGreaterThan(0);
  });

  it('sends whales to and from both exchanges, in ether and in tokens', () => {
    for (const exchange of EXCHANGE_ADDRESSES) {
      for (const kind of ['eth-transfer', 'token-transfer'] as const) {
        const moves = whaleActions.filter((action) => action.kind === kind);
        expect(moves.some((action) => action.kind === kind && action.to === exchange && isWhale(action.from))).toBe(true);
        expect(moves.some((action) => action.kind === kind && action.from === exchange && isWhale(action.to))).toBe(true);
      }
    }
  });

  it("swaps through both router addresses, ether and tokens both ways, at the prices at the block's time less the fee", () => {
    const swaps = whaleActions.flatMap((action) => (action.kind === 'swap' ? [action] : []));
    expect(new Set(swaps.map((swap) => swap.router))).toEqual(new Set([DEVNET_ROUTER_ADDRESS, UNIVERSAL_ROUTER_ADDRESS]));
    expect(swaps.some((swap) => swap.tokenIn === ETH)).toBe(true);
    expect(swaps.some((swap) => swap.tokenOut === ETH)).toBe(true);
    expect(swaps.some((swap) => swap.tokenIn !== ETH && swap.tokenOut !== ETH)).toBe(true);
    for (const swap of swaps) {
      expect(swap.tokenIn).not.toBe(swap.tokenOut);
      expect(dollarsAt(swap.tokenOut, swap.amountOut, atOf(swap)) / dollarsAt(swap.tokenIn, swap.amountIn, atOf(swap))).toBeCloseTo(
        1 - SWAP_FEE,
        4,
      );
    }
  });

  it("sizes and quotes a block's moves at the prices at the block's time", () => {
    const isEtherSwap = (action: Action): action is Swap => action.kind === 'swap' && action.tokenIn === ETH;
    // tenHours starts at block 1.
    const blockNumber = BigInt(tenHours.findIndex((actions) => actions.some(isEtherSwap)) + 1);
    expect(blockNumber).toBeGreaterThan(0n);
    const early = PRICE_PATH_ANCHOR;
    const later = PRICE_PATH_ANCHOR + 90 * DAY;
    const etherThen = dollarsAt(ETH, 10n ** 18n, later) / dollarsAt(ETH, 10n ** 18n, early);
    expect(Math.abs(etherThen - 1)).toBeGreaterThan(0.05);

    const [before, after] = [early, later].map((at) => planBlockActivity('plan-test', accounts, blockNumber, at));

    // The same moves by the same accounts, in other amounts: the same dollars at other prices.
    expect(after.map((action) => [action.kind, sender(action)])).toEqual(before.map((action) => [action.kind, sender(action)]));
    const [swapBefore, swapAfter] = [before, after].map((actions) => actions.find(isEtherSwap));
    if (!swapBefore || !swapAfter) throw new Error('the block has no ether swap');
    expect(Number(swapBefore.amountIn) / Number(swapAfter.amountIn)).toBeCloseTo(etherThen, 2);
    for (const [swap, at] of [
      [swapBefore, early],
      [swapAfter, later],
    ] as const) {
      expect(dollarsAt(swap.tokenOut, swap.amountOut, at) / dollarsAt(ETH, swap.amountIn, at)).toBeCloseTo(1 - SWAP_FEE, 4);
    }
  });

  it('has whales approve Permit2 (unlimited) and revoke it', () => {
    const permit2 = whaleActions.flatMap((action) =>
      action.kind === 'approval' && action.spender === PERMIT2_ADDRESS ? [action.amount] : [],
    );
    expect(permit2).toContain(MAX_UINT256);
    expect(permit2).toContain(0n);
    expect(new Set(permit2)).toEqual(new Set([MAX_UINT256, 0n]));
  });
});

describe('the seeded history plan', () => {
  const SPAN = { days: 365, end: START };

  it('is the same for the same seed', () => {
    expect(planHistory('plan-test', accounts, 500, SPAN)).toEqual(planHistory('plan-test', accounts, 500, SPAN));
  });

  it('plans at least the requested transfers, most of them USDC and some of every token', () => {
    const plan = planHistory('plan-test', accounts, 2_000, SPAN);
    const transfers = plan.blocks
      .flatMap((block) => block.actions)
      .flatMap((action) => (action.kind === 'token-transfer' || action.kind === 'transfer-from' ? [action.token] : []));
    expect(transfers.length).toBeGreaterThanOrEqual(2_000);
    const usdc = DEVNET_TOKENS.find((token) => token.symbol === 'USDC')?.address;
    const perToken = DEVNET_TOKENS.map((token) => transfers.filter((address) => address === token.address).length);
    expect(Math.max(...perToken)).toBe(transfers.filter((address) => address === usdc).length);
    expect(Math.min(...perToken)).toBeGreaterThan(0);
    expect(plan.blocks.length).toBeGreaterThanOrEqual(50);
  });
});

/** The L1 as it was before the L2 and its bridge: the same plans but for the bridge deposits. */
const L1_WITHOUT_BRIDGE: DevnetChainProfile = { ...DEVNET_L1, bridge: null };
const isBridgeDeposit = (action: Action) => action.kind === 'eth-transfer' && action.to === DEVNET_BRIDGES.l1;
/** What a plan is, byte for byte. */
const digest = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)))
    .digest('hex');

describe('the plans of the two chains', () => {
  it('keeps the L1 plans the devnet made before it had an L2 (digests taken then), but for the bridge deposits', () => {
    const whalewatch = deriveAccounts('whalewatch');
    const blocks = (chain: DevnetChainProfile) =>
      Array.from({ length: 3_000 }, (_, index) =>
        planBlockActivity('whalewatch', whalewatch, BigInt(index + 1), START + (index + 1) * 2, chain),
      );
    expect(digest(blocks(L1_WITHOUT_BRIDGE))).toBe('f781bcfc65711e81bce9caf9dd44868c1002b9f42e3f181744f2601fca8bdaf7');
    expect(digest(planHistory('whalewatch', whalewatch, 2_000, { days: 365, end: START }))).toBe(
      '89e513a1a4833244f8de7ae6df296f296f4f712ae940d9db025944b44ea6217b',
    );
    // With them: what it is today, so a change shows.
    expect(digest(blocks(DEVNET_L1))).toBe('7600ef697d512454be3ffb87e0b4a5d05973af072041da83bec686b550063863');
  });

  it("has a few of the L1's whale moves (about one in 25) deposit 80–480 ETH into the bridge instead, the rest of their blocks unchanged", () => {
    const without = planBlocks('plan-test', 1n, tenHours.length, L1_WITHOUT_BRIDGE);
    let bridges = 0;
    tenHours.forEach((actions, index) => {
      expect(actions.length).toBe(without[index].length);
      if (!actions.some(isBridgeDeposit)) {
        expect(digest(actions)).toBe(digest(without[index]));
        return;
      }
      bridges++;
      const deposit = actions.find(isBridgeDeposit);
      if (deposit?.kind !== 'eth-transfer') throw new Error('no deposit');
      expect(isWhale(deposit.from)).toBe(true);
      expect(deposit.value).toBeGreaterThan(parseEther('50'));
      expect(deposit.value).toBeLessThan(parseEther('500'));
      // The deposit stands where the whale's move stood, by the same whale; nothing else moved.
      const position = actions.indexOf(deposit);
      expect(walletsOf(without[index][position])).toContain(deposit.from);
      expect([...actions.slice(0, position), ...actions.slice(position + 1)]).toEqual([
        ...without[index].slice(0, position),
        ...without[index].slice(position + 1),
      ]);
    });
    const whaleMoves = tenHours.filter((actions) => actions.some((action) => isWhale(sender(action)))).length;
    expect(bridges / whaleMoves).toBeGreaterThan(0.02);
    expect(bridges / whaleMoves).toBeLessThan(0.07);
  });

  it('plans other activity on the L2 for the same seed and blocks, among its own tokens and routers, with no bridge deposits', () => {
    const l1 = planBlocks('plan-test', 1n, 2_000);
    const l2 = planBlocks('plan-test', 1n, 2_000, DEVNET_L2);
    expect(l2.filter((actions, index) => digest(actions) === digest(l1[index]))).toEqual([]);
    const actions = l2.flat();
    const l2Tokens = new Set(DEVNET_L2_TOKENS.map((token) => token.address));
    const tokensMoved = actions.flatMap((action) =>
      action.kind === 'swap' ? [action.tokenIn, action.tokenOut].filter((asset) => asset !== ETH) : 'token' in action ? [action.token] : [],
    );
    expect(new Set(tokensMoved)).toEqual(l2Tokens);
    const swaps = actions.flatMap((action) => (action.kind === 'swap' ? [action.router] : []));
    expect(new Set(swaps)).toEqual(new Set(DEVNET_L2.routerAddresses));
    expect(actions.filter(isBridgeDeposit)).toEqual([]);
    // The same accounts: retail noise from the L1's retail accounts, whale moves from its whales.
    expect(actions.filter((action) => accounts.retail.includes(sender(action))).length).toBeGreaterThan(actions.length / 2);
    expect(actions.filter((action) => isWhale(sender(action))).length).toBeGreaterThan(0);
  });

  it('moves whales on the L2 about as often in time as on the L1: half as often per block, at 1 s blocks', () => {
    const withWhaleMoves = (blocks: Action[][]) =>
      blocks.filter((actions) => actions.some((action) => walletsOf(action).some(isWhale))).length;
    const l2PerBlock = withWhaleMoves(planBlocks('plan-test', 1n, tenHours.length / 2, DEVNET_L2)) / (tenHours.length / 2);
    const l1PerBlock = withWhaleMoves(tenHours) / tenHours.length;
    expect(l2PerBlock / l1PerBlock).toBeGreaterThan(0.35);
    expect(l2PerBlock / l1PerBlock).toBeLessThan(0.65);
  });

  it("seeds the L2's history with its own tokens, unlike the L1's", () => {
    const span = { days: 365, end: START };
    const l2 = planHistory('plan-test', accounts, 500, span, DEVNET_L2);
    expect(digest(l2)).not.toBe(digest(planHistory('plan-test', accounts, 500, span)));
    const l2Tokens = DEVNET_L2_TOKENS.map((token) => token.address);
    const tokens = new Set(l2.blocks.flatMap((block) => block.actions.flatMap((action) => ('token' in action ? [action.token] : []))));
    expect(new Set(tokens)).toEqual(new Set(l2Tokens));
    expect(l2.transfers).toBeGreaterThanOrEqual(500);
  });
});
