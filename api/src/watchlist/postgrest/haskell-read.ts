// Haskell's `readMaybe` for an integer, which PostgREST applies to `limit`, `offset` and `max-affected`:
// surrounding white space, a minus sign, and hexadecimal (0x) or octal (0o) literals are read; anything
// else (a fraction, an exponent, a plus sign) is not a number and the parameter is ignored.
export function readInteger(text: string): number | undefined {
  const match = /^\s*(-?)\s*(?:0[xX]([0-9a-fA-F]+)|0[oO]([0-7]+)|([0-9]+))\s*$/.exec(text);
  if (!match) return undefined;
  const [, sign, hex, octal, decimal] = match;
  const magnitude = hex !== undefined ? parseInt(hex, 16) : octal !== undefined ? parseInt(octal, 8) : parseInt(decimal, 10);
  return sign === '-' ? -magnitude : magnitude;
}
