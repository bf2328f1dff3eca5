import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { extractCode, startSmtpSink, type ReceivedEmail } from '#test/smtp-sink.ts';
import {
  call,
  check,
  login,
  PASSWORD,
  randomIp,
  recordLoginFailures,
  register,
  uniqueName,
  type SmtpSink,
} from './test-support.ts';

const SENT =
  'If an account exists for that email, we have sent a code and a link to reset your password.';
const INVALID = {
  error: 'This reset link or code is invalid or has expired.',
  message: 'This reset link or code is invalid or has expired.',
  errorCode: 'RESET_TOKEN_INVALID',
};
const NEW_PASSWORD = 'my new long password';

describe('forgot and reset password', () => {
  let t: TestContext;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const forgot = (email: string) =>
    call(t, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (payload: object) =>
    call(t, { method: 'POST', url: '/api/auth/reset-password', payload });

  async function requestReset(email: string) {
    const before = sink.received.length;
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    const mail = await sink.waitForEmail(
      email,
      (e: ReceivedEmail) => sink.received.indexOf(e) >= before && e.subject.includes('Reset'),
    );
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    return { mail, token: token!, code: extractCode(mail) };
  }

  async function account() {
    const { res, payload } = await register(t);
    return { ...payload, token: res.json().access_token as string };
  }

  /** Reset emails delivered to the address, once none to it is still waiting in the job queue. */
  async function resetEmailsTo(email: string) {
    await vi.waitFor(
      async () => {
        const waiting = await t.database.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.name, 'send_email'), eq(sql`${jobs.payload}->>'to'`, email)));
        expect(waiting).toHaveLength(0);
      },
      { timeout: 10_000, interval: 50 },
    );
    return sink.received.filter(
      (e) => e.to.includes(email.toLowerCase()) && e.subject === 'Reset your ShopBook password',
    ).length;
  }

  it('emails a code and a link; the link resets once, signs out everywhere and verifies the email', async () => {
    const a = await account();
    const { mail, token, code } = await requestReset(a.email);
    expect(mail.subject).toBe('Reset your ShopBook password');
    expect(mail.text).toContain('https://shop.example.com/reset-password?token=');
    expect(mail.text).toMatch(/expire in 30 minutes/);
    expect(code).toMatch(/^\d{6}$/);
    expect(token).toHaveLength(43);

    const res = await reset({ token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been reset. You can now sign in with your new password.',
    });
    expect((await check(t, a.token)).statusCode).toBe(401);
    expect((await login(t, a.email)).statusCode).toBe(401);
    const signedIn = await login(t, a.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.is_verified).toBe(true);

    const again = await reset({ token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    const byCode = await reset({ email: a.email, code, password: 'yet another password' });
    expect(byCode.json()).toEqual(INVALID);
  });

  it('resets with the email and the 6-digit code, once', async () => {
    const a = await account();
    const { code } = await requestReset(a.email);
    const res = await reset({ email: a.email.toUpperCase(), code, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await login(t, a.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset({ email: a.email, code, password: NEW_PASSWORD })).json()).toEqual(INVALID);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = `${uniqueName('ghost')}@example.com`;
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    expect(await resetEmailsTo(email)).toBe(0);
    expect((await reset({ email, code: '123456', password: NEW_PASSWORD })).json()).toEqual(
      INVALID,
    );
  });

  it('expires the code and link after 30 minutes', async () => {
    const a = await account();
    const { token, code } = await requestReset(a.email);
    t.clock.advance(30 * 60_000 + 1_000);
    try {
      expect((await reset({ token, password: NEW_PASSWORD })).json()).toEqual(INVALID);
      expect((await reset({ email: a.email, code, password: NEW_PASSWORD })).json()).toEqual(
        INVALID,
      );
    } finally {
      t.clock.reset();
    }
  });

  it('stops a code after 5 wrong guesses', async () => {
    const a = await account();
    const { code, token } = await requestReset(a.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await reset({ email: a.email, code: wrong, password: NEW_PASSWORD })).statusCode,
      ).toBe(400);
    }
    expect((await reset({ email: a.email, code, password: NEW_PASSWORD })).json()).toEqual(INVALID);
    // The link is unguessable, so it still works.
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('replaces the previous link when a new one is requested', async () => {
    const a = await account();
    const first = await requestReset(a.email);
    const second = await requestReset(a.email);
    expect((await reset({ token: first.token, password: NEW_PASSWORD })).json()).toEqual(INVALID);
    expect((await reset({ token: second.token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('sends at most 3 reset emails per account in 15 minutes, answering the same', async () => {
    const a = await account();
    for (let i = 0; i < 4; i++) {
      const res = await forgot(a.email);
      expect(res.json()).toEqual({ message: SENT });
    }
    expect(await resetEmailsTo(a.email)).toBe(3);
    t.clock.advance(15 * 60_000 + 1_000);
    try {
      await forgot(a.email);
      expect(await resetEmailsTo(a.email)).toBe(4);
    } finally {
      t.clock.reset();
    }
  });

  it('lifts the refusal of an address that guessed, once the owner reset the password', async () => {
    const a = await account();
    const ip = randomIp();
    for (let i = 0; i < 5; i++) await login(t, a.email, 'wrong password', ip);
    await recordLoginFailures(t, a.email, ip, 5);
    expect((await login(t, a.email, PASSWORD, ip)).statusCode).toBe(429);
    const { token } = await requestReset(a.email);
    await reset({ token, password: NEW_PASSWORD });
    expect((await login(t, a.email, NEW_PASSWORD, ip)).statusCode).toBe(200);
  });

  it("forgets the account's failures: after a reset no address is asked for the check", async () => {
    const a = await account();
    const ips = Array.from({ length: 6 }, () => randomIp());
    for (const ip of ips)
      expect((await login(t, a.email, 'wrong password', ip)).statusCode).toBe(401);
    expect((await login(t, a.email, PASSWORD, ips[0])).statusCode).toBe(428);
    const { token } = await requestReset(a.email);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t, a.email, NEW_PASSWORD, ips[0])).statusCode).toBe(200);
  });

  it('lets a Google-only account set a password', async () => {
    const google = await createUser(t, { passwordHash: null, googleSubject: uniqueName('g') });
    const { token } = await requestReset(google.user.email);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t, google.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('caps forgot-password requests per client address', async () => {
    const ip = randomIp();
    const ask = () =>
      call(t, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        ip,
        payload: { email: `${uniqueName('ghost')}@example.com` },
      });
    for (let i = 0; i < 10; i++) expect((await ask()).statusCode).toBe(200);
    const res = await ask();
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('RATE_LIMITED');
  });

  it('answers 400 for unknown or malformed tokens and weak passwords', async () => {
    const unknown = await reset({
      token: randomBytes(32).toString('base64url'),
      password: NEW_PASSWORD,
    });
    expect(unknown.json()).toEqual(INVALID);
    const malformed = await reset({ token: 'short', password: NEW_PASSWORD });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBe('VALIDATION_FAILED');
    const weak = await reset({ token: randomBytes(32).toString('base64url'), password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errorCode).toBe('VALIDATION_FAILED');
    expect((await forgot('not an email')).statusCode).toBe(400);
  });
});
