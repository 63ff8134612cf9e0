// The devnet's accounts, derived from the seed: each has a private key (keccak256 of a label), so any
// wallet can import it, though the devnet itself sends from them through anvil's impersonation. The
// exchanges are real mainnet addresses without a key: the devnet only ever sends from them that way.
import { keccak256, stringToHex, type Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { EXCHANGE_ADDRESSES } from './counterparties';
import type { Address } from './tokens';

export const WHALE_COUNT = 8;
export const RETAIL_COUNT = 40;
export const SPENDER_COUNT = 4;

/**
 * treasury: mints every token and tops up balances; whales: large ETH and token holders; retail: small
 * holders; spenders: stand-ins for dapps that receive approvals and move tokens with transferFrom.
 */
export type AccountRole = 'treasury' | 'whale' | 'retail' | 'spender';

export type DevnetAccounts = {
  treasury: Address;
  whales: Address[];
  retail: Address[];
  spenders: Address[];
  /** Exchange hot wallets at their mainnet addresses (the same for every seed). */
  exchanges: Address[];
};

export function devnetPrivateKey(seed: string, role: AccountRole, index: number): Hex {
  return keccak256(stringToHex(`whalewatch-devnet/${seed}/${role}/${index}`));
}

export function devnetAddress(seed: string, role: AccountRole, index: number): Address {
  return privateKeyToAddress(devnetPrivateKey(seed, role, index));
}

export function deriveAccounts(seed: string): DevnetAccounts {
  const derive = (role: AccountRole, count: number) => Array.from({ length: count }, (_, index) => devnetAddress(seed, role, index));
  return {
    treasury: devnetAddress(seed, 'treasury', 0),
    whales: derive('whale', WHALE_COUNT),
    retail: derive('retail', RETAIL_COUNT),
    spenders: derive('spender', SPENDER_COUNT),
    exchanges: [...EXCHANGE_ADDRESSES],
  };
}
