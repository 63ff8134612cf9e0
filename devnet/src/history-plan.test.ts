import { deriveAccounts } from './accounts';
import { DEFAULT_HISTORY, DEFAULT_SEED } from './devnet';
import { planHistory } from './history-plan';
import { tokenBySymbol } from './tokens';

describe('the default history', () => {
  it('gives one token (USDC) at least 10,000 transfers, so a holder scan has real work', () => {
    const usdc = tokenBySymbol('USDC').address.toLowerCase();

    const plan = planHistory(DEFAULT_SEED, deriveAccounts(DEFAULT_SEED), DEFAULT_HISTORY);

    const usdcTransfers = plan.blocks
      .flat()
      .filter((action) => (action.kind === 'token-transfer' || action.kind === 'transfer-from') && action.token.toLowerCase() === usdc);
    expect(plan.transfers).toBeGreaterThanOrEqual(DEFAULT_HISTORY);
    expect(usdcTransfers.length).toBeGreaterThanOrEqual(10_000);
  });
});
