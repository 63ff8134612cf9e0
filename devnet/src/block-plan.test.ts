import { deriveAccounts } from './accounts';
import { MAX_UINT256, sender } from './actions';
import { MAX_ACTIONS_PER_BLOCK, MIN_ACTIONS_PER_BLOCK, planBlockActivity } from './block-plan';
import { planHistory } from './history-plan';
import { DEVNET_TOKENS } from './tokens';

const accounts = deriveAccounts('plan-test');
const planBlocks = (seed: string, from: bigint, count: number) =>
  Array.from({ length: count }, (_, index) => planBlockActivity(seed, accounts, from + BigInt(index)));

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

  it('mixes ETH transfers, token transfers, approvals (unlimited and revokes too) and transferFroms', () => {
    const actions = planBlocks('plan-test', 1n, 200).flat();
    const kinds = new Set(actions.map((action) => action.kind));
    expect(kinds).toEqual(new Set(['eth-transfer', 'token-transfer', 'approval', 'transfer-from']));
    const approvals = actions.flatMap((action) => (action.kind === 'approval' ? [action.amount] : []));
    expect(approvals).toContain(MAX_UINT256);
    expect(approvals).toContain(0n);
  });
});

describe('the seeded history plan', () => {
  it('is the same for the same seed', () => {
    expect(planHistory('plan-test', accounts, 500)).toEqual(planHistory('plan-test', accounts, 500));
  });

  it('plans at least the requested transfers, most of them USDC and some of every token', () => {
    const plan = planHistory('plan-test', accounts, 2_000);
    const transfers = plan.blocks.flat().flatMap((action) => (action.kind === 'token-transfer' || action.kind === 'transfer-from' ? [action.token] : []));
    expect(transfers.length).toBeGreaterThanOrEqual(2_000);
    const usdc = DEVNET_TOKENS.find((token) => token.symbol === 'USDC')?.address;
    const perToken = DEVNET_TOKENS.map((token) => transfers.filter((address) => address === token.address).length);
    expect(Math.max(...perToken)).toBe(transfers.filter((address) => address === usdc).length);
    expect(Math.min(...perToken)).toBeGreaterThan(0);
    expect(plan.blocks.length).toBeGreaterThanOrEqual(50);
  });
});
