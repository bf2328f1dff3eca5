import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCodes, sessions, subscriptions, users } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';
import { call, check, login, PASSWORD, register, type SmtpSink } from './test-support.ts';

describe('sessions: tokens, check, logout, password change, account deletion', () => {
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

  async function account() {
    const { res, payload } = await register(t);
    const body = res.json();
    return { ...payload, token: body.access_token as string, user: body.user };
  }

  function sign(
    claims: Record<string, unknown>,
    options: { secret?: string; exp?: number | null } = {},
  ) {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
    if (options.exp !== null)
      jwt.setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600);
    return jwt.sign(new TextEncoder().encode(options.secret ?? t.config.JWT_SECRET));
  }

  describe('GET /api/auth/check and token checks', () => {
    it('answers the user for a valid token', async () => {
      const a = await account();
      const res = await check(t, a.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: a.user });
    });

    it('refuses a missing token', async () => {
      const res = await call(t, { method: 'GET', url: '/api/auth/check' });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('UNAUTHORIZED');
    });

    it('refuses a token that is not 3-part', async () => {
      for (const token of ['abc', 'a.b', 'a.b.c.d']) {
        const res = await check(t, token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ errorCode: 'TOKEN_INVALID', reason: 'malformed' });
      }
    });

    it('refuses expired, expiry-less and badly signed tokens', async () => {
      const a = await account();
      const payload = (await check(t, a.token)).json().user;
      const [session] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, payload.id));
      const claims = {
        sub: payload.id,
        sid: session!.id,
        username: payload.username,
        is_admin: false,
        admin_role: null,
        is_verified: false,
        username_changed: false,
        needs_username: false,
      };
      // The same claims, correctly signed, work: each refusal below is for one reason only.
      expect((await check(t, await sign(claims))).statusCode).toBe(200);

      const expired = await check(
        t,
        await sign(claims, { exp: Math.floor(Date.now() / 1000) - 60 }),
      );
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ error: 'Token has expired', reason: 'expired' });

      const noExpiry = await check(t, await sign(claims, { exp: null }));
      expect(noExpiry.statusCode).toBe(401);
      expect(noExpiry.json().reason).toBe('no_expiry');

      const forged = await check(t, await sign(claims, { secret: 'x'.repeat(48) }));
      expect(forged.statusCode).toBe(401);
      expect(forged.json().reason).toBe('bad_signature');

      const unknownSession = await check(t, await sign({ ...claims, sid: randomUUID() }));
      expect(unknownSession.statusCode).toBe(401);
      expect(unknownSession.json().reason).toBe('revoked');
    });

    it('refuses a token whose session has passed its server-side expiry', async () => {
      const a = await account();
      t.clock.advance(31 * DAY);
      try {
        expect((await check(t, a.token)).statusCode).toBe(401);
      } finally {
        t.clock.reset();
      }
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the current session only', async () => {
      const a = await account();
      const other = (await login(t, a.email)).json().access_token as string;
      const res = await call(t, { method: 'POST', url: '/api/auth/logout', token: a.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'You have been signed out.' });
      expect((await check(t, a.token)).statusCode).toBe(401);
      expect((await check(t, other)).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/change-password', () => {
    const url = '/api/auth/change-password';

    it('changes the password, keeps this session with a new token and signs out the others', async () => {
      const a = await account();
      const other = (await login(t, a.email)).json().access_token as string;
      const res = await call(t, {
        method: 'POST',
        url,
        token: a.token,
        payload: { current_password: PASSWORD, new_password: 'a brand new secret' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['access_token', 'message']);
      expect(body.message).toBe(
        'Your password has been changed. Other devices have been signed out.',
      );
      expect((await check(t, body.access_token)).statusCode).toBe(200);
      expect((await check(t, a.token)).statusCode).toBe(200);
      expect((await check(t, other)).statusCode).toBe(401);
      expect((await login(t, a.email)).statusCode).toBe(401);
      expect((await login(t, a.email, 'a brand new secret')).statusCode).toBe(200);
      const notice = await sink.waitForEmail(a.email, (e) => e.subject.includes('changed'));
      expect(notice.subject).toBe('Your ShopBook password was changed');
    });

    it('answers 400 (not 401, which would end the session) for a wrong current password', async () => {
      const a = await account();
      const res = await call(t, {
        method: 'POST',
        url,
        token: a.token,
        payload: { current_password: 'not my password', new_password: 'a brand new secret' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'INVALID_CREDENTIALS',
        error: 'Current password is incorrect',
        details: [{ field: 'current_password', message: 'Current password is incorrect' }],
      });
      expect((await check(t, a.token)).statusCode).toBe(200);
    });

    it('validates the new password and needs a session', async () => {
      const a = await account();
      const short = await call(t, {
        method: 'POST',
        url,
        token: a.token,
        payload: { current_password: PASSWORD, new_password: 'short' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().details[0].field).toBe('new_password');
      const anonymous = await call(t, {
        method: 'POST',
        url,
        payload: { current_password: PASSWORD, new_password: 'a brand new secret' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/auth/account', () => {
    it('deletes the user and everything that hangs off them, and revokes every token', async () => {
      const a = await account();
      const other = (await login(t, a.email)).json().access_token as string;
      await t.database.db.insert(subscriptions).values({
        userId: a.user.id,
        plan: 'monthly',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * DAY),
      });

      const res = await call(t, { method: 'DELETE', url: '/api/auth/account', token: a.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Your account has been permanently deleted' });

      expect((await check(t, a.token)).statusCode).toBe(401);
      expect((await check(t, other)).statusCode).toBe(401);
      expect((await login(t, a.email)).statusCode).toBe(401);
      const db = t.database.db;
      expect(await db.select().from(users).where(eq(users.id, a.user.id))).toEqual([]);
      expect(await db.select().from(sessions).where(eq(sessions.userId, a.user.id))).toEqual([]);
      expect(await db.select().from(authCodes).where(eq(authCodes.userId, a.user.id))).toEqual([]);
      expect(
        await db.select().from(subscriptions).where(eq(subscriptions.userId, a.user.id)),
      ).toEqual([]);
      const goodbye = await sink.waitForEmail(a.email, (e) => e.subject.includes('deleted'));
      expect(goodbye.subject).toBe('Your ShopBook account has been deleted');

      // The email and name are free again.
      expect((await register(t, { username: a.username, email: a.email })).res.statusCode).toBe(
        201,
      );
    });

    it('needs a session', async () => {
      const res = await call(t, { method: 'DELETE', url: '/api/auth/account' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/auth/config', () => {
    it('answers the public sign-in configuration', async () => {
      const res = await call(t, { method: 'GET', url: '/api/auth/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        googleClientId: null,
        googleAuthorizationEndpoint: null,
        captchaSiteKey: null,
        captcha: null,
      });
    });
  });
});
