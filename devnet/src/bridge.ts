// The simulated bridge from the L1 to the L2, at Base's real bridge addresses. A deposit is a plain
// ether transfer from a wallet to the L1 bridge (an address without code, so the transfer simply
// succeeds); its arrival is a plain ether transfer on the L2 from the L2 bridge to the same wallet, of
// the amount less a fee. Only deposits: a real withdrawal from Base takes seven days. bridgeOnDevnet
// makes both sides at once, for tests; the relay (bridge-relay.ts) answers every other deposit.
import { parseEther, type Hex } from 'viem';
import { toTransactions, type EthTransfer } from './actions';
import { fundBlock } from './funding';
import { readChain, topUpCalls } from './ledger-reads';
import { asHex, createRpc, minedIn, type Rpc } from './rpc';
import { DEVNET_BRIDGES } from './counterparties';
import type { Address } from './tokens';

export { DEVNET_BRIDGES };

/** The bridge's cut of every deposit, whatever its size: 0.0002 ETH (about $0.60 at $3,120). */
export const BRIDGE_FEE_WEI = parseEther('0.0002');

/** What arrives on the L2 for a deposit of `amountWei`: the amount less BRIDGE_FEE_WEI, or 0 (nothing arrives) for a deposit no larger than the fee. */
export function bridgedAmount(amountWei: bigint): bigint {
  return amountWei > BRIDGE_FEE_WEI ? amountWei - BRIDGE_FEE_WEI : 0n;
}

/** A deposit's arrival on the L2: the L2 bridge pays the depositor what the deposit bridges. */
export function arrivalOf(depositor: Address, amountWei: bigint): EthTransfer {
  return { kind: 'eth-transfer', from: DEVNET_BRIDGES.l2, to: depositor, value: bridgedAmount(amountWei) };
}

/** Sends `transfer` (impersonating its sender), first topping the sender up when it is short, as the simulator does; returns its hash. */
export async function sendEther(rpc: Rpc, transfer: EthTransfer): Promise<Hex> {
  const reads = await readChain(rpc, [transfer]);
  // An ether transfer needs no mint, so it needs no treasury either: its sender stands in.
  const funded = fundBlock([transfer], reads.ledger, transfer.from);
  if (funded.ethTopUps.length > 0) await rpc.batch(topUpCalls(funded.ethTopUps, reads.ether));
  const [transaction] = toTransactions(funded.actions, reads.nonces);
  return asHex(await rpc.request('eth_sendTransaction', [transaction]), 'transaction hash');
}

export type DevnetBridgeRequest = {
  whale: Address;
  /** Ether deposited on the L1, in wei; more than BRIDGE_FEE_WEI. */
  amountWei: bigint;
};

export type DevnetBridgeResult = {
  /** The deposit on the L1: from the whale to DEVNET_BRIDGES.l1, value `amountWei`. */
  depositHash: Hex;
  depositBlockNumber: bigint;
  /** The arrival on the L2: from DEVNET_BRIDGES.l2 to the whale, value `amountOut`. */
  arrivalHash: Hex;
  arrivalBlockNumber: bigint;
  /** `amountWei` less BRIDGE_FEE_WEI. */
  amountOut: bigint;
};

/**
 * One bridge of ether at once, for tests: deposits `amountWei` from the whale into the L1 bridge and
 * mines an L1 block with it, then sends the arrival from the L2 bridge and mines an L2 block with it.
 * Either side's sender is topped up first when short. A relay running beside it sees the arrival and
 * does not relay the deposit again.
 */
export async function bridgeOnDevnet(l1RpcUrl: string, l2RpcUrl: string, request: DevnetBridgeRequest): Promise<DevnetBridgeResult> {
  if (request.amountWei <= BRIDGE_FEE_WEI)
    throw new Error(`A bridge needs more than the fee (${BRIDGE_FEE_WEI} wei), got ${request.amountWei}`);
  const deposit: EthTransfer = { kind: 'eth-transfer', from: request.whale, to: DEVNET_BRIDGES.l1, value: request.amountWei };
  const arrival = arrivalOf(request.whale, request.amountWei);
  const [l1, l2] = [createRpc(l1RpcUrl), createRpc(l2RpcUrl)];
  const depositHash = await sendEther(l1, deposit);
  await l1.request('evm_mine');
  const depositBlockNumber = await minedIn(l1, depositHash, 'deposit');
  const arrivalHash = await sendEther(l2, arrival);
  await l2.request('evm_mine');
  const arrivalBlockNumber = await minedIn(l2, arrivalHash, 'arrival');
  return { depositHash, depositBlockNumber, arrivalHash, arrivalBlockNumber, amountOut: arrival.value };
}
