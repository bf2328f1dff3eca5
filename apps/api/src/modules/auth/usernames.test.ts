import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';
import { call, check, tokenClaims, uniqueName, type SmtpSink } from './test-support.ts';

describe('usernames', () => {
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

  describe('GET /api/auth/check-username', () => {
    const checkName = (username: string, token?: string) =>
      call(t, {
        method: 'GET',
        url: `/api/auth/check-username?username=${encodeURIComponent(username)}`,
        token,
      });

    it('answers available for a free name', async () => {
      const name = uniqueName('free');
      const res = await checkName(name);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        available: true,
        message: 'Username is available',
        username: name,
      });
    });

    it('says how a free name will be stored when sanitising changes it', async () => {
      const name = uniqueName('free');
      const res = await checkName(`${name}!`);
      expect(res.json()).toEqual({
        available: true,
        message: `Available. It will be saved as "${name}" (letters, numbers and underscores only).`,
        username: name,
      });
    });

    it('answers the rule that fails for an invalid name', async () => {
      expect((await checkName('9lives')).json()).toMatchObject({
        available: false,
        message: 'Username must start with a letter',
      });
      expect((await checkName('ab')).json().message).toBe(
        'Username must be at least 3 characters long',
      );
    });

    it('reports taken, case and sanitised conflicts with their texts', async () => {
      const { user } = await createUser(t, { username: uniqueName('Taken') });
      expect((await checkName(user.username)).json()).toMatchObject({
        available: false,
        message: 'Username already taken',
      });
      expect((await checkName(user.username.toLowerCase())).json()).toMatchObject({
        available: false,
        message: 'Usernames are case-insensitive.',
      });
      const sanitised = await checkName(user.username.replace('_', '.'));
      expect(sanitised.json().available).toBe(false);
      expect(sanitised.json().message).toContain(`"${user.username}"`);
    });

    it("counts the caller's own name as available", async () => {
      const me = await createUser(t);
      expect((await checkName(me.user.username.toUpperCase(), me.token)).json().available).toBe(
        true,
      );
      expect((await checkName(me.user.username)).json().available).toBe(false);
    });

    it('needs the username parameter', async () => {
      const res = await call(t, { method: 'GET', url: '/api/auth/check-username' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST /api/auth/set-username', () => {
    const setName = (username: string, token?: string) =>
      call(t, { method: 'POST', url: '/api/auth/set-username', payload: { username }, token });

    it('sets the name of a needs_username account, emails it and returns a new token', async () => {
      const me = await createUser(t, { needsUsername: true, username: uniqueName('google') });
      const name = uniqueName('Shop');
      const res = await setName(name, me.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['access_token', 'email_sent', 'user', 'username']);
      expect(body).toMatchObject({
        username: name,
        email_sent: true,
        user: { username: name, needs_username: false, username_changed: false },
      });
      expect(tokenClaims(body.access_token)).toMatchObject({
        username: name,
        needs_username: false,
      });
      expect((await check(t, me.token)).json().user.username).toBe(name);
      const email = await sink.waitForEmail(me.user.email);
      expect(email.subject).toBe(`Your ShopBook username is ${name}`);
      expect(email.text).toContain(`Your ShopBook username is now ${name}.`);
    });

    it('sends no email to an unverified address', async () => {
      const me = await createUser(t, { isVerified: false, needsUsername: true });
      const res = await setName(uniqueName('Shop'), me.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().email_sent).toBe(false);
    });

    it('answers the register 409 codes for taken names', async () => {
      const me = await createUser(t);
      const other = await createUser(t, { username: uniqueName('Other') });
      const taken = await setName(other.user.username, me.token);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        errorCode: 'USERNAME_TAKEN',
        error: 'Username already taken',
      });
      const cased = await setName(other.user.username.toUpperCase(), me.token);
      expect(cased.json().errorCode).toBe('USERNAME_CASE_CONFLICT');
      const sanitised = await setName(other.user.username.replace('_', ' '), me.token);
      expect(sanitised.json().errorCode).toBe('USERNAME_SANITIZED_CONFLICT');
    });

    it('lets one of two users racing for a name have it', async () => {
      const [a, b] = await Promise.all([createUser(t), createUser(t)]);
      const name = uniqueName('race');
      const codes = (await Promise.all([setName(name, a.token), setName(name, b.token)]))
        .map((r) => r.statusCode)
        .sort();
      expect(codes).toEqual([200, 409]);
    });

    it('refuses invalid names with 400 and needs a session', async () => {
      const me = await createUser(t);
      const res = await setName('1shop', me.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'USERNAME_INVALID',
        details: [{ field: 'username', message: 'Username must start with a letter' }],
      });
      expect((await setName(uniqueName())).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/confirm-username', () => {
    const confirm = (payload: object, token: string) =>
      call(t, { method: 'POST', url: '/api/auth/confirm-username', payload, token });

    it('confirm keeps the name and clears username_changed', async () => {
      const me = await createUser(t, { usernameChanged: true });
      const res = await confirm({ action: 'confirm' }, me.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['access_token', 'user', 'username']);
      expect(body).toMatchObject({
        username: me.user.username,
        user: { username_changed: false, needs_username: false },
      });
      expect(tokenClaims(body.access_token).username_changed).toBe(false);
    });

    it('change picks another name and clears the flags', async () => {
      const me = await createUser(t, { usernameChanged: true });
      const name = uniqueName('Changed');
      const res = await confirm({ action: 'change', new_username: name }, me.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        username: name,
        user: { username: name, username_changed: false },
      });
    });

    it('change answers 409 for a taken name and 400 without a name', async () => {
      const me = await createUser(t, { usernameChanged: true });
      const other = await createUser(t);
      const taken = await confirm(
        { action: 'change', new_username: other.user.username },
        me.token,
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errorCode).toBe('USERNAME_TAKEN');
      expect((await confirm({ action: 'change' }, me.token)).statusCode).toBe(400);
      expect((await confirm({ action: 'rename' }, me.token)).statusCode).toBe(400);
    });
  });
});
