import { parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/contracts';
import { users } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';
import { call, check, PASSWORD, register, uniqueName, type SmtpSink } from './test-support.ts';

describe('POST /api/auth/register', () => {
  let t: TestContext;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example.com/' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('creates the account, a session and sends the verification email', async () => {
    const { res, payload } = await register(t);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['access_token', 'message', 'user', 'verification_sent'].sort(),
    );
    expect(body.verification_sent).toBe(true);
    expect(body.message).toMatch(/verification code/);
    expect(body.user).toEqual({
      id: expect.any(String),
      username: payload.username,
      email: payload.email,
      is_verified: false,
      is_admin: false,
      admin_role: null,
      created_at: expect.any(String),
      username_changed: false,
      needs_username: false,
      language: 'en',
    });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(res.body).not.toMatch(/password/i);

    const me = await check(t, body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user });

    const email = await sink.waitForEmail(payload.email);
    expect(email.subject).toBe('Verify your email for ShopBook');
    expect(email.text).toContain(`Hi ${payload.username},`);
    expect(email.text).toContain(
      `https://shop.example.com/verify-email?user_id=${body.user.id}&code=`,
    );
    expect(email.text).toMatch(/expires in 15 minutes/);
    expect(email.raw).toContain('text/html');
  });

  it('stores an argon2id hash with at least OWASP parameters', async () => {
    const { res } = await register(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().user.id));
    const options = parseOptions(row!.passwordHash!);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(options.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
    expect(options.parallelism).toBe(1);
  });

  it('lower-cases the email and refuses it again, in any case, with EMAIL_TAKEN', async () => {
    const name = uniqueName();
    const first = await register(t, { email: `${name}@Example.COM` });
    expect(first.res.json().user.email).toBe(`${name}@example.com`);
    const again = await register(t, { email: `${name.toUpperCase()}@example.com` });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toMatchObject({
      errorCode: 'EMAIL_TAKEN',
      error: MESSAGES.emailTaken,
      message:
        'Email already registered. Please use a different email or sign in with your existing account.',
    });
  });

  describe('usernames', () => {
    it('refuses the exact same name with USERNAME_TAKEN', async () => {
      const { payload } = await register(t);
      const res = (await register(t, { username: payload.username })).res;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'USERNAME_TAKEN',
        error: 'Username already taken',
      });
    });

    it('refuses a name differing only in case with USERNAME_CASE_CONFLICT', async () => {
      const { payload } = await register(t, { username: `Shop_${uniqueName()}` });
      const res = (await register(t, { username: payload.username.toUpperCase() })).res;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'USERNAME_CASE_CONFLICT',
        error: 'Usernames are case-insensitive.',
        message: 'Usernames are case-insensitive.',
      });
    });

    it('refuses a name whose sanitised form is taken with USERNAME_SANITIZED_CONFLICT', async () => {
      const base = uniqueName('mary');
      await register(t, { username: base });
      const res = (
        await register(t, { username: base.replace('_', ' '), email: `${base}x@example.com` })
      ).res;
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('USERNAME_SANITIZED_CONFLICT');
      expect(res.json().error).toContain(`"${base}"`);
    });

    it('stores the sanitised name, keeps its case and flags username_changed', async () => {
      const suffix = uniqueName('x');
      const res = (
        await register(t, {
          username: `  José Da-Silva ${suffix} `,
          email: `${suffix}@example.com`,
        })
      ).res;
      expect(res.statusCode).toBe(201);
      expect(res.json().user.username).toBe(`Jose_Da_Silva_${suffix}`.slice(0, 30));
      expect(res.json().user.username_changed).toBe(true);
    });

    it('answers 400 USERNAME_INVALID with details for names breaking the rules', async () => {
      for (const [username, message] of [
        ['1shop', 'Username must start with a letter'],
        ['ab', 'Username must be at least 3 characters long'],
        ['!!!', 'Username must be at least 3 characters long'],
      ]) {
        const res = (await register(t, { username })).res;
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          errorCode: 'USERNAME_INVALID',
          error: message,
          details: [{ field: 'username', message }],
        });
      }
    });
  });

  it('answers bad input with 400 and details, never a 500', async () => {
    const res = (await register(t, { email: 'not-an-email', password: 'short' })).res;
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'email',
      'password',
    ]);
    expect(body.error).toMatch(/^Validation failed: /);
  });

  it('gives one 201 and one 409 when the same name is registered concurrently', async () => {
    const username = uniqueName('race');
    const results = await Promise.all(
      [1, 2, 3].map((i) => register(t, { username, email: `${username}_${i}@example.com` })),
    );
    const codes = results.map((r) => r.res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of results.filter((r) => r.res.statusCode === 409)) {
      expect(r.res.json().errorCode).toBe('USERNAME_TAKEN');
    }
  });

  it('gives one 201 and EMAIL_TAKEN for the same email registered concurrently', async () => {
    const email = `${uniqueName('race')}@example.com`;
    const results = await Promise.all(
      [1, 2].map(() => register(t, { username: uniqueName(), email })),
    );
    const codes = results.map((r) => r.res.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    expect(results.find((r) => r.res.statusCode === 409)!.res.json().errorCode).toBe('EMAIL_TAKEN');
  });

  describe('a retry after a lost answer (same Idempotency-Key)', () => {
    const post = (payload: object, key?: string) =>
      call(t, {
        method: 'POST',
        url: '/api/auth/register',
        payload,
        headers: key ? { 'idempotency-key': key } : {},
      });

    it('answers the same account with a session of its own, once, for 24 hours', async () => {
      const payload = {
        username: uniqueName(),
        email: `${uniqueName('r')}@example.com`,
        password: PASSWORD,
      };
      const key = `register-${uniqueName()}`;
      const first = await post(payload, key);
      expect(first.statusCode, first.body).toBe(201);
      await sink.waitForEmail(payload.email);

      const retry = await post(payload, key);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      const again = retry.json();
      expect(again).toEqual({ ...first.json(), access_token: expect.any(String) });
      expect(again.access_token).not.toBe(first.json().access_token);
      expect((await check(t, again.access_token)).statusCode).toBe(200);
      expect((await check(t, first.json().access_token)).statusCode).toBe(200);
      const rows = await t.database.db.select().from(users).where(eq(users.email, payload.email));
      expect(rows).toHaveLength(1);
      expect(sink.received.filter((e) => e.to.includes(payload.email))).toHaveLength(1);

      // Without the key, or with another one, the email is taken as before.
      expect((await post(payload)).json().errorCode).toBe('EMAIL_TAKEN');
      expect((await post(payload, `${key}-other`)).json().errorCode).toBe('EMAIL_TAKEN');
      // The same key for another name is another request.
      const changed = await post({ ...payload, username: uniqueName() }, key);
      expect(changed.statusCode).toBe(409);
      expect(changed.json().errorCode).toBe('IDEMPOTENCY_CONFLICT');
      // After 24 hours the key is forgotten.
      t.clock.advance(24 * 60 * 60 * 1000 + 1000);
      try {
        const late = await post(payload, key);
        expect(late.statusCode).toBe(409);
        expect(late.json().errorCode).toBe('EMAIL_TAKEN');
      } finally {
        t.clock.reset();
      }
    });
  });
});
