// Public labels of well-known Ethereum mainnet addresses (exchanges, DEX venues, bridges, tokens...),
// curated in known-labels.json with the public source of each entry.
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
    }),
  ),
});

const labelByAddress = new Map<string, AddressLabel>(
  knownLabelsFile.parse(knownLabels).labels.map(({ address, name, kind }) => [address, { name, kind }]),
);

/** The public label of a mainnet address (any letter case), or null. */
export function publicLabel(address: string | null | undefined): AddressLabel | null {
  if (!address) return null;
  return labelByAddress.get(address.toLowerCase()) ?? null;
}

/**
 * True when the address is a DEX router or pool (kind 'dex'): a transaction through it that sends one asset
 * and receives another is a swap on it.
 */
export function isDexVenue(address: string | null | undefined): boolean {
  return publicLabel(address)?.kind === 'dex';
}

/** The DEX a swap went through: the first of `addresses` that is a known router or pool ('Uniswap V3: Router' → 'Uniswap V3'). */
export function dexVenueName(addresses: readonly (string | null | undefined)[]): string | null {
  const venue = addresses.find((address) => isDexVenue(address));
  return venue ? (publicLabel(venue)?.name.split(':')[0] ?? null) : null;
}
