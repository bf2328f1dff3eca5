import { afterEach, describe, expect, it, vi } from 'vitest';
import { signSessionToken, verifySessionToken } from './tokens.ts';

const SECRET = 'a'.repeat(40);
const OTHER_SECRET = 'b'.repeat(40);
const subject = {
  id: 'user-1',
  username: 'ada',
  is_admin: false,
  admin_role: null,
  is_verified: true,
  username_changed: false,
  needs_username: false,
};

/** A token for `sid`, valid for a minute. */
const tokenFor = (sid: string) =>
  signSessionToken(SECRET, subject, sid, new Date(Date.now() + 60_000));

/** Checked tokens are remembered (ADR 043): what a check decides must not change for it. */
describe('verifySessionToken', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token again, with the same claims, while it has not expired', async () => {
    const token = await tokenFor('session-1');
    const first = await verifySessionToken(SECRET, token);
    const second = await verifySessionToken(SECRET, token);
    expect(first).toMatchObject({ ok: true, claims: { sub: 'user-1', sid: 'session-1' } });
    expect(second).toEqual(first);
  });

  it('refuses a remembered token once its expiry has passed', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await signSessionToken(SECRET, subject, 'session-2', expiresAt);
    expect((await verifySessionToken(SECRET, token)).ok).toBe(true);
    vi.useFakeTimers({ now: expiresAt.getTime() + 1000, toFake: ['Date'] });
    expect(await verifySessionToken(SECRET, token)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifySessionToken(SECRET, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('checks a remembered token again against another secret', async () => {
    const token = await tokenFor('session-3');
    expect((await verifySessionToken(SECRET, token)).ok).toBe(true);
    expect(await verifySessionToken(OTHER_SECRET, token)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a tampered copy of a remembered token', async () => {
    const token = await tokenFor('session-4');
    expect((await verifySessionToken(SECRET, token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.');
    // A character in the middle: every bit of it is signature (the last one's are partly padding).
    const swapped = signature![10] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature!.slice(0, 10)}${swapped}${signature!.slice(11)}`;
    expect(await verifySessionToken(SECRET, tampered)).toMatchObject({ ok: false });
  });
});
