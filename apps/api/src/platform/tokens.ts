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

/** Refuses a token that is not 3-part, has no expiry, is expired or is badly signed. */
export async function verifySessionToken(secret: string, token: string): Promise<TokenCheck> {
  if (token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const claims = TokenClaimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'malformed' };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (err instanceof joseErrors.JWTClaimValidationFailed && err.claim === 'exp')
      return { ok: false, reason: 'no_expiry' };
    if (err instanceof joseErrors.JWSSignatureVerificationFailed)
      return { ok: false, reason: 'bad_signature' };
    return { ok: false, reason: 'malformed' };
  }
}
