import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { KNOWN_DEVICE_DAYS } from '@app/contracts';
import type { UserRow } from './sessions.service.ts';

/**
 * "A device that signed in before" (ADR 065, OWASP's device cookies): after a sign-in with the
 * password, the browser gets an HttpOnly cookie sent only to the login route, signed with a key
 * derived from JWT_SECRET over the account, a random device id, the issue time and the current
 * password hash. It cannot be forged or moved to another account, scripts cannot read it, and a
 * password change or reset makes every earlier one worthless.
 */
export const KNOWN_DEVICE_PATH = '/api/auth/login';
const TTL_SECONDS = KNOWN_DEVICE_DAYS * 24 * 60 * 60;
const VALUE = /^([A-Za-z0-9_-]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('known-devices').digest();

/** One cookie per account on a shared device; its name reveals nothing about the account. */
export function knownDeviceCookieName(jwtSecret: string, userId: string): string {
  const tag = createHmac('sha256', keyOf(jwtSecret)).update(`name|${userId}`).digest('hex');
  return `sb_device_${tag.slice(0, 16)}`;
}

function mac(jwtSecret: string, user: UserRow, deviceId: string, issuedAt: number): Buffer {
  const password = createHash('sha256')
    .update(user.passwordHash ?? '')
    .digest('hex');
  return createHmac('sha256', keyOf(jwtSecret))
    .update(`${user.id}|${deviceId}|${issuedAt}|${password}`)
    .digest();
}

/** A cookie's value from a Cookie header (names and our values need no decoding). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The device id when the request carries this account's valid device cookie; null otherwise. */
export function readKnownDevice(
  jwtSecret: string,
  user: UserRow,
  cookieHeader: string | undefined,
  now: Date,
): string | null {
  const value = cookieValue(cookieHeader, knownDeviceCookieName(jwtSecret, user.id));
  const match = value ? VALUE.exec(value) : null;
  if (!match || !user.passwordHash) return null;
  const [, deviceId, issued, sent] = match as unknown as [string, string, string, string];
  const issuedAt = Number(issued);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -300 || age > TTL_SECONDS) return null;
  const expected = mac(jwtSecret, user, deviceId, issuedAt);
  const given = Buffer.from(sent, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/**
 * The Set-Cookie header after a sign-in: the same device id again (its failure count stays its
 * own), a fresh issue time, so a device in use stays known.
 */
export function knownDeviceCookie(
  jwtSecret: string,
  user: UserRow,
  deviceId: string | null,
  now: Date,
  secure: boolean,
): string {
  const id = deviceId ?? randomBytes(12).toString('base64url');
  const issuedAt = Math.floor(now.getTime() / 1000);
  const value = `${id}.${issuedAt}.${mac(jwtSecret, user, id, issuedAt).toString('base64url')}`;
  return [
    `${knownDeviceCookieName(jwtSecret, user.id)}=${value}`,
    `Path=${KNOWN_DEVICE_PATH}`,
    `Max-Age=${TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
