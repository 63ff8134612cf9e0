// The proof that a user controls a wallet before it joins their stealth list: a message naming the account,
// the wallet and a random nonce, signed with the wallet (EIP-191 personal_sign) and checked with viem.
import { randomBytes } from 'node:crypto';
import { verifyMessage, type Hex } from 'viem';
import type { Address } from '../chain';

/** How long a challenge may be signed and sent back. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

export function challengeMessage(userId: string, wallet: Address, issuedAt: Date): string {
  return [
    'Whalewatch stealth list',
    '',
    `I control ${wallet} and want it hidden from tracking by other Whalewatch users.`,
    '',
    `Account: ${userId}`,
    `Nonce: ${randomBytes(16).toString('hex')}`,
    `Issued: ${issuedAt.toISOString()}`,
  ].join('\n');
}

/** True when `signature` is the wallet's personal_sign of `message` (false for a malformed signature too). */
export async function signedByWallet(wallet: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return await verifyMessage({ address: wallet, message, signature });
  } catch {
    return false;
  }
}
