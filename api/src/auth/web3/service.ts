// Sign in with Ethereum on the embedded auth service: GoTrue's web3 grant (POST /auth/v1/token?grant_type=
// web3), and linking a wallet to the signed-in account (POST /account/wallet-identity). Both take a signed
// EIP-4361 message through the same checks: GoTrue's, in its order, then this api's own (the chain is one it
// serves, checked before the signature since a contract wallet's is judged on that chain; the message is
// used once).
import type { AuditLog } from '../../audit';
import type { ChainSource } from '../../chain';
import type { Db } from '../../db';
import { failure, HttpError } from '../../http';
import type { EmbeddedAuth } from '../embedded-auth';
import type { SessionClient } from '../repo';
import { sha256 } from '../secrets';
import type { SupabaseSession, SupabaseUser } from '../supabase-shapes';
import { walletIdentityData, walletOf } from './identity';
import { checkLengths, checkOrigin, checkTimes, invalidGrant, servedChainId, validUntil, WEB3_MESSAGES } from './message-checks';
import * as repo from './repo';
import { signedBy } from './signature';
import { parseSiweMessage, SiweMessageError, type SiweMessage } from './siwe-message';

export const SOLANA_DISABLED = 'Solana Web3 provider is disabled';

export type WalletAuthOptions = {
  db: Db;
  auth: Pick<EmbeddedAuth, 'startWalletSession' | 'getUser'>;
  /** The chains this api serves, by id: a message must be for one of them. */
  chains: ReadonlyMap<number, ChainSource>;
  /** Where this server sends users back to (its site URL and CORS origins): a message must be signed for one. */
  allowedOrigins: readonly string[];
  /** The most a chain may take to judge a contract wallet's signature. */
  deadlineMs: number;
  /** Where a linked wallet is recorded (the account's audit log, which emails the owner). */
  audit?: Pick<AuditLog, 'record'>;
  now?: () => Date;
};

/** The signed message and its signature, as the wallet gave them. */
export type WalletProof = { message: string; signature: string };

export function walletAuth({ db, auth, chains, allowedOrigins, deadlineMs, audit, now = () => new Date() }: WalletAuthOptions) {
  const origins = new Set(allowedOrigins.map((url) => new URL(url).origin));
  const chainIds = new Set(chains.keys());

  /** The message once every check passed and it was taken for this use; throws the refusal otherwise. */
  async function acceptedMessage({ message, signature }: WalletProof): Promise<SiweMessage> {
    checkLengths(message, signature);
    const signed = readMessage(message);
    const chainId = servedChainId(signed, chainIds);
    if (!(await signedBy({ chains, deadlineMs }, { address: signed.address, message, signature, chainId }))) {
      throw invalidGrant(WEB3_MESSAGES.signatureMismatch);
    }
    checkOrigin(signed, origins);
    const at = now();
    checkTimes(signed, at);
    const used = {
      messageHash: sha256(message),
      address: walletOf(signed).address,
      nonce: signed.nonce || null,
      expiresAt: validUntil(signed),
    };
    if (!(await repo.claimMessage(db, used, at))) throw invalidGrant(WEB3_MESSAGES.alreadyUsed);
    return signed;
  }

  const signedWallet = (message: SiweMessage): repo.SignedWallet => ({ ...walletOf(message), identityData: walletIdentityData(message) });

  return {
    /**
     * GoTrue's web3 grant: a session for the account the wallet signs into, made (without an email) on its
     * first sign-in. Only Ethereum: Solana answers as GoTrue does with its provider off.
     */
    async signIn(body: Record<string, unknown>, client?: SessionClient): Promise<SupabaseSession> {
      const { chain, message, signature } = grantParams(body);
      if (chain === 'solana') throw new HttpError(422, SOLANA_DISABLED, 'web3_provider_disabled');
      if (chain !== 'ethereum') throw failure('web3_unsupported_chain');
      const signed = await acceptedMessage({ message, signature });
      const user = await repo.signInWithWallet(db, signedWallet(signed));
      return auth.startWalletSession(user, client);
    },

    /** Links the wallet to the account; afterwards signing in with it opens this account. */
    async link(userId: string, proof: WalletProof, client?: SessionClient): Promise<SupabaseUser> {
      const signed = await acceptedMessage(proof);
      const wallet = signedWallet(signed);
      const outcome = await repo.linkWallet(db, userId, wallet);
      if (outcome === 'another_account') throw failure('identity_already_exists');
      if (outcome === 'no_user') throw failure('user_not_found');
      if (outcome === 'linked')
        void audit?.record({ userId, action: 'wallet_linked', request: client, details: { address: wallet.address } });
      return auth.getUser(userId);
    },
  };
}

export type WalletAuth = ReturnType<typeof walletAuth>;

function readMessage(message: string): SiweMessage {
  try {
    return parseSiweMessage(message);
  } catch (error) {
    if (error instanceof SiweMessageError) throw new HttpError(400, error.message, 'validation_failed');
    throw error;
  }
}

const GRANT_FIELDS = ['message', 'signature', 'chain'] as const;
type GrantParams = Record<(typeof GRANT_FIELDS)[number], string>;

/**
 * The body as GoTrue's json.Unmarshal fills its Web3GrantParams: each field a string (null or absent is
 * ''), its name matched without regard to case; a field of another type is 400 bad_json with Go's words.
 */
export function grantParams(body: Record<string, unknown>): GrantParams {
  const params: GrantParams = { message: '', signature: '', chain: '' };
  for (const [key, value] of Object.entries(body)) {
    const field = GRANT_FIELDS.find((name) => name === key.toLowerCase());
    if (!field || value === null) continue;
    if (typeof value !== 'string') {
      const kind = Array.isArray(value) ? 'array' : typeof value === 'boolean' ? 'bool' : typeof value;
      throw new HttpError(
        400,
        `Could not parse request body as JSON: json: cannot unmarshal ${kind} into Go struct field Web3GrantParams.${field} of type string`,
        'bad_json',
      );
    }
    params[field] = value;
  }
  return params;
}
