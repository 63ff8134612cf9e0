// An Ethereum address in a request (path or body): 0x and 40 hex digits, kept lower-case; `message`
// says what kind of address was expected (spec §8 wording).
import { z } from 'zod';

export const addressInput = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, message)
    .transform((address) => address.toLowerCase() as `0x${string}`);
