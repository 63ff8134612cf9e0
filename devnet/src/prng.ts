// A small seeded pseudo-random generator (sfc32) so the devnet's accounts, history and simulated
// activity are the same for the same seed. Each named stream is independent of the others.
import { hexToBytes, keccak256, stringToHex } from 'viem';
import { sfc32 } from './sfc32';

export type Prng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the keys, each as likely as its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** Spread evenly over orders of magnitude between min and max. */
  logUniform(min: number, max: number): number;
  bytes(length: number): Uint8Array;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
};

export function createPrng(seed: string, stream: string): Prng {
  const digest = hexToBytes(keccak256(stringToHex(`${seed}/${stream}`)));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const nextUint32 = sfc32(view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12));

  const next = (): number => nextUint32() / 2 ** 32;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    weighted: (weights) => {
      const entries = Object.entries<number>(weights);
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [key, weight] of entries) {
        target -= weight;
        if (target < 0) return key as keyof typeof weights;
      }
      return entries[entries.length - 1][0] as keyof typeof weights;
    },
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
    bytes: (length) => Uint8Array.from({ length }, () => nextUint32() & 0xff),
    shuffle: (items) => {
      const shuffled = [...items];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = int(0, i);
        [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
      }
      return shuffled;
    },
  };
}
