// Draws one simulated action: who moves what to whom, and how much. The history seeder and the live
// simulator use the same draws with different mixes.
import { bytesToHex } from 'viem';
import type { DevnetAccounts } from './accounts';
import { MAX_UINT256, type Action } from './actions';
import { ethAmount, tokenAmount, type MoveSize } from './amounts';
import type { AllowancePair } from './ledger';
import type { Prng } from './prng';
import { DEVNET_TOKENS, tokenBySymbol, type Address, type DevnetToken } from './tokens';

export type ActionKind = 'token-transfer' | 'eth-transfer' | 'approval' | 'transfer-from';

export type ActivityMix = {
  kinds: Readonly<Record<ActionKind, number>>;
  /** Weight of each token by symbol. */
  tokens: Readonly<Record<string, number>>;
  /** Share of moves sent by a whale rather than a retail account. */
  whaleShare: number;
  /** Share of a whale's moves that are whale-sized. */
  bigMoveShare: number;
  /** Share of transfers to a brand-new address rather than a known account. */
  newRecipientShare: number;
};

export function pickToken(prng: Prng, mix: ActivityMix): DevnetToken {
  return tokenBySymbol(prng.weighted(mix.tokens));
}

function pickHolder(prng: Prng, accounts: DevnetAccounts, mix: ActivityMix): { account: Address; size: MoveSize } {
  if (!prng.chance(mix.whaleShare)) return { account: prng.pick(accounts.retail), size: 'retail' };
  return { account: prng.pick(accounts.whales), size: prng.chance(mix.bigMoveShare) ? 'whale' : 'retail' };
}

function newAddress(prng: Prng): Address {
  return bytesToHex(prng.bytes(20));
}

function pickRecipient(prng: Prng, accounts: DevnetAccounts, mix: ActivityMix, sender: Address): Address {
  if (prng.chance(mix.newRecipientShare)) return newAddress(prng);
  const known = [...accounts.whales, ...accounts.retail].filter((account) => account !== sender);
  return prng.pick(known);
}

/** 2^256−1 a quarter of the time, a revoke (0) one time in eight, otherwise a sized amount. */
function approvalAmount(prng: Prng, token: DevnetToken, size: MoveSize): bigint {
  const roll = prng.next();
  if (roll < 0.25) return MAX_UINT256;
  if (roll < 0.375) return 0n;
  return tokenAmount(prng, token, size) * BigInt(prng.int(1, 5));
}

/**
 * One action of the mix. A transferFrom uses one of the `approved` pairs when there are any (the
 * history knows its allowances); otherwise it names a random owner and the funding step turns it into
 * an approval when the allowance is missing.
 */
export function pickAction(
  prng: Prng,
  accounts: DevnetAccounts,
  mix: ActivityMix,
  approved: () => readonly AllowancePair[] = () => [],
): Action {
  const kind = prng.weighted(mix.kinds);
  switch (kind) {
    case 'eth-transfer': {
      const { account, size } = pickHolder(prng, accounts, mix);
      return { kind, from: account, to: pickRecipient(prng, accounts, mix, account), value: ethAmount(prng, size) };
    }
    case 'token-transfer': {
      const token = pickToken(prng, mix);
      const { account, size } = pickHolder(prng, accounts, mix);
      const to = pickRecipient(prng, accounts, mix, account);
      return { kind, token: token.address, from: account, to, amount: tokenAmount(prng, token, size) };
    }
    case 'approval': {
      const token = pickToken(prng, mix);
      const { account, size } = pickHolder(prng, accounts, mix);
      const spender = prng.chance(0.8) ? prng.pick(accounts.spenders) : pickRecipient(prng, accounts, { ...mix, newRecipientShare: 0 }, account);
      return { kind, token: token.address, owner: account, spender, amount: approvalAmount(prng, token, size) };
    }
    case 'transfer-from': {
      const pairs = approved();
      const pair = pairs.length > 0 ? prng.pick(pairs) : undefined;
      const token = pair ? tokenByAddress(pair.token) : pickToken(prng, mix);
      const owner = pair?.owner ?? pickHolder(prng, accounts, mix).account;
      const spender = pair?.spender ?? prng.pick(accounts.spenders);
      const size: MoveSize = accounts.whales.includes(owner) && prng.chance(mix.bigMoveShare) ? 'whale' : 'retail';
      const to = pickRecipient(prng, accounts, mix, owner);
      return { kind, token: token.address, spender, from: owner, to, amount: tokenAmount(prng, token, size) };
    }
  }
}

function tokenByAddress(address: Address): DevnetToken {
  const token = DEVNET_TOKENS.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase());
  if (!token) throw new Error(`No devnet token at ${address}`);
  return token;
}
