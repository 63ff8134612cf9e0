// Shapes more than one feature's answers use.
import { z } from 'zod';

export const LABEL_KINDS = ['exchange', 'dex', 'bridge', 'token', 'lending', 'fund', 'contract', 'burn', 'nickname', 'own'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** What an address is known as: a public label, the user's nickname for it, or their own wallet. */
export const addressLabel = z.object({ name: z.string(), kind: z.enum(LABEL_KINDS) });
export type AddressLabel = z.output<typeof addressLabel>;

/** An ISO 8601 time, as the api writes dates. */
export const isoTime = z.string();

/** Which chain something happened on (constants/chains.ts): its id, its slug in URLs, its name in words. */
export const chainRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type ChainRef = z.output<typeof chainRef>;
