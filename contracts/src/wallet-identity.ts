// Linking a wallet to the signed-in account (issue 36): the account proves it holds the wallet with a
// Sign-In with Ethereum message (EIP-4361) and its signature, checked as the web3 grant checks them
// (POST /auth/v1/token?grant_type=web3). From then on, signing in with the wallet opens this account.
import { z } from 'zod';
import { gotrueUser } from './auth';
import { route } from './route';

/** The signed EIP-4361 message, as the wallet's personal_sign (or a contract wallet, EIP-1271) signed it. */
export const walletIdentityProof = z.object({
  message: z.string(),
  /** 0x-prefixed hex: 65 bytes from an ordinary account, longer from some contract wallets. */
  signature: z.string(),
});
export type WalletIdentityProof = z.input<typeof walletIdentityProof>;

export const walletIdentityRoutes = {
  /** The account as GoTrue answers it, its `identities` now with the wallet's ('web3'). */
  'POST /account/wallet-identity': route({
    method: 'POST',
    path: '/account/wallet-identity',
    access: 'user',
    body: walletIdentityProof,
    responses: { 200: gotrueUser },
    // A new way into the account: with a verified second factor, only from an aal2 session (insufficient_aal).
    errors: ['validation_failed', 'invalid_grant', 'identity_already_exists', 'user_not_found', 'insufficient_aal', 'chain_unavailable'],
  }),
} as const;
