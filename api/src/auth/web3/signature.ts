// Whether the message's address signed it (EIP-191 personal_sign). An ordinary account's signature is
// recovered here, as GoTrue does; one that does not recover to the address may be a smart-contract
// wallet's (EIP-1271, or ERC-6492 for one not deployed yet), which only its chain can judge: the chain's
// node is asked (viem's verifyMessage through the chain source), within a deadline.
import { isAddressEqual, isHex, recoverMessageAddress, type Address, type Hex } from 'viem';
import { chainUnavailable, type ChainSource } from '../../chain';
import { EOA_SIGNATURE_BYTES, WEB3_MESSAGES } from './message-checks';

export type SignatureChecks = {
  /** The chains this api serves, by id: the ones a message may be for. */
  chains: ReadonlyMap<number, ChainSource>;
  /** The most the chain may take to judge a contract wallet's signature. */
  deadlineMs: number;
};

class DeadlineError extends Error {
  override name = 'DeadlineError';
}

/** True when `address` signed `message`; throws 502 chain_unavailable when the chain's node cannot say in time. */
export async function signedBy(
  { chains, deadlineMs }: SignatureChecks,
  { address, message, signature, chainId }: { address: Address; message: string; signature: string; chainId: number },
): Promise<boolean> {
  // GoTrue decodes with go-ethereum's hexutil: without 0x, or with a digit that is not hex, it is no signature.
  if (!signature.startsWith('0x') || !isHex(signature, { strict: true })) return false;
  if (signature.length === 2 + EOA_SIGNATURE_BYTES * 2 && (await recovers(address, message, signature))) return true;
  const chain = chains.get(chainId);
  // A chain read through an explorer alone has no node to ask: only ordinary accounts sign in on it.
  if (!chain?.verifyMessage) return false;
  try {
    return await withDeadline(chain.verifyMessage(address, message, signature), deadlineMs);
  } catch (error) {
    throw chainUnavailable(WEB3_MESSAGES.chainUnreachable, error);
  }
}

async function recovers(address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address);
  } catch {
    // Not a valid ECDSA signature (its v, r or s): perhaps a contract wallet's.
    return false;
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
