import { randomBytes, randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import type { InjectOptions } from 'fastify';
import { AltchaChallengeSchema } from '@app/contracts';
import { loginFailures } from '#src/db/schema/index.ts';
import type { TestContext } from '#test/app.ts';
import { extractCode, type startSmtpSink } from '#test/smtp-sink.ts';

/** Helpers for the auth tests (not a test file itself). */

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A fresh client address, so per-IP rate limits of one test never meet another's. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function call(
  t: TestContext,
  options: Omit<InjectOptions, 'remoteAddress'> & { token?: string; ip?: string },
) {
  const { token, ip, headers, ...rest } = options;
  return t.app.inject({
    ...rest,
    remoteAddress: ip ?? randomIp(),
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  } as InjectOptions);
}

export const PASSWORD = 'correct horse battery';

export async function register(
  t: TestContext,
  body: Partial<{ username: string; email: string; password: string; recaptchaToken: string }> = {},
) {
  const username = body.username ?? uniqueName();
  const payload = {
    username,
    email: body.email ?? `${uniqueName('u')}@example.com`,
    password: body.password ?? PASSWORD,
    ...(body.recaptchaToken ? { recaptchaToken: body.recaptchaToken } : {}),
  };
  const res = await call(t, { method: 'POST', url: '/api/auth/register', payload });
  return { res, payload };
}

/** Registers and returns the user, token and the verification code read from the SMTP sink. */
export async function registerAndReadCode(t: TestContext, sink: SmtpSink, username?: string) {
  const { res, payload } = await register(t, username ? { username } : {});
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const body = res.json();
  const email = await sink.waitForEmail(payload.email, (e) => e.subject.includes('Verify'));
  return {
    ...payload,
    token: body.access_token as string,
    userId: body.user.id as string,
    user: body.user,
    code: extractCode(email),
  };
}

export async function login(t: TestContext, email: string, password = PASSWORD, ip?: string) {
  return call(t, { method: 'POST', url: '/api/auth/login', payload: { email, password }, ip });
}

/** A sign-in with what a browser may add: its known-device cookie, a solved human check. */
export async function loginFrom(
  t: TestContext,
  input: { email: string; password?: string; ip: string; cookie?: string; recaptchaToken?: string },
) {
  const { email, password = PASSWORD, ip, cookie, recaptchaToken } = input;
  return call(t, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(recaptchaToken ? { recaptchaToken } : {}) },
    headers: cookie ? { cookie } : {},
    ip,
  });
}

/**
 * `n` wrong passwords from `ip`, recorded as the login limiter records them (each guess past the
 * fifth on an account would need a solved puzzle: about a second of CPU each in a test).
 */
export async function recordLoginFailures(t: TestContext, email: string, ip: string, n: number) {
  const keys = [`acct:${email}|${ip}`, `ip:${ip}`, `any:${email}`];
  const rows = Array.from({ length: n }, () =>
    keys.map((key) => ({ key, createdAt: t.clock.now() })),
  ).flat();
  await t.database.db.insert(loginFailures).values(rows);
}

/** The `name=value` of a Set-Cookie answer, as a browser sends it back. */
export function sentCookie(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? String(header[0]) : String(header ?? '');
  return first.split(';')[0] ?? '';
}

/** What the web forms do: ask for a puzzle, search for its number, send the payload. */
export async function solveHumanCheck(t: TestContext): Promise<string> {
  const res = await call(t, { method: 'GET', url: '/api/auth/altcha-challenge' });
  if (res.statusCode !== 200) throw new Error(`no puzzle: ${res.statusCode}`);
  const challenge = AltchaChallengeSchema.parse(res.json());
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('puzzle without a solution');
  const { algorithm, salt, signature } = challenge;
  const payload = {
    algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt,
    signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function check(t: TestContext, token: string) {
  return call(t, { method: 'GET', url: '/api/auth/check', token });
}

/** The (unverified) payload of a session token, to compare claims and session ids. */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}
