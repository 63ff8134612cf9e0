// Well-known mainnet addresses the simulated activity deals with, so the product's labels (exchanges,
// DEX routers, Permit2) and its swap recognition show on the devnet too. Lower-case, as labels are keyed.
// The L2's own router addresses are in its profile (chains.ts).
import type { Address } from './tokens';

export type DevnetExchange = { label: string; address: Address };

/** Exchange hot wallets: whales deposit to and withdraw from them (impersonated, funded like any sender). */
export const DEVNET_EXCHANGES: readonly DevnetExchange[] = [
  { label: 'Binance 14', address: '0x28c6c06298d514db089934071355e5743bf21d60' },
  { label: 'Coinbase 1', address: '0x71660c4005ba85c37ccec55d0c4493e66fe775d3' },
];

export const EXCHANGE_ADDRESSES: readonly Address[] = DEVNET_EXCHANGES.map((exchange) => exchange.address);

/** Uniswap V3 SwapRouter: the devnet's router serves here, and most simulated swaps go through it. */
export const DEVNET_ROUTER_ADDRESS: Address = '0xe592427a0aece92de3edee1f18e0157c05861564';

/** Uniswap's Universal Router: the same router code, for some of the simulated swaps. */
export const UNIVERSAL_ROUTER_ADDRESS: Address = '0x3fc91a3afd70395cd496c647d5a6cc9d4b2b7fad';

export const DEVNET_ROUTER_ADDRESSES: readonly Address[] = [DEVNET_ROUTER_ADDRESS, UNIVERSAL_ROUTER_ADDRESS];

/** Disperse.app's batch-payment contract: the devnet's copy serves here (contracts/Disperse.sol). */
export const DISPERSE_ADDRESS: Address = '0xd152f549545093347a162dce210e7293f1452150';

/** Uniswap Permit2: only a spender in approvals here (no code is placed), as wallets approve it on mainnet. */
export const PERMIT2_ADDRESS: Address = '0x000000000022d473030f116ddee9f6b43ac78ba3';

/** Base's bridge: deposits go to its L1StandardBridge on Ethereum, arrivals come from its L2StandardBridge. */
export const DEVNET_BRIDGES: Readonly<{ l1: Address; l2: Address }> = {
  l1: '0x3154cf16ccdb4c6d922629664174b904d80f2c35',
  l2: '0x4200000000000000000000000000000000000010',
};

/** Where Multicall3 lives on most chains, and where viem's `multicall` looks for it. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';
