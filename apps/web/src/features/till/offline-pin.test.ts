import { makePinVerifier, type PinVerifier } from '@app/contracts/staff-pin-verifier';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TILL_STORAGE_KEYS } from '#src/lib/till.ts';
import {
  checkPinOffline,
  localLockedUntil,
  lockLocally,
  recordLocalFailure,
} from './offline-pin.ts';

const MINUTE = 60_000;
let verifier: PinVerifier;
// A low count keeps the test quick; the count travels with the verifier.
beforeAll(async () => {
  verifier = await makePinVerifier('4826', 1_000);
});
afterEach(() => localStorage.clear());

describe('PIN checked on the till device', () => {
  it('accepts the PIN the verifier was made from and refuses another', async () => {
    const juma = { id: 'juma', pinVerifier: verifier };
    expect(await checkPinOffline(juma, '4826')).toEqual({ kind: 'ok' });
    expect(await checkPinOffline(juma, '4827')).toEqual({ kind: 'wrong' });
    expect(await checkPinOffline({ id: 'new', pinVerifier: null }, '4826')).toEqual({
      kind: 'unavailable',
    });
  });

  it('locks a member for 15 minutes after five wrong PINs within 15 minutes, the right PIN too', async () => {
    let now = Date.UTC(2026, 11, 7, 9);
    const clock = () => now;
    const juma = { id: 'juma', pinVerifier: verifier };
    for (let i = 0; i < 4; i++)
      expect((await checkPinOffline(juma, '0000', clock)).kind).toBe('wrong');
    const fifth = await checkPinOffline(juma, '0000', clock);
    expect(fifth).toEqual({ kind: 'locked', until: new Date(now + 15 * MINUTE) });
    now += 14 * MINUTE;
    expect((await checkPinOffline(juma, '4826', clock)).kind).toBe('locked');
    // Another member is not locked by Juma's tries.
    expect(
      (await checkPinOffline({ id: 'amina', pinVerifier: verifier }, '4826', clock)).kind,
    ).toBe('ok');
    now += MINUTE + 1;
    expect(await checkPinOffline(juma, '4826', clock)).toEqual({ kind: 'ok' });
    // A good PIN starts the count again.
    for (let i = 0; i < 4; i++) expect(recordLocalFailure('juma', now)).toBeNull();
  });

  it('starts a new count when the first wrong PIN is older than the window', () => {
    const start = Date.UTC(2026, 11, 7, 9);
    for (let i = 0; i < 4; i++) recordLocalFailure('juma', start + i * MINUTE);
    // 16 minutes after the first: a fresh window, one failure.
    expect(recordLocalFailure('juma', start + 16 * MINUTE)).toBeNull();
    for (let i = 0; i < 3; i++) recordLocalFailure('juma', start + 17 * MINUTE);
    expect(recordLocalFailure('juma', start + 18 * MINUTE)).toEqual(new Date(start + 33 * MINUTE));
  });

  it('keeps the lock in storage, so a reload does not lift it; the server’s lock is kept too', async () => {
    const now = Date.now();
    for (let i = 0; i < 5; i++) recordLocalFailure('juma', now);
    const stored = localStorage.getItem(TILL_STORAGE_KEYS.tillPinLockout);
    localStorage.clear();
    localStorage.setItem(TILL_STORAGE_KEYS.tillPinLockout, stored!);
    expect(localLockedUntil('juma', now + MINUTE)).toEqual(new Date(now + 15 * MINUTE));
    expect((await checkPinOffline({ id: 'juma', pinVerifier: verifier }, '4826')).kind).toBe(
      'locked',
    );
    lockLocally('amina', new Date(now + 10 * MINUTE), now);
    expect(localLockedUntil('amina', now)).toEqual(new Date(now + 10 * MINUTE));
  });
});
