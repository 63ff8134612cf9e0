// GET /chains: the chains this Whalewatch watches, the first one first (links and lookups without a
// chain mean it). The front ends build their chain switches and per-chain options from it.
import { z } from 'zod';
import { route } from './route';

export const chainInfo = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  nativeSymbol: z.string(),
  /** '' when the chain's transactions are on no public explorer (the devnet's). */
  explorerUrl: z.string(),
});

export const enabledChains = z.object({ chains: z.array(chainInfo) });
export type EnabledChains = z.output<typeof enabledChains>;

/** `?chain=`: a chain's slug or id (an unknown one is answered 400 unknown_chain, listing the enabled ones). */
export const chainQuery = z.string().trim().min(1).max(40);

export const chainsRoutes = {
  'GET /chains': route({
    method: 'GET',
    path: '/chains',
    access: 'public',
    responses: { 200: enabledChains },
    errors: [],
  }),
} as const;
