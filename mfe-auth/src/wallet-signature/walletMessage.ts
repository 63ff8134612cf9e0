// Sign-In with Ethereum messages (EIP-4361) for signing outside the browser, built with viem's
// createSiweMessage. viem is a chunk of its own (siweChunk.ts), fetched only when a message is needed.
import { fetchChains } from '@whalewatch/shared';
import { getAddress, toHex } from 'viem';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';

/** How long a message may wait for its signature. */
export const MESSAGE_VALID_MINUTES = 10;

/**
 * The message `address` signs to prove it is the user's, for this site: its domain and origin, a fresh
 * nonce, valid for MESSAGE_VALID_MINUTES, on the product's first chain.
 */
export async function walletMessage(address: string, statement: string, now = new Date()): Promise<string> {
  const [chain] = await fetchChains().catch(() => []);
  return createSiweMessage({
    // Any case is taken: a mixed-case address typed with a wrong checksum is still the same 20 bytes.
    address: getAddress(address.trim().toLowerCase()),
    chainId: chain?.id ?? 1,
    domain: window.location.host,
    uri: window.location.origin,
    version: '1',
    nonce: generateSiweNonce(),
    statement,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + MESSAGE_VALID_MINUTES * 60_000),
  });
}

/** personal_sign takes the message as hex (EIP-191). */
export const messageHex = (message: string) => toHex(message);
