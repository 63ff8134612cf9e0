// sfc32, a small fast pseudo-random generator: the same sequence for the same 128-bit state. Pure (no
// node or viem), so the price path the api loads can use it too.

/** Uniform 32-bit integers from the state (a, b, c, d), mixed away from it first as sfc32's authors recommend. */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) nextUint32();
  return nextUint32;
}
