// Draws one simulated move of a wallet on a chain: what kind, with whom, and how much, among that
// chain's tokens and routers. Whale moves and retail noise use the same draws with different mixes, as
// do the history seeder and the live simulator.
import { bytesToHex } from 'viem';
import type { DevnetAccounts } from './accounts';
import { MAX_UINT256, type Action, type Swap } from './actions';
import { assetAmountForUsd, ethAmount, quoteSwap, tokenAmount, usdValue, type MoveSize } from './amounts';
import type { DevnetChainProfile } from './chains';
import type { AllowancePair } from './ledger';
import type { Prng } from './prng';
import { ETH, tokenByAddress, tokenBySymbol, type Address, type Asset, type DevnetToken } from './tokens';

/** A deposit is a transfer to an exchange, a withdrawal one from an exchange to the wallet. */
export type MoveKind =
  'token-transfer' | 'eth-transfer' | 'approval' | 'transfer-from' | 'swap' | 'exchange-deposit' | 'exchange-withdrawal';
type Recipient = 'whale' | 'retail' | 'new';
type Spender = 'dapp' | 'permit2' | 'router';

export type ActivityMix = {
  kinds: Readonly<Record<MoveKind, number>>;
  /** Weight of each token by symbol, among the chain's tokens. */
  tokens: Readonly<Record<string, number>>;
  /** How big the moves are. */
  size: MoveSize;
  /** Who receives a plain transfer: another whale, a retail account, or a brand-new address. */
  recipients: Readonly<Record<Recipient, number>>;
  /** Whom an approval is for: a dapp spender, Permit2, or a router. */
  spenders: Readonly<Record<Spender, number>>;
};

/** Share of exchange deposits and withdrawals in ether rather than a token. */
const EXCHANGE_ETHER_SHARE = 0.35;
/** Share of swaps through the Universal Router rather than the V3 SwapRouter. */
const UNIVERSAL_ROUTER_SHARE = 0.25;
const SWAP_ROUTES = { 'ether-for-token': 45, 'token-for-token': 35, 'token-for-ether': 20 } as const;
/** Share of Permit2 and router approvals that are unlimited; the rest revoke (0). */
const UNLIMITED_SHARE = 0.7;

function pickToken(prng: Prng, chain: DevnetChainProfile, mix: ActivityMix, except?: Address): DevnetToken {
  const weights = Object.fromEntries(
    Object.entries(mix.tokens).filter(([symbol]) => tokenBySymbol(symbol, chain.tokens).address !== except),
  );
  return tokenBySymbol(prng.weighted(weights), chain.tokens);
}

function newAddress(prng: Prng): Address {
  return bytesToHex(prng.bytes(20));
}

function pickRecipient(prng: Prng, accounts: DevnetAccounts, mix: ActivityMix, wallet: Address): Address {
  const recipient = prng.weighted(mix.recipients);
  if (recipient === 'new') return newAddress(prng);
  return prng.pick((recipient === 'whale' ? accounts.whales : accounts.retail).filter((account) => account !== wallet));
}

/** 2^256−1 a quarter of the time, a revoke (0) one time in eight, otherwise a sized amount. */
function approvalAmount(prng: Prng, token: DevnetToken, size: MoveSize, at: number): bigint {
  const roll = prng.next();
  if (roll < 0.25) return MAX_UINT256;
  if (roll < 0.375) return 0n;
  return tokenAmount(prng, token, size, at) * BigInt(prng.int(1, 5));
}

function pickApproval(
  prng: Prng,
  chain: DevnetChainProfile,
  accounts: DevnetAccounts,
  mix: ActivityMix,
  owner: Address,
  at: number,
): Action {
  const token = pickToken(prng, chain, mix);
  const spender = prng.weighted(mix.spenders);
  if (spender === 'dapp') {
    return {
      kind: 'approval',
      token: token.address,
      owner,
      spender: prng.pick(accounts.spenders),
      amount: approvalAmount(prng, token, mix.size, at),
    };
  }
  const address = spender === 'permit2' ? chain.permit2Address : pickRouter(prng, chain);
  return { kind: 'approval', token: token.address, owner, spender: address, amount: prng.chance(UNLIMITED_SHARE) ? MAX_UINT256 : 0n };
}

