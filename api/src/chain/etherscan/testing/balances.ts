// Token balances as Etherscan serves them, for the balance tests: proxy/eth_call to Multicall3's
// aggregate3 (decoded and answered call by call, as the contract would) and account/tokenbalance.
import { decodeFunctionData, encodeFunctionResult, erc20Abi, multicall3Abi, type Hex } from 'viem';
import { notOk, ok, rpcResult, type FakeHandler } from './fake-etherscan';

/** Multicall3's address on Ethereum (and most chains). */
const MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11';

export type BalanceTable = {
  /** Raw balances by lower-case token, then lower-case owner; a token not listed is no contract. */
  balances: Record<string, Record<string, bigint>>;
  /** Tokens whose balanceOf reverts. */
  reverting?: string[];
};

function balanceOf({ balances, reverting = [] }: BalanceTable, token: string, owner: string): bigint | null {
  const holders = balances[token.toLowerCase()];
  if (!holders || reverting.includes(token.toLowerCase())) return null;
  return holders[owner.toLowerCase()] ?? 0n;
}

/** proxy/eth_call on Multicall3's aggregate3 with balanceOf calls. */
export function multicallBalances(table: BalanceTable): FakeHandler {
  return (params) => {
    if (params.module !== 'proxy' || params.action !== 'eth_call') return { status: 404, body: 'not found' };
    if (params.to?.toLowerCase() !== MULTICALL3) return rpcResult('0x');
    const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data: params.data as Hex });
    if (functionName !== 'aggregate3') return { answer: { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'execution reverted' } } };
    const [calls] = args;
    const results = calls.map(({ target, callData }): { success: boolean; returnData: Hex } => {
      const {
        args: [owner],
      } = decodeFunctionData({ abi: erc20Abi, data: callData }) as { args: readonly [string] };
      const balance = balanceOf(table, target, owner);
      return balance === null
        ? { success: false, returnData: '0x' }
        : { success: true, returnData: encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: balance }) };
    });
    return rpcResult(encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results }));
  };
}

/** account/tokenbalance, one contract at a time. */
export function tokenbalance(table: BalanceTable): FakeHandler {
  return (params) => {
    const balance = balanceOf(table, params.contractaddress ?? '', params.address ?? '');
    return balance === null ? notOk('Error! Invalid contract address format') : ok(balance.toString());
  };
}
