// What Supabase Auth's web3 grant checks of a signed Ethereum message, in its order and words
// (internal/api/web3.go web3GrantEthereum), and what this api checks beyond it: the message's chain must be
// one it serves, and a message is used once. Refusals of the message's content are GoTrue's OAuth error
// `invalid_grant`; a malformed request is 400 validation_failed.
import { HttpError } from '../../http';
import type { SiweMessage } from './siwe-message';

/** GoTrue's GOTRUE_EXTERNAL_WEB3_ETHEREUM_MAXIMUM_VALIDITY_DURATION default (internal/conf): 10 minutes. */
export const MAXIMUM_VALIDITY_MS = 10 * 60_000;
/** GoTrue's bounds of the message's length (in bytes, as Go's len counts them). */
export const MIN_MESSAGE_BYTES = 64;
export const MAX_MESSAGE_BYTES = 20 * 1024;
/** An ordinary account's signature: r, s, v. */
export const EOA_SIGNATURE_BYTES = 65;
/**
 * A contract wallet's signature (EIP-1271) is whatever the wallet takes: several owners' signatures, or an
 * ERC-6492 wrapper for a wallet not deployed yet. Longer than an ordinary one is taken, up to this much.
 */
export const MAX_CONTRACT_SIGNATURE_BYTES = 8 * 1024;

export const WEB3_MESSAGES = {
  messageTooShort: 'message is too short',
  messageTooLong: 'message must not exceed 20KB',
  signatureFormat: 'signature must be 65 bytes long, encoded as a 130 character-long hexadecimal string',
  signatureMismatch: 'Signature does not match address in message',
  uriNotHttps: 'Signed Ethereum message is using URI which does not use HTTPS',
  uriNotAllowed: 'Signed Ethereum message is using URI which is not allowed on this server, message was signed for another app',
  domainMismatch: 'Signed Ethereum message is using a Domain that does not match the one in URI which is not allowed on this server',
  notYetValid: 'Signed Ethereum message becomes valid in the future',
  expired: 'Signed Ethereum message is expired',
  issuedTooLongAgo: 'Ethereum message was issued too long ago',
  issuedInFuture: 'Ethereum message was issued too far in the future',
  // This api's own: GoTrue takes a message for any chain, or none, and the same message any number of times.
  unknownChain: 'Signed Ethereum message is not for a chain this server serves',
  alreadyUsed: 'Signed Ethereum message, or another with its nonce, was already used: sign a new one',
  chainUnreachable: "The wallet's chain could not be reached to check its signature. Please try again.",
} as const;

/** GoTrue's OAuthError: 400 `{ error: 'invalid_grant', error_description }` on /auth/v1. */
export const invalidGrant = (description: string) => new HttpError(400, description, 'invalid_grant');

const validationFailed = (message: string) => new HttpError(400, message, 'validation_failed');

/** GoTrue's length checks of the message and the signature, before the message is read. */
export function checkLengths(message: string, signature: string): void {
  const bytes = Buffer.byteLength(message);
  if (bytes < MIN_MESSAGE_BYTES) throw validationFailed(WEB3_MESSAGES.messageTooShort);
  if (bytes > MAX_MESSAGE_BYTES) throw validationFailed(WEB3_MESSAGES.messageTooLong);
  if (!isSignatureLength(signature.startsWith('0x') ? signature.slice(2) : signature)) {
    throw validationFailed(WEB3_MESSAGES.signatureFormat);
  }
}

/**
 * 130 hex digits, as GoTrue requires; or, beyond GoTrue, a longer even run of hex digits for a contract
 * wallet (whose signature its contract judges, through the chain).
 */
function isSignatureLength(hex: string): boolean {
  if (hex.length === EOA_SIGNATURE_BYTES * 2) return true;
  return hex.length > EOA_SIGNATURE_BYTES * 2 && hex.length <= MAX_CONTRACT_SIGNATURE_BYTES * 2 && /^([0-9a-fA-F]{2})+$/.test(hex);
}

/** The chain id the message is for, when this api serves it. */
export function servedChainId(message: SiweMessage, chainIds: ReadonlySet<number>): number {
  const id = Number(message.chainId);
  if (message.chainId === '' || !chainIds.has(id)) throw invalidGrant(WEB3_MESSAGES.unknownChain);
  return id;
}

/**
 * Where the message was signed: GoTrue's checks of its URI and domain against the origins this server
 * sends users back to (its site URL and CORS origins: the recovery links' redirect guard's list). A
 * localhost URI is taken over http, and its domain is not compared.
 */
export function checkOrigin(message: SiweMessage, allowedOrigins: ReadonlySet<string>): void {
  const { uri, domain } = message;
  if (uri.scheme !== 'https' && uri.hostname !== 'localhost') throw invalidGrant(WEB3_MESSAGES.uriNotHttps);
  if (!allowedOrigins.has(originOf(uri.href))) throw invalidGrant(WEB3_MESSAGES.uriNotAllowed);
  if (uri.hostname !== 'localhost' && (uri.host !== domain || !allowedOrigins.has(originOf(`https://${domain}/`)))) {
    throw invalidGrant(WEB3_MESSAGES.domainMismatch);
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

/**
 * GoTrue's time checks, in its order. Unlike GoTrue (which checks Expiration Time only when the message
 * also has a Not Before), an expired message is refused whatever else it says.
 */
export function checkTimes(message: SiweMessage, now: Date): void {
  const { notBefore, expirationTime, issuedAt } = message;
  if (notBefore && now < notBefore) throw invalidGrant(WEB3_MESSAGES.notYetValid);
  if (expirationTime && now > expirationTime) throw invalidGrant(WEB3_MESSAGES.expired);
  if (now.getTime() > issuedAt.getTime() + MAXIMUM_VALIDITY_MS) throw invalidGrant(WEB3_MESSAGES.issuedTooLongAgo);
  if (now.getTime() < issuedAt.getTime() - MAXIMUM_VALIDITY_MS) throw invalidGrant(WEB3_MESSAGES.issuedInFuture);
}

/** When a message that passed checkTimes stops being valid: no use of it needs remembering past then. */
export function validUntil(message: SiweMessage): Date {
  const latest = message.issuedAt.getTime() + MAXIMUM_VALIDITY_MS;
  return new Date(message.expirationTime ? Math.min(latest, message.expirationTime.getTime()) : latest);
}
