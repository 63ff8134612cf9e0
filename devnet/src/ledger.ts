// A cautious model of balances and allowances while a block's transactions are planned. anvil runs a
// batch's transactions from different senders in no fixed order, so value received in a block only
// counts from the next block on, and an allowance is touched at most once per block: every planned
// transaction then succeeds whatever the order.
import type { Address, Asset } from './tokens';

const balanceKey = (asset: Asset, account: Address) => `${asset.toLowerCase()}|${account.toLowerCase()}`;
const allowanceKey = (token: Address, owner: Address, spender: Address) =>
  `${token.toLowerCase()}|${owner.toLowerCase()}|${spender.toLowerCase()}`;

export type AllowancePair = { token: Address; owner: Address; spender: Address };

export class Ledger {
  private readonly balances = new Map<string, bigint>();
  private readonly allowances = new Map<string, { pair: AllowancePair; amount: bigint }>();
  private pendingCredits: { key: string; amount: bigint }[] = [];
  private touched = new Set<string>();

  /** What the account can spend in the current block. */
  balance(asset: Asset, account: Address): bigint {
    return this.balances.get(balanceKey(asset, account)) ?? 0n;
  }

  setBalance(asset: Asset, account: Address, amount: bigint): void {
    this.balances.set(balanceKey(asset, account), amount);
  }

  /** Value that arrives before the current block runs (a top-up sent ahead of it). */
  creditNow(asset: Asset, account: Address, amount: bigint): void {
    this.setBalance(asset, account, this.balance(asset, account) + amount);
  }

  /** Value received in the current block: spendable from the next one. */
  creditNextBlock(asset: Asset, account: Address, amount: bigint): void {
    this.pendingCredits.push({ key: balanceKey(asset, account), amount });
  }

  debit(asset: Asset, account: Address, amount: bigint): void {
    const balance = this.balance(asset, account);
    if (balance < amount) throw new Error(`Ledger: ${account} cannot spend ${amount} of ${asset} (has ${balance})`);
    this.setBalance(asset, account, balance - amount);
  }

  allowance({ token, owner, spender }: AllowancePair): bigint {
    return this.allowances.get(allowanceKey(token, owner, spender))?.amount ?? 0n;
  }

  setAllowance(pair: AllowancePair, amount: bigint): void {
    this.allowances.set(allowanceKey(pair.token, pair.owner, pair.spender), { pair, amount });
  }

  /** Pairs with a non-zero allowance, in the order they were first approved. */
  approvedPairs(): AllowancePair[] {
    return [...this.allowances.values()].filter((entry) => entry.amount > 0n).map((entry) => entry.pair);
  }

  /** True once per pair and block: the first caller may change that allowance in this block. */
  claimAllowance({ token, owner, spender }: AllowancePair): boolean {
    const key = allowanceKey(token, owner, spender);
    if (this.touched.has(key)) return false;
    this.touched.add(key);
    return true;
  }

  endBlock(): void {
    for (const { key, amount } of this.pendingCredits) this.balances.set(key, (this.balances.get(key) ?? 0n) + amount);
    this.pendingCredits = [];
    this.touched = new Set();
  }
}
