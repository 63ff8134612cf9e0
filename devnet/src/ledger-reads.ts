// Reads from the chain, in one batch, everything the funding step needs about some actions: the
// balances and allowances it looks at and the signers' next nonces. Shared by the live simulator and
// swapOnDevnet.
import { encodeFunctionData, erc20Abi, toHex, type Hex } from 'viem';
import type { Action } from './actions';
import { fundingReads, type EthTopUp, type Holding } from './funding';
import { Ledger, type AllowancePair } from './ledger';
import { asQuantity, type Rpc, type RpcCall } from './rpc';
import { ETH, type Address } from './tokens';

export type ChainReads = {
  ledger: Ledger;
  /** Each signer's next nonce (pending transactions included), keyed as the actions name it. */
  nonces: Map<Address, number>;
  /** Ether balances as read, for turning top-ups into anvil_setBalance calls. */
  ether: Map<string, bigint>;
};

const key = (...parts: string[]) => parts.map((part) => part.toLowerCase()).join('|');

export async function readChain(rpc: Rpc, actions: readonly Action[], otherSigners: readonly Address[] = []): Promise<ChainReads> {
  const holdings = new Map<string, Holding>();
  const allowances = new Map<string, AllowancePair>();
  const signers = new Set<Address>(otherSigners);
  for (const action of actions) {
    const reads = fundingReads(action);
    for (const holding of reads.holdings) holdings.set(key(holding.asset, holding.account), holding);
    if (reads.allowance) allowances.set(key(reads.allowance.token, reads.allowance.owner, reads.allowance.spender), reads.allowance);
    for (const signer of reads.signers) signers.add(signer);
  }
  const call = (to: Address, data: Hex): RpcCall => ({ method: 'eth_call', params: [{ to, data }, 'pending'] });
  const calls: RpcCall[] = [
    ...[...holdings.values()].map(({ asset, account }) =>
      asset === ETH
        ? { method: 'eth_getBalance', params: [account, 'latest'] }
        : call(asset, encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] })),
    ),
    ...[...allowances.values()].map(({ token, owner, spender }) =>
      call(token, encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })),
    ),
    ...[...signers].map((account) => ({ method: 'eth_getTransactionCount', params: [account, 'pending'] })),
  ];
  const results = (await rpc.batch(calls)).map((result, index) => asQuantity(result, calls[index].method));

  const reads: ChainReads = { ledger: new Ledger(), nonces: new Map(), ether: new Map() };
  let next = 0;
  for (const { asset, account } of holdings.values()) {
    const balance = results[next++];
    reads.ledger.setBalance(asset, account, balance);
    if (asset === ETH) reads.ether.set(account.toLowerCase(), balance);
  }
  for (const pair of allowances.values()) reads.ledger.setAllowance(pair, results[next++]);
  for (const account of signers) reads.nonces.set(account, Number(results[next++]));
  return reads;
}

/**
 * anvil_setBalance calls that give each topped-up account its read balance plus all its top-ups: they
 * take effect at once, where a top-up sent as a transaction would not count when the pool checks the
 * sender's funds.
 */
export function topUpCalls(topUps: readonly EthTopUp[], ether: ReadonlyMap<string, bigint>): RpcCall[] {
  const totals = new Map<string, { account: Address; amount: bigint }>();
  for (const { account, amount } of topUps) {
    const total = totals.get(account.toLowerCase()) ?? { account, amount: ether.get(account.toLowerCase()) ?? 0n };
    total.amount += amount;
    totals.set(account.toLowerCase(), total);
  }
  return [...totals.values()].map(({ account, amount }) => ({ method: 'anvil_setBalance', params: [account, toHex(amount)] }));
}
