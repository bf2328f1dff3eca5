import { solveChallenge } from 'altcha-lib/v1';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AltchaChallengeSchema } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { call, PASSWORD, uniqueName } from '#src/modules/auth/test-support.ts';
import { ALTCHA_TTL_MS, sweepCaptchaSolutions } from './altcha.ts';

const FAILED = {
  error: 'Human verification failed. Please try again.',
  message: 'Human verification failed. Please try again.',
  errorCode: 'CAPTCHA_FAILED',
};

/** What the web forms do: ask for a puzzle, search for its number, send the payload. */
async function solvedToken(t: TestContext, tamper?: (payload: Record<string, unknown>) => void) {
  const res = await call(t, { method: 'GET', url: '/api/auth/altcha-challenge' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = AltchaChallengeSchema.parse(res.json());
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  expect(solution).not.toBeNull();
  const payload: Record<string, unknown> = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution!.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  tamper?.(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('self-hosted human check (CAPTCHA=altcha)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ CAPTCHA: 'altcha' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const register = (recaptchaToken?: string) => {
    const username = uniqueName();
    return call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, email: `${username}@example.com`, password: PASSWORD, recaptchaToken },
    });
  };
  const login = (recaptchaToken?: string) =>
    call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever1', recaptchaToken },
    });

  it('tells the forms which check to pass', async () => {
    const res = await call(t, { method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toMatchObject({ captcha: 'altcha', captchaSiteKey: null });
  });

  it('lets a solved puzzle through once, and never a replay', async () => {
    const token = await solvedToken(t);
    expect((await register(token)).statusCode).toBe(201);
    expect((await register(token)).json()).toEqual(FAILED);
    // Spent on sign-up, it does not open a sign-in either.
    expect((await login(token)).json()).toEqual(FAILED);
  });

  it('refuses a missing, garbled, tampered or foreign answer', async () => {
    expect((await register()).json()).toEqual(FAILED);
    expect((await register('not base64 json')).json()).toEqual(FAILED);
    expect((await register(Buffer.from('{"a":1}').toString('base64'))).json()).toEqual(FAILED);
    const wrongNumber = await solvedToken(t, (p) => (p.number = (Number(p.number) + 1) % 50_000));
    expect((await register(wrongNumber)).json()).toEqual(FAILED);
    const forged = await solvedToken(t, (p) => (p.signature = 'f'.repeat(64)));
    expect((await register(forged)).json()).toEqual(FAILED);
    const weaker = await solvedToken(t, (p) => (p.algorithm = 'SHA-1'));
    expect((await register(weaker)).json()).toEqual(FAILED);
  });

  it('refuses a puzzle solved after it expired', async () => {
    const token = await solvedToken(t);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ALTCHA_TTL_MS + 1_000 });
    expect((await login(token)).json()).toEqual(FAILED);
  });

  it('passes a solved sign-in on to the password check', async () => {
    const res = await login(await solvedToken(t));
    expect(res.statusCode).toBe(401);
  });

  it('sweeps spent answers once they have expired', async () => {
    expect((await register(await solvedToken(t))).statusCode).toBe(201);
    const count = async () => (await t.app.deps.db.query.captchaSolutions.findMany()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await sweepCaptchaSolutions(t.app.deps.db);
    expect(await count()).toBe(before);
    await t.app.deps.db.execute(
      sql`update captcha_solutions set expires_at = now() - interval '1 second'`,
    );
    await sweepCaptchaSolutions(t.app.deps.db);
    expect(await count()).toBe(0);
  });
});

describe('human check not configured (the default)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('asks for nothing in the config, yet hands out a puzzle for the checks it may ask for', async () => {
    // A sign-in to an account others are guessing, or a busy address's order, is asked for the
    // check on every server (ADR 065): the puzzle needs no setup.
    expect((await call(t, { method: 'GET', url: '/api/auth/config' })).json().captcha).toBeNull();
    const res = await call(t, { method: 'GET', url: '/api/auth/altcha-challenge' });
    expect(res.statusCode).toBe(200);
    expect(AltchaChallengeSchema.parse(res.json()).maxnumber).toBe(50_000);
    // Nothing else asks for it: a sign-in without a token goes straight to the password.
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(login.statusCode).toBe(401);
  });
});
