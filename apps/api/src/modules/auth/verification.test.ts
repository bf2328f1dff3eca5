import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@app/contracts';
import type { App } from '#src/app.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { extractCode, startSmtpSink } from '#test/smtp-sink.ts';
import {
  call,
  check,
  registerAndReadCode,
  tokenClaims,
  uniqueName,
  type SmtpSink,
} from './test-support.ts';

describe('email verification', () => {
  let t: TestContext;
  let sink: SmtpSink;
  /**
   * The real app with one more route behind app.requireVerified, as business routes use it (the
   * same instance: it hears its own changes to a session at once, ADR 033).
   */
  let probe: App;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext(
      { SMTP_URL: sink.url },
      {
        setup: (app) => {
          app.get('/api/probe', { onRequest: app.requireVerified }, async () => ({ ok: true }));
        },
      },
    );
    probe = t.app;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const verify = (payload: object, token?: string) =>
    call(t, { method: 'POST', url: '/api/auth/verify-email', payload, token });
  const resend = (userId: string) =>
    call(t, { method: 'POST', url: '/api/auth/resend-verification', payload: { user_id: userId } });

  it('register -> email -> code -> verified, with a fresh token for the same session', async () => {
    const a = await registerAndReadCode(t, sink);
    expect(a.code).toMatch(/^\d{6}$/);

    const blocked = await probe.inject({
      method: 'GET',
      url: '/api/probe',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      errorCode: 'VERIFICATION_REQUIRED',
      verification_required: true,
      error: 'Please verify your email to access all features',
    });

    const res = await verify({ user_id: a.userId, verification_code: a.code }, a.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['access_token', 'user', 'username', 'username_changed', 'verified'].sort(),
    );
    expect(body).toMatchObject({
      verified: true,
      username_changed: false,
      username: a.username,
      user: { id: a.userId, is_verified: true },
    });
    // Same session: the token from registration keeps working and now sees a verified user.
    expect((await check(t, a.token)).json().user.is_verified).toBe(true);
    const claims = tokenClaims(body.access_token);
    expect(claims.sid).toBe(tokenClaims(a.token).sid);
    expect(claims.is_verified).toBe(true);

    const allowed = await probe.inject({
      method: 'GET',
      url: '/api/probe',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(allowed.statusCode).toBe(200);

    const again = await verify({ user_id: a.userId, verification_code: a.code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errorCode: 'ALREADY_VERIFIED',
      error: 'This email address is already verified.',
    });
  });

  it('starts a new session when the code arrives without a token (the email link)', async () => {
    const a = await registerAndReadCode(t, sink);
    const res = await verify({ user_id: a.userId, verification_code: a.code });
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token;
    expect(tokenClaims(token).sid).not.toBe(tokenClaims(a.token).sid);
    expect((await check(t, token)).json().user.is_verified).toBe(true);
  });

  it('reports a sanitised sign-up name as username_changed so the client asks to confirm it', async () => {
    const suffix = uniqueName('x');
    const a = await registerAndReadCode(t, sink, `Mary Jane ${suffix}`);
    const res = await verify({ user_id: a.userId, verification_code: a.code }, a.token);
    expect(res.json()).toMatchObject({
      username_changed: true,
      username: `Mary_Jane_${suffix}`.slice(0, 30),
    });
  });

  it('refuses a wrong code with expired: false', async () => {
    const a = await registerAndReadCode(t, sink);
    const wrong = a.code === '000000' ? '000001' : '000000';
    const res = await verify({ user_id: a.userId, verification_code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Invalid verification code',
      message: 'Invalid verification code',
      errorCode: 'VERIFICATION_CODE_INVALID',
      expired: false,
    });
  });

  it('stops a code after 5 wrong attempts', async () => {
    const a = await registerAndReadCode(t, sink);
    const wrong = a.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify({ user_id: a.userId, verification_code: wrong });
      expect(res.json().error).toBe('Invalid verification code');
    }
    const res = await verify({ user_id: a.userId, verification_code: a.code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VERIFICATION_CODE_INVALID',
      error: 'Too many incorrect attempts. Please request a new code.',
      expired: false,
    });
  });

  it('refuses an expired code with expired: true and SPEC text', async () => {
    const a = await registerAndReadCode(t, sink);
    t.clock.advance(15 * 60_000 + 1_000);
    try {
      const res = await verify({ user_id: a.userId, verification_code: a.code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Verification code has expired. Please request a new one.',
        message: 'Verification code has expired. Please request a new one.',
        errorCode: 'VERIFICATION_CODE_EXPIRED',
        expired: true,
      });
    } finally {
      t.clock.reset();
    }
  });

  it('answers 400 with details for a malformed id or code and 404 for an unknown user', async () => {
    const badId = await verify({ user_id: 'nope', verification_code: '123456' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details).toEqual([{ field: 'user_id', message: 'Invalid user id' }]);
    const badCode = await verify({ user_id: randomUUID(), verification_code: '12a456' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().details[0].field).toBe('verification_code');
    const unknown = await verify({ user_id: randomUUID(), verification_code: '123456' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'NOT_FOUND', error: 'User not found' });
  });

  describe('POST /api/auth/resend-verification', () => {
    it('holds a 60 s cooldown, then sends a new code that replaces the old one', async () => {
      // A frozen clock: the seconds left must not depend on how long the email took to arrive.
      t.clock.set(new Date());
      const a = await registerAndReadCode(t, sink);
      t.clock.advance(20_000);
      try {
        const early = await resend(a.userId);
        expect(early.statusCode).toBe(429);
        expect(early.json()).toMatchObject({
          errorCode: 'RESEND_COOLDOWN',
          error: 'Please wait 40 seconds before requesting a new code.',
          cooldown_seconds: 40,
        });

        t.clock.advance(41_000);
        const before = sink.received.length;
        const res = await resend(a.userId);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          message: 'A new verification code has been sent to your email.',
          cooldown_seconds: 60,
        });
        const email = await sink.waitForEmail(
          a.email,
          (e) => sink.received.indexOf(e) >= before && e.subject.includes('Verify'),
        );
        expect(email.text).toContain('Here is your new verification code');
        const code = extractCode(email);
        if (code !== a.code) {
          const old = await verify({ user_id: a.userId, verification_code: a.code });
          expect(old.json().errorCode).toBe('VERIFICATION_CODE_INVALID');
        }
        expect((await resend(a.userId)).statusCode).toBe(429);
        const ok = await verify({ user_id: a.userId, verification_code: code });
        expect(ok.statusCode).toBe(200);
      } finally {
        t.clock.reset();
      }
    });

    it('sends one code when two resends race', async () => {
      const a = await registerAndReadCode(t, sink);
      t.clock.advance(61_000);
      try {
        const codes = (await Promise.all([resend(a.userId), resend(a.userId)]))
          .map((r) => r.statusCode)
          .sort();
        expect(codes).toEqual([200, 429]);
      } finally {
        t.clock.reset();
      }
    });

    it('answers the same for an unknown or verified user (sending nothing), 400 for a malformed id', async () => {
      const sent = {
        message: 'A new verification code has been sent to your email.',
        cooldown_seconds: 60,
      };
      const verified = await createUser(t, { isVerified: true });
      for (const id of [verified.user.id, randomUUID()]) {
        const res = await resend(id);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(sent);
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(sink.received.filter((e) => e.to.includes(verified.user.email))).toEqual([]);
      const bad = await resend('12');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0]).toEqual({ field: 'user_id', message: 'Invalid user id' });
    });

    it('sends at most 10 codes a day to one account', async () => {
      const a = await registerAndReadCode(t, sink);
      try {
        // The code sent at registration is the first of the day.
        for (let i = 0; i < 9; i++) {
          t.clock.advance(61_000);
          expect((await resend(a.userId)).statusCode).toBe(200);
        }
        t.clock.advance(61_000);
        const over = await resend(a.userId);
        expect(over.statusCode).toBe(429);
        expect(over.json()).toMatchObject({
          errorCode: 'VERIFICATION_LIMIT_REACHED',
          error: AUTH_MESSAGES.codesPerDayReached,
        });
        t.clock.advance(24 * 60 * 60_000);
        expect((await resend(a.userId)).statusCode).toBe(200);
      } finally {
        t.clock.reset();
      }
    });

    it('caps wrong guesses per account per day across resent codes', async () => {
      const a = await registerAndReadCode(t, sink);
      const wrong = a.code === '000000' ? '111111' : '000000';
      try {
        // 5 codes x 5 guesses: without a daily cap each resend would buy 5 more.
        for (let round = 0; round < 5; round++) {
          for (let i = 0; i < 5; i++) {
            const res = await verify({ user_id: a.userId, verification_code: wrong });
            expect(res.statusCode).toBe(400);
          }
          t.clock.advance(61_000);
          const before = sink.received.length;
          expect((await resend(a.userId)).statusCode).toBe(200);
          const mail = await sink.waitForEmail(
            a.email,
            (e) => sink.received.indexOf(e) >= before && e.subject.includes('Verify'),
          );
          a.code = extractCode(mail);
        }
        // Even the right code is refused until the day has passed.
        const capped = await verify({ user_id: a.userId, verification_code: a.code });
        expect(capped.statusCode).toBe(429);
        expect(capped.json().errorCode).toBe('VERIFICATION_LIMIT_REACHED');
        t.clock.advance(24 * 60 * 60_000);
        t.clock.advance(61_000);
        const before = sink.received.length;
        expect((await resend(a.userId)).statusCode).toBe(200);
        const mail = await sink.waitForEmail(
          a.email,
          (e) => sink.received.indexOf(e) >= before && e.subject.includes('Verify'),
        );
        const ok = await verify({ user_id: a.userId, verification_code: extractCode(mail) });
        expect(ok.statusCode).toBe(200);
      } finally {
        t.clock.reset();
      }
    });
  });
});
