import type { Address } from '../chain/chain-source';
import { netInflows, topInflows } from './net-inflows';

const [A, B, C, D, ZERO] = ['0xa', '0xb', '0xc', '0xd', '0x0'].map((short) => short.padEnd(42, '0') as Address);
const move = (from: Address, to: Address, value: string) => ({ from, to, value: BigInt(value) });

describe('net inflows', () => {
  it('adds what an address received and takes away what it sent', () => {
    const balances = netInflows([move(ZERO, A, '100'), move(A, B, '30'), move(B, C, '10'), move(C, A, '5')]);
    expect(Object.fromEntries(balances)).toEqual({ [ZERO]: -100n, [A]: 75n, [B]: 20n, [C]: 5n });
  });

  it('keeps amounts past 2^53 exact', () => {
    const huge = '123456789012345678901234567890';
    expect(netInflows([move(A, B, huge), move(A, B, '1')]).get(B)).toBe(123456789012345678901234567891n);
  });

  it('ignores zero amounts and transfers to oneself', () => {
    const balances = netInflows([move(A, B, '0'), move(C, C, '50')]);
    expect(balances.size).toBe(0);
  });
});

describe('top inflows', () => {
  it('keeps positive balances only, largest first, at most the limit', () => {
    const balances = new Map<Address, bigint>([
      [A, 5n],
      [B, -10n],
      [C, 0n],
      [D, 40n],
      [ZERO, 7n],
    ]);
    expect(topInflows(balances, 3)).toEqual([
      { address: D, balance: 40n },
      { address: ZERO, balance: 7n },
      { address: A, balance: 5n },
    ]);
    expect(topInflows(balances, 1)).toEqual([{ address: D, balance: 40n }]);
  });

  it('orders equal balances by address, so the same transfers always give the same answer', () => {
    const balances = new Map<Address, bigint>([
      [C, 9n],
      [A, 9n],
      [D, 1n],
      [B, 9n],
    ]);
    expect(topInflows(balances, 3).map((holder) => holder.address)).toEqual([A, B, C]);
  });

  it('has no holders when every balance is zero or negative', () => {
    expect(topInflows(netInflows([move(A, B, '10'), move(B, A, '10')]), 3)).toEqual([]);
  });
});
