// Top token holders by net inflow (spec §2 "Token Analyzer", §9): over the transfers read, each
// address's received amount less its sent amount; only positive balances count, largest first. One pass
// over the transfers, so 100,000 of them cost a map update each.
import type { Address, TokenTransfer } from '../chain';

export type NetInflow = { address: Address; balance: bigint };

/** Each address's net inflow over `transfers`. */
export function netInflows(transfers: Iterable<Pick<TokenTransfer, 'from' | 'to' | 'value'>>): Map<Address, bigint> {
  const balances = new Map<Address, bigint>();
  addInflows(balances, transfers);
  return balances;
}

/** The `limit` largest positive balances, descending; equal balances in address order, so the answer is stable. */
export function topInflows(balances: Map<Address, bigint>, limit: number): NetInflow[] {
  const top: NetInflow[] = [];
  for (const [address, balance] of balances) {
    if (balance <= 0n) continue;
    const at = top.findIndex((held) => balance > held.balance || (balance === held.balance && address < held.address));
    if (at === -1) {
      if (top.length < limit) top.push({ address, balance });
      continue;
    }
    top.splice(at, 0, { address, balance });
    if (top.length > limit) top.pop();
  }
  return top;
}

/** Adds (or, with sign -1n, takes back) each transfer's amount to its recipient's inflow and from its sender's. */
export function addInflows(
  changes: Map<Address, bigint>,
  transfers: Iterable<Pick<TokenTransfer, 'from' | 'to' | 'value'>>,
  sign: 1n | -1n = 1n,
): void {
  for (const { from, to, value } of transfers) {
    if (value === 0n || from === to) continue;
    const amount = sign * value;
    changes.set(from, (changes.get(from) ?? 0n) - amount);
    changes.set(to, (changes.get(to) ?? 0n) + amount);
  }
}
