// A wallet as GoTrue keeps it on an account: its 'web3' identity, whose provider id is
// 'web3:ethereum:<address>' and whose identity_data is what GoTrue's web3 grant stores (the claims of the
// message last signed with it, under `custom_claims`).
import type { GotrueIdentity } from '@whalewatch/contracts';
import type { Db } from '../../db';
import { walletIdentities, type Web3IdentityRow } from './repo';
import type { SiweMessage } from './siwe-message';

export const WEB3_PROVIDER = 'web3';
export const ETHEREUM = 'ethereum';

/** The wallet an identity is keyed by: one account per chain and address, whatever the address's case. */
export type Wallet = { chain: string; address: string };

export const walletOf = (message: SiweMessage): Wallet => ({ chain: ETHEREUM, address: message.address.toLowerCase() });

/** GoTrue's provider id (the identity's `id`, identity_data's `sub`), here with the address in lower case. */
export const providerId = ({ chain, address }: Wallet) => `${WEB3_PROVIDER}:${chain}:${address}`;

/**
 * GoTrue's identity_data for the message (structs.Map of its provider.Claims): the message's claims under
 * `custom_claims` (`network` is the chain id as written, `statement` null when there is none), the
 * provider id as `sub`, and the two verification flags Claims always carries.
 */
export function walletIdentityData(message: SiweMessage): Record<string, unknown> {
  return {
    custom_claims: {
      address: message.address,
      chain: ETHEREUM,
      domain: message.domain,
      network: message.chainId,
      statement: message.statement,
    },
    email_verified: false,
    phone_verified: false,
    sub: providerId(walletOf(message)),
  };
}

/** The identity's JSON in the user's `identities` (a wallet's has no `email`). */
export function toWalletIdentity(row: Web3IdentityRow): GotrueIdentity {
  return {
    identity_id: row.id,
    id: providerId(row),
    user_id: row.userId,
    identity_data: row.identityData,
    provider: WEB3_PROVIDER,
    ...(row.lastSignInAt ? { last_sign_in_at: row.lastSignInAt.toISOString() } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The account's wallet identities as its user JSON lists them (after its email identity, if any). */
export async function walletIdentitiesOf(db: Db, userId: string): Promise<GotrueIdentity[]> {
  return (await walletIdentities(db, userId)).map(toWalletIdentity);
}
