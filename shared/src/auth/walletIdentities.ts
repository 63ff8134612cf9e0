// The wallets (Sign in with Ethereum, issue 36) among a Supabase user's identities. GoTrue records one as
// provider 'web3', its id 'web3:ethereum:<address>'; the address is read from its data when it names it.

/** The parts of a supabase-js user (or GoTrue's user JSON) read here. */
export interface IdentitiesSource {
  identities?: readonly { id: string; provider: string; identity_data?: Record<string, unknown> | null; created_at?: string }[] | null;
}

export interface WalletIdentity {
  address: string;
  /** When it was linked; null when the auth service does not say. */
  linkedAt: string | null;
}

const ADDRESS = /0x[0-9a-fA-F]{40}$/;

function addressOf(identity: NonNullable<IdentitiesSource['identities']>[number]): string | null {
  const data = identity.identity_data ?? {};
  for (const candidate of [data.address, data.sub, identity.id]) {
    if (typeof candidate === 'string') {
      const found = ADDRESS.exec(candidate);
      if (found) return found[0];
    }
  }
  return null;
}

export function walletIdentities(user: IdentitiesSource): WalletIdentity[] {
  return (user.identities ?? []).flatMap((identity) => {
    if (identity.provider !== 'web3') return [];
    const address = addressOf(identity);
    return address ? [{ address, linkedAt: identity.created_at ?? null }] : [];
  });
}

/** What the app names the user by: the email, else (an account made with a wallet) its wallet's address. */
export function accountName(user: IdentitiesSource & { id: string; email?: string | null }): string {
  return user.email || walletIdentities(user)[0]?.address || user.id;
}
