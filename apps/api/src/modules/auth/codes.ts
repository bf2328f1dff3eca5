import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@app/contracts';

/** Wrong guesses allowed per emailed code before it stops working. */
export const MAX_CODE_ATTEMPTS = 5;

/** A uniformly random numeric code, e.g. "042917". */
export function generateCode(): string {
  return randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** 32 random bytes for links: unguessable, unlike a 6-digit code. */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only keyed hashes are stored: a copy of the database alone does not reveal live codes
 * (a plain hash of a 6-digit code is reversed by trying a million values).
 */
export function hashCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`code:${userId}:${code}`).digest('hex');
}

export function hashLinkToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`link:${token}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