function pickRouter(prng: Prng, chain: DevnetChainProfile): Address {
  const [swapRouter, universalRouter] = chain.routerAddresses;
  return prng.chance(UNIVERSAL_ROUTER_SHARE) ? universalRouter : swapRouter;
}

/** Ether for a token, a token for another, or a token for ether, at the prices at `at` less the fee. */
function pickSwap(prng: Prng, chain: DevnetChainProfile, mix: ActivityMix, trader: Address, at: number): Swap {
  const route = prng.weighted(SWAP_ROUTES);
  const tokenIn: Asset = route === 'ether-for-token' ? ETH : pickToken(prng, chain, mix).address;
  const tokenOut: Asset = route === 'token-for-ether' ? ETH : pickToken(prng, chain, mix, tokenIn === ETH ? undefined : tokenIn).address;
  const amountIn = assetAmountForUsd(tokenIn, usdValue(prng, mix.size), at);
  return {
    kind: 'swap',
    router: pickRouter(prng, chain),
    trader,
    tokenIn,
    amountIn,
    tokenOut,
    amountOut: quoteSwap(tokenIn, amountIn, tokenOut, at),
  };
}

/** A transfer of ether or a token between `from` and `to`, sized by the mix. */
function pickTransfer(
  prng: Prng,
  chain: DevnetChainProfile,
  mix: ActivityMix,
  from: Address,
  to: Address,
  etherShare: number,
  at: number,
): Action {
  if (prng.chance(etherShare)) return { kind: 'eth-transfer', from, to, value: ethAmount(prng, mix.size, at) };
  const token = pickToken(prng, chain, mix);
  return { kind: 'token-transfer', token: token.address, from, to, amount: tokenAmount(prng, token, mix.size, at) };
}

/**
 * One move of `wallet` on `chain` in a block at `at` (seconds), sized at the prices then. A transferFrom of its tokens uses one of the `approved` pairs with a dapp
 * spender when there are any (the history knows its allowances); otherwise it names a random spender
 * and the funding step turns it into an approval when the allowance is missing.
 */
export function pickMove(
  prng: Prng,
  chain: DevnetChainProfile,
  accounts: DevnetAccounts,
  mix: ActivityMix,
  wallet: Address,
  at: number,
  approved: () => readonly AllowancePair[] = () => [],
): Action {
  const kind = prng.weighted(mix.kinds);
  switch (kind) {
    case 'eth-transfer':
      return pickTransfer(prng, chain, mix, wallet, pickRecipient(prng, accounts, mix, wallet), 1, at);
    case 'token-transfer':
      return pickTransfer(prng, chain, mix, wallet, pickRecipient(prng, accounts, mix, wallet), 0, at);
    case 'exchange-deposit':
      return pickTransfer(prng, chain, mix, wallet, prng.pick(accounts.exchanges), EXCHANGE_ETHER_SHARE, at);
    case 'exchange-withdrawal':
      return pickTransfer(prng, chain, mix, prng.pick(accounts.exchanges), wallet, EXCHANGE_ETHER_SHARE, at);
    case 'approval':
      return pickApproval(prng, chain, accounts, mix, wallet, at);
    case 'swap':
      return pickSwap(prng, chain, mix, wallet, at);
    case 'transfer-from': {
      const pairs = approved().filter((pair) => pair.owner === wallet && accounts.spenders.includes(pair.spender));
      const pair = pairs.length > 0 ? prng.pick(pairs) : undefined;
      const token = pair ? tokenByAddress(pair.token) : pickToken(prng, chain, mix);
      const spender = pair?.spender ?? prng.pick(accounts.spenders);
      const to = pickRecipient(prng, accounts, mix, wallet);
      return { kind, token: token.address, spender, from: wallet, to, amount: tokenAmount(prng, token, mix.size, at) };
    }
  }
}
