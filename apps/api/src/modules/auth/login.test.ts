import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  LOGIN_ALERT_AFTER_FAILURES,
  LOGIN_CHECK_AFTER_FAILURES,
  LOGIN_MAX_FAILURES,
} from '@app/contracts';
import { loginFailures, users } from '#src/db/schema/index.ts';
import { hashPassword } from '#src/platform/passwords.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';
import { LOGIN_MAX_FAILURES_PER_IP } from './login-limiter.ts';
import {
  check,
  login,
  loginFrom,
  PASSWORD,
  randomIp,
  recordLoginFailures,
  register,
  sentCookie,
  solveHumanCheck,
  uniqueName,
  type SmtpSink,
} from './test-support.ts';

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

  /** A guess from `ip`, solving the human check whenever the server asks for it. */
  async function guess(email: string, ip: string, password = 'wrong password') {
    const bare = await loginFrom(t, { email, password, ip });
    if (bare.statusCode !== 428) return bare;
    return loginFrom(t, { email, password, ip, recaptchaToken: await solveHumanCheck(t) });
  }

  const recordFailures = (email: string, ip: string, n: number) =>
    recordLoginFailures(t, email, ip, n);

  it("never locks the owner out with someone else's guesses", async () => {
    const { email } = await account();
    // 5 wrong passwords from one address, then 20 more from four others: more than the old
    // lock (20 an hour from anywhere).
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await guess(email, ip)).statusCode).toBe(401);
    for (let a = 0; a < 4; a++) await recordFailures(email, randomIp(), 5);
    // The owner, from an address with no failures, no known device, no check: signed in.
    const owner = await loginFrom(t, { email, ip: randomIp() });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toEqual(expect.any(String));
  });

  it('asks an address that failed for the human check once the account has 5 failures', async () => {
    const { email } = await account();
    const ip = randomIp();
    for (let i = 0; i < LOGIN_CHECK_AFTER_FAILURES; i++) {
      expect((await loginFrom(t, { email, password: `wrong-${i}`, ip })).statusCode).toBe(401);
    }
    const asked = await loginFrom(t, { email, ip });
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toEqual({
      error: AUTH_MESSAGES.loginCheckRequired,
      message: AUTH_MESSAGES.loginCheckRequired,
      errorCode: 'CAPTCHA_REQUIRED',
      captcha: 'altcha',
    });
    // A garbled answer is refused as before; a solved one goes on to the password.
    const garbled = await loginFrom(t, { email, ip, recaptchaToken: 'not a solution' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().errorCode).toBe('CAPTCHA_FAILED');
    const wrong = await loginFrom(t, {
      email,
      password: 'still wrong',
      ip,
      recaptchaToken: await solveHumanCheck(t),
    });
    expect(wrong.statusCode).toBe(401);
    const right = await loginFrom(t, { email, ip, recaptchaToken: await solveHumanCheck(t) });
    expect(right.statusCode).toBe(200);
    // The sign-in cleared this address: its next mistake is a plain 401, the one after is asked.
    expect((await loginFrom(t, { email, password: 'oops', ip })).statusCode).toBe(401);
    expect((await loginFrom(t, { email, ip })).statusCode).toBe(428);
    // An address that never failed signs in without the check, and fails once without it.
    const fresh = randomIp();
    expect((await loginFrom(t, { email, password: 'typo', ip: fresh })).statusCode).toBe(401);
    expect((await loginFrom(t, { email, ip: fresh })).statusCode).toBe(428);
  });

  it('answers 429 to the guessing address only, after 10 failures in 15 minutes', async () => {
    const { email } = await account();
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await guess(email, ip)).statusCode).toBe(401);
    await recordFailures(email, ip, 5);
    // Refused before the check or the password are looked at.
    const locked = await loginFrom(t, { email, ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      errorCode: 'TOO_MANY_LOGIN_ATTEMPTS',
      error: 'Too many login attempts. Please try again later.',
    });
    // Another client is not locked out by this one.
    expect((await login(t, email, PASSWORD, randomIp())).statusCode).toBe(200);
    // After the window the address may try again (with the check: the account is being guessed).
    t.clock.advance(15 * 60_000 + 1_000);
    try {
      expect((await loginFrom(t, { email, ip })).statusCode).toBe(428);
      expect((await guess(email, ip, PASSWORD)).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('never lets parallel guesses past the check or the limit', async () => {
    const { email } = await account();
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(t, email, `wrong-${i}`, ip)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LOGIN_CHECK_AFTER_FAILURES);
    expect(codes.every((c) => c === 401 || c === 428 || c === 429)).toBe(true);
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

  it('lets a device that signed in before keep signing in, whatever others do', async () => {
    const { email, user } = await account();
    const shared = randomIp();
    const first = await loginFrom(t, { email, ip: shared });
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^sb_device_[0-9a-f]{16}=[\w-]{16}\.\d+\.[\w-]{43}; /);
    expect(setCookie).toContain('Path=/api/auth/login');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const cookie = sentCookie(first);
    // Someone behind the same address guesses until that address is refused.
    for (let i = 0; i < 5; i++) expect((await guess(email, shared)).statusCode).toBe(401);
    await recordFailures(email, shared, 5);
    expect((await loginFrom(t, { email, ip: shared })).statusCode).toBe(429);
    // The owner's device: no check, no refusal, from that address or any other.
    const again = await loginFrom(t, { email, ip: shared, cookie });
    expect(again.statusCode).toBe(200);
    expect((await loginFrom(t, { email, ip: randomIp(), cookie })).statusCode).toBe(200);
    // It cannot be forged, nor moved to another account.
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await loginFrom(t, { email, ip: shared, cookie: forged })).statusCode).toBe(429);
    const other = await account();
    const otherIp = randomIp();
    await recordFailures(other.email, otherIp, 5);
    const borrowed = `${name.replace(/_[0-9a-f]+$/, '')}_${'0'.repeat(16)}=${value}`;
    expect(
      (await loginFrom(t, { email: other.email, ip: otherIp, cookie: `${cookie}; ${borrowed}` }))
        .statusCode,
    ).toBe(428);
    // A new password makes the devices signed in with the old one unknown.
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a brand new password') })
      .where(eq(users.id, user.id));
    const stale = await loginFrom(t, {
      email,
      password: 'a brand new password',
      ip: shared,
      cookie,
    });
    expect(stale.statusCode).toBe(429);
  });

  it('counts a known device apart: its own guesses make it an unknown device again', async () => {
    const { email } = await account();
    const ip = randomIp();
    const cookie = sentCookie(await loginFrom(t, { email, ip }));
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await loginFrom(t, { email, password: 'nope', ip, cookie })).statusCode).toBe(401);
    }
    // Past its own limit it is counted by its address, which has no failures yet.
    expect((await loginFrom(t, { email, password: 'nope', ip, cookie })).statusCode).toBe(401);
    expect((await loginFrom(t, { email, ip, cookie })).statusCode).toBe(200);
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

