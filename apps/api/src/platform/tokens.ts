import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { SESSION_TTL_DAYS, TokenClaimsSchema, type TokenClaims } from '@app/contracts';

export type TokenSubject = Omit<TokenClaims, 'iat' | 'exp' | 'sid' | 'sub'> & { id: string };

export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** HS256 token with SPEC's claims, `iat` and the session id it belongs to. */
export async function signSessionToken(
  secret: string,
  subject: TokenSubject,
  sessionId: string,
  expiresAt: Date,
): Promise<string> {
  const { id, ...claims } = subject;
  return new SignJWT({ ...claims, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'expired' | 'no_expiry' | 'bad_signature' };

/**
 * Tokens whose signature and claims were checked, with the secret they were checked against.
 * A till sends the same token with every request; checking its HMAC again each time (WebCrypto,
 * a key import and a thread-pool job) was the largest share of a sale's CPU in the API process
 * (ADR 043). What a check decides never changes for a token and a secret but its expiry, which
 * is checked on every use as jose does; revocation is the session's (access-cache.ts), after this.
 * Bounded: past VERIFIED_MAX the oldest entry goes. Refusals are not kept.
 */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { secret: string; claims: Readonly<TokenClaims> }>();

/** jose's rule: expired once `exp` is at or before the current second. */
const isExpired = (claims: TokenClaims) => claims.exp <= Math.floor(Date.now() / 1000);

function remember(token: string, secret: string, claims: TokenClaims) {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, { secret, claims: Object.freeze(claims) });
}

/** Refuses a token that is not 3-part, has no expiry, is expired or is badly signed. */
export async function verifySessionToken(secret: string, token: string): Promise<TokenCheck> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (!isExpired(known.claims)) return { ok: true, claims: known.claims };
    verified.delete(token);
    return { ok: false, reason: 'expired' };
  }
  if (token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const claims = TokenClaimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'malformed' };
    remember(token, secret, claims.data);
    return { ok: true, claims: claims.data };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (err instanceof joseErrors.JWTClaimValidationFailed && err.claim === 'exp')
      return { ok: false, reason: 'no_expiry' };
    if (err instanceof joseErrors.JWSSignatureVerificationFailed)
      return { ok: false, reason: 'bad_signature' };
    return { ok: false, reason: 'malformed' };
  }
}
