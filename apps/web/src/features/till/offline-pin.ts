import { pinMatchesVerifier } from '@app/contracts/staff-pin-verifier';
import {
  STAFF_PIN_LOCK_MINUTES,
  STAFF_PIN_MAX_FAILURES,
  type TillStaffEntry,
} from '@app/contracts/staff';
import { readJson, writeJson } from '#src/lib/storage.ts';
import { TILL_STORAGE_KEYS } from '#src/lib/till.ts';

/**
 * PIN sign-in on the device while the server is out of reach (ADR 076): the PIN is checked
 * against the member's verifier from the last picker, under the server's lockout rule kept here
 * per member (five wrong within 15 minutes lock that member on this device for 15 minutes), in
 * localStorage so a reload does not reset it.
 */
const WINDOW_MS = STAFF_PIN_LOCK_MINUTES * 60_000;

interface Failures {
  count: number;
  since: number;
  lockedUntil: number | null;
}
type Lockouts = Record<string, Failures>;

const readLockouts = (): Lockouts => readJson<Lockouts>(TILL_STORAGE_KEYS.tillPinLockout) ?? {};
const writeLockouts = (lockouts: Lockouts) => writeJson(TILL_STORAGE_KEYS.tillPinLockout, lockouts);

/** Until when this member's PIN is locked on this device, or null. */
export function localLockedUntil(staffId: string, now: number = Date.now()): Date | null {
  const until = readLockouts()[staffId]?.lockedUntil;
  return typeof until === 'number' && until > now ? new Date(until) : null;
}

/** A wrong PIN on this device: counted as the server counts; the fifth in the window locks. */
export function recordLocalFailure(staffId: string, now: number = Date.now()): Date | null {
  const lockouts = readLockouts();
  const current = lockouts[staffId];
  const fresh = !current || current.since <= now - WINDOW_MS;
  const count = fresh ? 1 : current.count + 1;
  const lockedUntil =
    count >= STAFF_PIN_MAX_FAILURES ? now + WINDOW_MS : (current?.lockedUntil ?? null);
  lockouts[staffId] = { count, since: fresh ? now : current.since, lockedUntil };
  writeLockouts(lockouts);
  return lockedUntil !== null && lockedUntil > now ? new Date(lockedUntil) : null;
}

/** The server locked the member: the device keeps the lock, so going offline does not lift it. */
export function lockLocally(staffId: string, until: Date, now: number = Date.now()): void {
  const lockouts = readLockouts();
  lockouts[staffId] = { count: STAFF_PIN_MAX_FAILURES, since: now, lockedUntil: until.getTime() };
  writeLockouts(lockouts);
}

/** A good PIN (here or at the server) clears the member's count on this device. */
export function clearLocalFailures(staffId: string): void {
  const lockouts = readLockouts();
  if (!(staffId in lockouts)) return;
  delete lockouts[staffId];
  writeLockouts(lockouts);
}

export type OfflinePinCheck =
  | { kind: 'ok' }
  | { kind: 'wrong' }
  | { kind: 'locked'; until: Date }
  /** No verifier yet: the member's PIN has not been seen by the server since verifiers exist. */
  | { kind: 'unavailable' };

/** Checks a PIN on the device, under the local lockout (a locked member is not even tried). */
export async function checkPinOffline(
  member: Pick<TillStaffEntry, 'id' | 'pinVerifier'>,
  pin: string,
  now: () => number = Date.now,
): Promise<OfflinePinCheck> {
  const locked = localLockedUntil(member.id, now());
  if (locked) return { kind: 'locked', until: locked };
  if (!member.pinVerifier) return { kind: 'unavailable' };
  if (await pinMatchesVerifier(member.pinVerifier, pin)) {
    clearLocalFailures(member.id);
    return { kind: 'ok' };
  }
  const until = recordLocalFailure(member.id, now());
  return until ? { kind: 'locked', until } : { kind: 'wrong' };
}
