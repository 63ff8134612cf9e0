import { parseEther } from 'viem';
import { deriveAccounts } from './accounts';
import { MAX_UINT256, maxFee, type Action } from './actions';
import { fundBlock } from './funding';
import { ETH, Ledger } from './ledger';
import { tokenBySymbol } from './tokens';

const { treasury, whales, retail, spenders } = deriveAccounts('funding-test');
const usdc = tokenBySymbol('USDC').address;

function ledgerWith(ether: bigint, usdcBalance: bigint): Ledger {
  const ledger = new Ledger();
  for (const account of [...whales, ...retail, ...spenders]) {
    ledger.setBalance(ETH, account, ether);
    ledger.setBalance(usdc, account, usdcBalance);
  }
  return ledger;
}

describe('funding a block', () => {
  it('needs nothing when the senders can pay', () => {
    const transfer: Action = { kind: 'token-transfer', token: usdc, from: whales[0], to: retail[0], amount: 5_000_000n };
    const funded = fundBlock([transfer], ledgerWith(parseEther('1'), 10_000_000n), treasury);
    expect(funded).toEqual({ mints: [], ethTopUps: [], actions: [transfer] });
  });

  it('mints tokens and tops up ether for a sender who is short', () => {
    const transfer: Action = { kind: 'token-transfer', token: usdc, from: retail[0], to: retail[1], amount: 5_000_000n };
    const send: Action = { kind: 'eth-transfer', from: retail[2], to: retail[3], value: parseEther('2') };
    const funded = fundBlock([transfer, send], ledgerWith(0n, 1_000_000n), treasury);
    expect(funded.mints).toEqual([{ kind: 'mint', token: usdc, minter: treasury, to: retail[0], amount: 6_500_000n }]);
    expect(funded.ethTopUps.map((topUp) => topUp.account)).toEqual([retail[0], retail[2]]);
    expect(funded.ethTopUps[1].amount).toBeGreaterThanOrEqual(parseEther('2') + maxFee(send));
    expect(funded.actions).toEqual([transfer, send]);
  });

  it('does not spend in a block what arrives in that block', () => {
    const ledger = ledgerWith(parseEther('1'), 0n);
    ledger.setBalance(usdc, whales[0], 10_000_000n);
    const first: Action = { kind: 'token-transfer', token: usdc, from: whales[0], to: retail[0], amount: 10_000_000n };
    const onward: Action = { kind: 'token-transfer', token: usdc, from: retail[0], to: retail[1], amount: 10_000_000n };
    expect(fundBlock([first, onward], ledger, treasury).mints.map((mint) => mint.to)).toEqual([retail[0]]);
    // One block later the received tokens are there to spend.
    expect(fundBlock([{ ...onward, amount: 1_000_000n }], ledger, treasury).mints).toEqual([]);
  });

  it('turns a transferFrom without allowance into an unlimited approval by the owner', () => {
    const pull: Action = { kind: 'transfer-from', token: usdc, spender: spenders[0], from: whales[0], to: retail[0], amount: 1_000_000n };
    const funded = fundBlock([pull], ledgerWith(parseEther('1'), 10_000_000n), treasury);
    expect(funded.actions).toEqual([{ kind: 'approval', token: usdc, owner: whales[0], spender: spenders[0], amount: MAX_UINT256 }]);
  });

  it('changes an allowance at most once per block', () => {
    const ledger = ledgerWith(parseEther('1'), 10_000_000n);
    ledger.setAllowance({ token: usdc, owner: whales[0], spender: spenders[0] }, MAX_UINT256);
    const pull: Action = { kind: 'transfer-from', token: usdc, spender: spenders[0], from: whales[0], to: retail[0], amount: 1_000_000n };
    const revoke: Action = { kind: 'approval', token: usdc, owner: whales[0], spender: spenders[0], amount: 0n };
    expect(fundBlock([pull, revoke], ledger, treasury).actions).toEqual([pull]);
  });
});
