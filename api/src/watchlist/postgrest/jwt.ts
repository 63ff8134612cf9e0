// How PostgREST reads a request's JWT (src/PostgREST/Auth.hs and Auth/Jwt.hs, v14, with jose-jwt 0.9.6's
// parser and key choice), for a project whose JWT secret is one HS256 key, as the embedded auth service
// signs with: the bearer token it finds, what it refuses before any key is tried (PGRST301), and the claims
// it checks once the signature holds (PGRST303). The signature itself is the api's authenticator's to check.
import { jwtClaimsError, jwtDecodeError, type JwtClaimsProblem } from './errors';

/** PostgREST's AuthResult: whether the role is not the anon role (Error.hs's `authed`), and the claims it sets. */
export type AuthResult = { authenticated: boolean; claims: Record<string, unknown> };

/** PostgREST's db-anon-role on Supabase: the role of a request without a JWT, or of a JWT naming no role. */
const ANON_ROLE = 'anon';

export const ANONYMOUS: AuthResult = { authenticated: false, claims: { role: ANON_ROLE } };

/** Data.ByteString.Char8's isSpace. */
const SPACE = /[ \t\n\v\f\r\u00a0]/;

/** wai-extra's extractBearerAuth: the scheme `bearer` in any case, then the rest without its leading spaces. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const end = authorization.search(SPACE);
  const scheme = end === -1 ? authorization : authorization.slice(0, end);
  if (scheme.toLowerCase() !== 'bearer') return undefined;
  return end === -1 ? '' : authorization.slice(end).replace(new RegExp(`^${SPACE.source}+`), '');
}

/** memory's Base64URLUnpadded, as jose-jwt decodes each part; null where it cannot. */
function base64Url(part: string): Uint8Array | null {
  return /^[A-Za-z0-9_-]*$/.test(part) && part.length % 4 !== 1 ? new Uint8Array(Buffer.from(part, 'base64url')) : null;
}

function jsonObject(bytes: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** jose-jwt's JwsAlg ("none" is read apart). */
const JWS_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * The token's claims (still to be checked once the signature holds), or the PGRST301 PostgREST answers:
 * parseToken's parts count, then jose-jwt's decode — its parser (any failure is BadCrypto), an unsecured
 * token (BadAlgorithm), and the keys that suit the header (the secret is an HS256 key with no key id).
 */
export function readJwt(token: string): { claimsJson: Uint8Array } {
  if (token === '') throw jwtDecodeError({ kind: 'emptyAuthHeader' });
  const parts = token.split('.');
  if (parts.length !== 3) throw jwtDecodeError({ kind: 'unexpectedParts', parts: parts.length });
  const [headerPart, payloadPart, signaturePart] = parts;
  const headerBytes = base64Url(headerPart);
  const header = headerBytes && jsonObject(headerBytes);
  if (!header) throw jwtDecodeError({ kind: 'badCrypto' });
  if (header.alg === 'none') {
    if (!base64Url(payloadPart)) throw jwtDecodeError({ kind: 'badCrypto' });
    throw jwtDecodeError({ kind: 'badAlgorithm', details: "JWT is unsecured but expected 'alg' was not 'none'" });
  }
  // A header with `enc` is a JWE's, which has five parts.
  const jwsHeader =
    !('enc' in header) &&
    typeof header.alg === 'string' &&
    JWS_ALGORITHMS.includes(header.alg) &&
    [header.typ, header.cty, header.kid].every(optionalText);
  const claimsJson = base64Url(payloadPart);
  if (!jwsHeader || !claimsJson || !base64Url(signaturePart)) throw jwtDecodeError({ kind: 'badCrypto' });
  if (header.alg !== 'HS256' || (header.kid !== undefined && header.kid !== null)) {
    throw jwtDecodeError({ kind: 'keyError', details: 'No suitable key was found to decode the JWT' });
  }
  return { claimsJson };
}

/** What jose-jwt answers when no key verifies the signature. */
export const signatureNotVerified = () => jwtDecodeError({ kind: 'keyError', details: 'None of the keys was able to decode the JWT' });

/** PostgREST accepts time claims this many seconds either side of its clock. */
const ALLOWED_SKEW_SECONDS = 30;
const INT64 = 2 ** 63;

/**
 * A claim PostgREST parses with `.:?`: absent or null is no claim, a value `read` rejects is the claim's
 * parse error, otherwise `invalid` says whether the value is refused.
 */
function claimProblem<T>(
  claims: Record<string, unknown>,
  name: string,
  read: (value: unknown) => T | undefined,
  parseError: JwtClaimsProblem,
  invalid: (value: T) => JwtClaimsProblem | null,
): JwtClaimsProblem | null {
  const value = claims[name];
  if (value === undefined || value === null) return null;
  const parsed = read(value);
  return parsed === undefined ? parseError : invalid(parsed);
}

/** Scientific's toBoundedInteger, 0 when the number is no Int64. */
const seconds = (value: unknown) =>
  typeof value !== 'number' ? undefined : Number.isInteger(value) && value >= -INT64 && value < INT64 ? value : 0;
const audience = (value: unknown) =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string')) ? value : undefined;

/**
 * decodeClaims, then checkForErrors in its order (exp, nbf, iat, aud; Supabase configures no jwt-aud, so any
 * audience matches), then the role (the `role` claim, or the anon role): PGRST303 where a check fails.
 */
export function checkedClaims(claimsJson: Uint8Array, nowSeconds: number): AuthResult {
  const claims = jsonObject(claimsJson);
  if (!claims) throw jwtClaimsError('parsingClaimsFailed');
  const problem =
    claimProblem(claims, 'exp', seconds, 'expNotNumber', (exp) => (nowSeconds - ALLOWED_SKEW_SECONDS > exp ? 'expired' : null)) ??
    claimProblem(claims, 'nbf', seconds, 'nbfNotNumber', (nbf) => (nowSeconds + ALLOWED_SKEW_SECONDS < nbf ? 'notYetValid' : null)) ??
    claimProblem(claims, 'iat', seconds, 'iatNotNumber', (iat) => (nowSeconds + ALLOWED_SKEW_SECONDS < iat ? 'issuedAtFuture' : null)) ??
    claimProblem(claims, 'aud', audience, 'audNotStringOrArray', () => null);
  if (problem) throw jwtClaimsError(problem);
  // A role claim that is not text is its JSON (`null` too); only an absent one is the anon role.
  const role = claims.role === undefined ? ANON_ROLE : typeof claims.role === 'string' ? claims.role : JSON.stringify(claims.role);
  return { authenticated: role !== ANON_ROLE, claims: { ...claims, role } };
}
