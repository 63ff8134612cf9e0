// The stealth list (spec §3 "Stealth wallet entry", §7 "Stealth"): wallets their owner hides from tracking
// by other users, each proved by a signed challenge.
import { z } from 'zod';
import { isoTime } from './common';
import { route } from './route';
import { walletAddress } from './tracking';

export const INVALID_SIGNATURE = 'A signature is 0x followed by hexadecimal digits';

export const walletSignature = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{130,}$/, INVALID_SIGNATURE)
  .transform((value) => value as `0x${string}`);

/** Spec §3 "Stealth wallet entry". */
export const stealthWalletEntry = z.object({ wallet_address: z.string() });
export type StealthWalletEntry = z.output<typeof stealthWalletEntry>;

/** The message a wallet signs (EIP-191 personal_sign) to join the signer's stealth list. */
export const stealthChallenge = z.object({ walletAddress: z.string(), message: z.string(), expiresAt: isoTime });
export type StealthChallenge = z.output<typeof stealthChallenge>;

export const stealthRoutes = {
  'GET /stealth': route({
    method: 'GET',
    path: '/stealth',
    access: 'user',
    responses: { 200: z.array(stealthWalletEntry) },
    errors: [],
  }),
  /** The message to sign; refused at once when the plan has no free slot or the wallet is listed already. */
  'POST /stealth/challenge': route({
    method: 'POST',
    path: '/stealth/challenge',
    access: 'user',
    body: z.object({ walletAddress }),
    responses: { 200: stealthChallenge },
    errors: ['subscription_limit', 'already_listed', 'claimed'],
  }),
  'POST /stealth': route({
    method: 'POST',
    path: '/stealth',
    access: 'user',
    body: z.object({ walletAddress, signature: walletSignature }),
    responses: { 201: stealthWalletEntry },
    errors: ['insufficient_aal', 'subscription_limit', 'already_listed', 'claimed', 'no_challenge', 'not_wallet_signature'],
  }),
  'DELETE /stealth/:walletAddress': route({
    method: 'DELETE',
    path: '/stealth/:walletAddress',
    access: 'user',
    params: z.object({ walletAddress }),
    responses: { 204: z.null() },
    errors: ['insufficient_aal', 'not_listed'],
  }),
} as const;
