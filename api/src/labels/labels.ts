// Public labels of well-known addresses (exchanges, DEX venues, bridges, tokens...), per chain: the same
// exchange or protocol has other addresses on other chains, and one address may be something else on
// another chain. Curated in known-labels.json with the public source of each entry; an entry without
// `chain` is Ethereum mainnet's. Chains are named by slug (constants/chains.ts), so the devnet's chains
// read the labels of the chains they stand in for.
import { z } from 'zod';
import knownLabels from './known-labels.json';

const LABEL_KINDS = ['exchange', 'dex', 'bridge', 'token', 'lending', 'fund', 'contract', 'burn'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];
export type AddressLabel = { name: string; kind: LabelKind };

const knownLabelsFile = z.object({
  sources: z.record(z.string(), z.string().min(1)),
  labels: z.array(
    z.object({
      address: z.string().regex(/^0x[0-9a-f]{40}$/, 'a lower-case 0x address'),
      name: z.string().min(1),
      kind: z.enum(LABEL_KINDS),
      source: z.string().min(1),
      /** The chain's slug; Ethereum when absent. */
      chain: z.string().default('ethereum'),
      /** A bridge's other end: where ether sent to it arrives (`bridgesTo`), or where ether it pays came from (`bridgesFrom`). */
      bridgesTo: z.string().optional(),
      bridgesFrom: z.string().optional(),
    }),
  ),
});

type KnownLabel = AddressLabel & { bridgesTo?: string; bridgesFrom?: string };

const entries = knownLabelsFile.parse(knownLabels).labels;
const labelByChainAndAddress = new Map<string, KnownLabel>(
  entries.map(({ address, name, kind, chain, bridgesTo, bridgesFrom }) => [
    `${chain}:${address}`,
    { name, kind, ...(bridgesTo ? { bridgesTo } : {}), ...(bridgesFrom ? { bridgesFrom } : {}) },
  ]),
);

/** The public label of an address (any letter case) on a chain (its slug; Ethereum by default), or null. */
export function publicLabel(address: string | null | undefined, chain = 'ethereum'): AddressLabel | null {
  const known = knownLabel(address, chain);
  return known ? { name: known.name, kind: known.kind } : null;
}

/** The known label with a bridge's other end, where the entry names it. */
export function knownLabel(address: string | null | undefined, chain = 'ethereum'): KnownLabel | null {
  if (!address) return null;
  return labelByChainAndAddress.get(`${chain}:${address.toLowerCase()}`) ?? null;
}

/**
 * True when the address is a DEX router or pool (kind 'dex'): a transaction through it that sends one asset
 * and receives another is a swap on it.
 */
export function isDexVenue(address: string | null | undefined, chain = 'ethereum'): boolean {
  return publicLabel(address, chain)?.kind === 'dex';
}

/** The DEX a swap went through: the first of `addresses` that is a known router or pool ('Uniswap V3: Router' → 'Uniswap V3'). */
export function dexVenueName(addresses: readonly (string | null | undefined)[], chain = 'ethereum'): string | null {
  const venue = addresses.find((address) => isDexVenue(address, chain));
  return venue ? (publicLabel(venue, chain)?.name.split(':')[0] ?? null) : null;
}
