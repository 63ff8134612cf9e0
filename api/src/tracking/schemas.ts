// How the api stores what tracking's contract (@whalewatch/contracts tracking.ts) describes.
import type { z } from 'zod';
import type { trackedWalletInput } from '@whalewatch/contracts';

/** A wallet as a request gives it, nickname defaulted. */
export type TrackedWallet = z.output<typeof trackedWalletInput>;

/** Stored for "until unmuted". */
export const FOREVER = new Date('9999-12-31T00:00:00.000Z');
