// An address in EIP-55's mixed case, as block explorers and wallets print it: the api keeps addresses in
// lower case, and a screen that shows one address should show it the way users copy it from elsewhere.
// EIP-55 needs Keccak-256 (Ethereum's pre-standard SHA-3): @noble/hashes' audited one.
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';

/** Keccak-256 of `bytes`, as 64 lower-case hex characters. */
export const keccak256Hex = (bytes: Uint8Array): string => bytesToHex(keccak_256(bytes));

/** '0x28c6c062…' → '0x28C6c062…' (EIP-55); anything that is not 0x and 40 hex digits comes back as it was. */
export function checksumAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return address;
  const lower = address.slice(2).toLowerCase();
  const hash = keccak256Hex(new TextEncoder().encode(lower));
  let mixed = '0x';
  for (let index = 0; index < lower.length; index++) {
    mixed += parseInt(hash[index], 16) >= 8 ? lower[index].toUpperCase() : lower[index];
  }
  return mixed;
}
