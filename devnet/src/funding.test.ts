import { parseEther } from 'viem';
import { deriveAccounts } from './accounts';
import { MAX_UINT256, maxFee, type Action } from './actions';
import { DEVNET_ROUTER_ADDRESS } from './counterparties';
import { fundBlock } from './funding';
import { Ledger } from './ledger';
import { ETH, tokenBySymbol } from './tokens';

const { treasury, whales, retail, spenders } = deriveAccounts('funding-test');
const usdc = tokenBySymbol('USDC').address;
const dai = tokenBySymbol('DAI').address;
const router = DEVNET_ROUTER_ADDRESS;

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

  it("turns a token swap without the router's allowance into an unlimited approval of the router", () => {
    const swap: Action = {
      kind: 'swap',
      router,
      trader: whales[0],
      tokenIn: usdc,
      amountIn: 1_000_000n,
      tokenOut: ETH,
      amountOut: 300_000_000_000_000n,
    };
    const funded = fundBlock([swap], ledgerWith(parseEther('1'), 10_000_000n), treasury);
    expect(funded.actions).toEqual([{ kind: 'approval', token: usdc, owner: whales[0], spender: router, amount: MAX_UINT256 }]);
  });

  it("restocks the router with ten more swaps' worth when it cannot pay a swap out", () => {
    const ledger = ledgerWith(parseEther('10'), 0n);
    const swap: Action = {
      kind: 'swap',
      router,
      trader: whales[0],
      tokenIn: ETH,
      amountIn: parseEther('1'),
      tokenOut: dai,
      amountOut: parseEther('3000'),
    };
    const funded = fundBlock([swap], ledger, treasury);
    expect(funded.mints).toEqual([{ kind: 'mint', token: dai, minter: treasury, to: router, amount: parseEther('33000') }]);
    expect(funded.actions).toEqual([swap]);
    // The trader has the DAI from the next block on, the router its ether.
    expect(ledger.balance(dai, whales[0])).toBe(parseEther('3000'));
    expect(ledger.balance(ETH, router)).toBe(parseEther('1'));
  });

  it('tops up the ether a router pays out, and the trader the tokens it pays in', () => {
    const ledger = ledgerWith(parseEther('1'), 0n);
    ledger.setAllowance({ token: usdc, owner: whales[0], spender: router }, MAX_UINT256);
    const swap: Action = {
      kind: 'swap',
      router,
      trader: whales[0],
      tokenIn: usdc,
      amountIn: 4_000_000_000n,
      tokenOut: ETH,
      amountOut: parseEther('1.2'),
    };
    const funded = fundBlock([swap], ledger, treasury);
    expect(funded.mints).toEqual([{ kind: 'mint', token: usdc, minter: treasury, to: whales[0], amount: 6_000_000_000n }]);
    expect(funded.ethTopUps).toEqual([{ account: router, amount: parseEther('13.2') }]);
    expect(funded.actions).toEqual([swap]);
  });
});
