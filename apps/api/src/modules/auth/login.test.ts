import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { LOGIN_MAX_FAILURES_PER_IP } from './login-limiter.ts';
import { check, login, PASSWORD, randomIp, register, uniqueName } from './test-support.ts';

describe('POST /api/auth/login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  async function account() {
    const { res, payload } = await register(t);
    return { email: payload.email, user: res.json().user };
  }

  it('answers { access_token, user } for the right password, in any email case', async () => {
    const { email, user } = await account();
    const res = await login(t, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'user']);
    expect(body.user).toEqual(user);
    expect((await check(t, body.access_token)).statusCode).toBe(200);
    expect(res.body).not.toMatch(/password/i);
  });

  it('answers the same 401 for a wrong password, an unknown email and a Google-only account', async () => {
    const { email } = await account();
    const google = await createUser(t, { passwordHash: null, googleSubject: uniqueName('g') });
    const answers = await Promise.all([
      login(t, email, 'wrong password!'),
      login(t, `${uniqueName('nobody')}@example.com`),
      login(t, google.user.email, 'anything at all'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Invalid email or password',
        message: 'Invalid email or password',
        errorCode: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('answers 429 after 10 failures in 15 minutes for that account and client', async () => {
    const { email } = await account();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(t, email, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    const locked = await login(t, email, PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      errorCode: 'TOO_MANY_LOGIN_ATTEMPTS',
      error: 'Too many login attempts. Please try again later.',
    });
    // Another client is not locked out by this one.
    expect((await login(t, email, PASSWORD, randomIp())).statusCode).toBe(200);
    // After the window the client may try again.
    t.clock.advance(15 * 60_000 + 1_000);
    try {
      expect((await login(t, email, PASSWORD, ip)).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('never lets parallel guesses past the limit', async () => {
    const { email } = await account();
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(t, email, `wrong-${i}`, ip)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(6);
  });

  it('clears the account and client failures after a successful login', async () => {
    const { email } = await account();
    const ip = randomIp();
    for (let i = 0; i < 9; i++) await login(t, email, 'wrong password', ip);
    expect((await login(t, email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await login(t, email, 'wrong password', ip)).statusCode).toBe(401);
    }
    expect((await login(t, email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('limits failures per client address across accounts', async () => {
    const { email } = await account();
    const ip = randomIp();
    await t.database.db.insert(loginFailures).values(
      Array.from({ length: LOGIN_MAX_FAILURES_PER_IP }, () => ({
        key: `ip:${ip}`,
        createdAt: t.clock.now(),
      })),
    );
    expect((await login(t, email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(t, email, PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it('answers 429 after 20 failures in an hour on one account, spread over any addresses', async () => {
    const { email } = await account();
    // 5 addresses x 4 guesses each: every address stays under its own limit of 10.
    for (let a = 0; a < 5; a++) {
      const ip = randomIp();
      for (let i = 0; i < 4; i++) {
        expect((await login(t, email, 'wrong password', ip)).statusCode).toBe(401);
      }
    }
    const locked = await login(t, email, PASSWORD, randomIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      errorCode: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: 'Too many login attempts. Please try again later.',
    });
    // Other accounts are not touched, and the lock lifts when the hour has passed.
    const other = await account();
    expect((await login(t, other.email, PASSWORD, randomIp())).statusCode).toBe(200);
    t.clock.advance(60 * 60_000 + 1_000);
    try {
      expect((await login(t, email, PASSWORD, randomIp())).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('answers bad input with 400 and details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nope', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    expect(res.json().details).toHaveLength(2);
  });
});
