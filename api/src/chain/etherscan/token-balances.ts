// A wallet's ERC-20 balances in as few requests as possible: Multicall3's aggregate3 run through
// proxy/eth_call asks up to BALANCES_PER_CALL tokens' balanceOf at once (a 40-token wallet: one request
// instead of 40 account/tokenbalance requests). A token whose balanceOf fails is left out, as a failed
// balanceOf on a node is. Where the multicall cannot run (no Multicall3 on the chain, a call Etherscan
// refuses) the balances of that batch are read one token at a time instead.
import { BaseError, decodeFunctionResult, encodeFunctionData, erc20Abi, multicall3Abi } from 'viem';
import { z } from 'zod';
import type { Address } from '../chain-source';
import type { EtherscanRequest } from './client';
import { EtherscanError } from './errors';
import { decimalResult } from './records';

/** Multicall3, at the same address on Ethereum and most other chains. */
export const MULTICALL3_ADDRESS = '0xca11bde05977b3631167028862be2a173976ca11';
/** Tokens per eth_call: about 45 KB of call data, sent as a POST body; well inside eth_call's gas cap. */
export const BALANCES_PER_CALL = 100;

const callData = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x hex bytes')
  .transform((value) => value as `0x${string}`);

/** Raw balances of `owner` in each contract (lower-case keys); contracts whose balance cannot be read are left out. */
export async function readTokenBalances(request: EtherscanRequest, owner: Address, contracts: Address[]): Promise<Map<Address, bigint>> {
  const balances = new Map<Address, bigint>();
  const tokens = [...new Set(contracts.map((contract) => contract.toLowerCase() as Address))];
  for (let start = 0; start < tokens.length; start += BALANCES_PER_CALL) {
    const batch = tokens.slice(start, start + BALANCES_PER_CALL);
    const read = (await multicallBalances(request, owner, batch)) ?? (await balancesOneByOne(request, owner, batch));
    for (const [contract, balance] of read) balances.set(contract, balance);
  }
  return balances;
}

/** One aggregate3 eth_call for the batch; null when the multicall itself cannot run here. */
async function multicallBalances(request: EtherscanRequest, owner: Address, batch: Address[]): Promise<Map<Address, bigint> | null> {
  const balanceOf = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const data = encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [batch.map((target) => ({ target, allowFailure: true, callData: balanceOf }))],
  });
  let answer: `0x${string}`;
  try {
    answer = await request({ module: 'proxy', action: 'eth_call', to: MULTICALL3_ADDRESS, data, tag: 'latest' }, callData, { post: true });
  } catch (error) {
    if (error instanceof EtherscanError && (error.failure === 'refused' || error.failure === 'unexpected-answer')) return null;
    throw error;
  }
  let results: readonly { success: boolean; returnData: `0x${string}` }[];
  try {
    results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: answer });
  } catch (error) {
    // "0x" from an address without Multicall3, or an answer of another shape.
    if (error instanceof BaseError) return null;
    throw error;
  }
  if (results.length !== batch.length) return null;
  const balances = new Map<Address, bigint>();
  results.forEach(({ success, returnData }, index) => {
    const balance = success ? decodeBalance(returnData) : null;
    const contract = batch[index];
    if (balance !== null && contract) balances.set(contract, balance);
  });
  return balances;
}

function decodeBalance(returnData: `0x${string}`): bigint | null {
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: returnData });
  } catch (error) {
    // Not a uint256: not an ERC-20 balance.
    if (error instanceof BaseError) return null;
    throw error;
  }
}

async function balancesOneByOne(request: EtherscanRequest, owner: Address, batch: Address[]): Promise<Map<Address, bigint>> {
  const balances = new Map<Address, bigint>();
  for (const contract of batch) {
    try {
      balances.set(
        contract,
        await request(
          { module: 'account', action: 'tokenbalance', contractaddress: contract, address: owner, tag: 'latest' },
          decimalResult,
        ),
      );
    } catch (error) {
      if (error instanceof EtherscanError && (error.failure === 'refused' || error.failure === 'unexpected-answer')) continue;
      throw error;
    }
  }
  return balances;
}