describe('the owner hears about repeated failed sign-ins', () => {
  let t: TestContext;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const pendingEmails = async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where name = 'send_email'`,
    );
    return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  };

  it('emails the owner once, not on every failure', async () => {
    const { payload } = await register(t);
    const email = payload.email;
    await sink.waitForEmail(email, (e) => e.subject.includes('Verify'));
    // Nine failures elsewhere, then the tenth (each from an address with none before it).
    await t.database.db.insert(loginFailures).values(
      Array.from({ length: LOGIN_ALERT_AFTER_FAILURES - 1 }, () => ({
        key: `any:${email}`,
        createdAt: t.clock.now(),
      })),
    );
    expect((await login(t, email, 'wrong password', randomIp())).statusCode).toBe(401);
    const alert = await sink.waitForEmail(email, (e) => e.subject.includes('Failed sign-ins'));
    expect(alert.text).toContain('In the last hour, 10 attempts to sign in');
    expect(alert.text).toContain('/forgot-password');
    for (let i = 0; i < 5; i++) {
      expect((await login(t, email, 'wrong password', randomIp())).statusCode).toBe(401);
    }
    await t.app.deps.mail.kick();
    await expect.poll(pendingEmails, { timeout: 10_000 }).toBe(0);
    const alerts = sink.received.filter(
      (e) => e.to.includes(email) && e.subject.includes('Failed sign-ins'),
    );
    expect(alerts).toHaveLength(1);
  });
});
