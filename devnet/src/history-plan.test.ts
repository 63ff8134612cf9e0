import { deriveAccounts } from './accounts';
import type { Action } from './actions';
import { SWAP_FEE } from './amounts';
import { DEFAULT_HISTORY, DEFAULT_HISTORY_DAYS, DEFAULT_SEED } from './devnet';
import { planHistory, type HistoryPlan } from './history-plan';
import { devnetPriceAt } from './price-path';
import { ETH, tokenByAddress, tokenBySymbol, type Asset } from './tokens';

const DAY = 86_400;
const END = Date.parse('2026-11-29T00:00:00Z') / 1000;
const accounts = deriveAccounts(DEFAULT_SEED);
const plan = planHistory(DEFAULT_SEED, accounts, DEFAULT_HISTORY, { days: DEFAULT_HISTORY_DAYS, end: END });

const isTransfer = (action: Action) => action.kind === 'token-transfer' || action.kind === 'transfer-from';

function dollarsAt(asset: Asset, amount: bigint, at: number): number {
  const price = devnetPriceAt(asset, at);
  if (price === null) throw new Error(`no devnet price for ${asset}`);
  return (Number(amount) / 10 ** (asset === ETH ? 18 : tokenByAddress(asset).decimals)) * price;
}

/** Blocks from just after the start, `days` before the end, to the end (or a few seconds past it), in order. */
function expectSpan(history: HistoryPlan, days: number): void {
  expect(history.start).toBe(END - days * DAY);
  const times = history.blocks.map((block) => block.timestamp);
  expect(times[0] - history.start).toBeGreaterThan(0);
  expect(times[0] - history.start).toBeLessThan(60);
  expect(times).toContain(END);
  expect(times[times.length - 1] - END).toBeLessThan(60);
  times.slice(1).forEach((time, index) => expect(time).toBeGreaterThan(times[index]));
}

describe('the default history', () => {
  it('gives one token (USDC) at least 10,000 transfers, so a holder scan has real work', () => {
    const usdc = tokenBySymbol('USDC').address.toLowerCase();

    const usdcTransfers = plan.blocks
      .flatMap((block) => block.actions)
      .filter((action) => (action.kind === 'token-transfer' || action.kind === 'transfer-from') && action.token.toLowerCase() === usdc);
    expect(plan.transfers).toBeGreaterThanOrEqual(DEFAULT_HISTORY);
    expect(usdcTransfers.length).toBeGreaterThanOrEqual(10_000);
  });

  it('spans the 365 days before its end, in evenly spaced blocks up to the end', () => {
    expect(DEFAULT_HISTORY_DAYS).toBe(365);
    expectSpan(plan, 365);
    // After the funding blocks (a slot apart at the start), a block every three days or so.
    const activity = plan.blocks
      .filter((block) => block.actions.some(isTransfer) && block.timestamp <= END)
      .map((block) => block.timestamp);
    const gaps = activity.slice(1).map((time, index) => time - activity[index]);
    expect(activity.length).toBeGreaterThan(100);
    expect(Math.min(...gaps)).toBeGreaterThan(2 * DAY);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });

  it('spans as many days as asked', () => {
    expectSpan(planHistory(DEFAULT_SEED, accounts, 500, { days: 30, end: END }), 30);
  });

  it("quotes each swap at the prices at its block's time, less the fee", () => {
    const swaps = plan.blocks.flatMap((block) =>
      block.actions.flatMap((action) => (action.kind === 'swap' ? [{ swap: action, at: block.timestamp }] : [])),
    );
    expect(new Set(swaps.map(({ at }) => at)).size).toBeGreaterThan(50);
    for (const { swap, at } of swaps) {
      expect(dollarsAt(swap.tokenOut, swap.amountOut, at) / dollarsAt(swap.tokenIn, swap.amountIn, at)).toBeCloseTo(1 - SWAP_FEE, 4);
    }
  });
});
