import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/contracts';
import { users } from '#src/db/schema/index.ts';
import { hashPassword } from '#src/platform/passwords.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { startOidcProvider, type OidcAccount, type OidcTestProvider } from '#test/oidc-provider.ts';
import {
  getGoogleAuthorizationEndpoint,
  GOOGLE_MESSAGES,
  usernameBaseFor,
} from './google.service.ts';
import { call, check, login, PASSWORD } from './test-support.ts';

const REDIRECT_URI = 'http://127.0.0.1:5173/auth/google/callback';
const OTHER_APP = {
  clientId: 'another-app',
  clientSecret: randomBytes(16).toString('hex'),
  redirectUris: ['http://127.0.0.1:9999/cb'],
};

let provider: OidcTestProvider;
let t: TestContext;

/** A fresh Google person: unique subject and email. */
function person(overrides: Partial<OidcAccount> = {}): OidcAccount {
  const id = randomBytes(5).toString('hex');
  const account: OidcAccount = {
    sub: `g-${id}`,
    email: `person_${id}@example.com`,
    email_verified: true,
    name: 'Ada Lovelace',
    ...overrides,
  };
  provider.setAccount(account);
  return account;
}

async function callback(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(t, { method: 'POST', url: '/api/auth/google/callback', payload: body, headers });
}

async function signInWithCode(account: OidcAccount) {
  const code = await provider.getAuthorizationCode(account.sub, REDIRECT_URI);
  return callback({ code, redirectUri: REDIRECT_URI });
}

async function postIdToken(body: Record<string, unknown>) {
  return call(t, { method: 'POST', url: '/api/auth/google', payload: body });
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

function expectGoogleFailure(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({
    error: MESSAGES.googleFailed,
    message: MESSAGES.googleFailed,
    errorCode: 'GOOGLE_AUTH_FAILED',
  });
}

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [REDIRECT_URI], otherClients: [OTHER_APP] });
  t = await createTestContext({
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
    SUPER_ADMIN_EMAILS: 'boss@example.com',
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe('POST /api/auth/google/callback (code flow against a real OIDC provider)', () => {
  it('creates a verified account without a password that still needs a username', async () => {
    const account = person({ name: 'Grace Hopper' });
    const res = await signInWithCode(account);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['access_token', 'message', 'needs_username', 'token', 'user'].sort(),
    );
    expect(body.token).toBe(body.access_token);
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.needs_username).toBe(true);
    expect(body.message).toBe(GOOGLE_MESSAGES.created);
    expect(body.user).toEqual({
      id: expect.any(String),
      username: 'Grace_Hopper',
      email: account.email,
      is_verified: true,
      is_admin: false,
      admin_role: null,
      created_at: expect.any(String),
      username_changed: false,
      needs_username: true,
      language: 'en',
    });

    const me = await check(t, body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual(body.user);

    const row = await userRow(body.user.id);
    expect(row.googleSubject).toBe(account.sub);
    expect(row.passwordHash).toBeNull();
    expect(row.lastLoginAt).not.toBeNull();
  });

  it('gives a new account the best language of Accept-Language; a returning one keeps its own', async () => {
    const account = person();
    const code = await provider.getAuthorizationCode(account.sub, REDIRECT_URI);
    const created = await callback(
      { code, redirectUri: REDIRECT_URI },
      { 'accept-language': 'de-DE,ha-NG;q=0.8,en;q=0.5' },
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().user.language).toBe('ha');
    const again = await provider.getAuthorizationCode(account.sub, REDIRECT_URI);
    const returning = await callback(
      { code: again, redirectUri: REDIRECT_URI },
      { 'accept-language': 'fr' },
    );
    expect(returning.json().user.language).toBe('ha');
  });

  it('signs a returning user in by Google subject, even after their Google email changed', async () => {
    const account = person();
    const first = (await signInWithCode(account)).json();
    provider.setAccount({ ...account, email: `renamed_${account.email}` });

    const res = await signInWithCode(account);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.id).toBe(first.user.id);
    expect(body.user.email).toBe(account.email);
    expect(body.message).toBe(GOOGLE_MESSAGES.signedIn);
    expect(body.needs_username).toBe(true);
    expect(body.token).not.toBe(first.token);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.googleSubject, account.sub));
    expect(rows).toHaveLength(1);
  });

  it('generates unique usernames (case-insensitive) with a numeric suffix', async () => {
    const a = (await signInWithCode(person({ name: 'Linus Torvalds' }))).json();
    const b = (await signInWithCode(person({ name: 'linus torvalds' }))).json();
    const c = (await signInWithCode(person({ name: 'LINUS TORVALDS' }))).json();
    expect(a.user.username).toBe('Linus_Torvalds');
    expect(b.user.username).toBe('linus_torvalds2');
    expect(c.user.username).toBe('LINUS_TORVALDS3');
  });

  it('derives the username from the email when the name cannot make one', async () => {
    const res = await signInWithCode(
      person({
        name: '王小明',
        email: `42.mei-ling_${randomBytes(2).toString('hex')}@example.com`,
      }),
    );
    expect(res.json().user.username).toMatch(/^mei_ling_[0-9a-f]{4}$/);
    expect(usernameBaseFor({ email: '123@example.com', name: '!!' })).toBe('user');
    expect(usernameBaseFor({ email: 'x@example.com', name: 'Zoë Ångström-Øberg' })).toBe(
      'Zoe_Angstrom_berg',
    );
    expect(usernameBaseFor({ email: 'x@example.com', name: 'A'.repeat(40) })).toHaveLength(24);
  });

  it('links a verified password account with the same email; its password still works', async () => {
    const email = `owner_${randomBytes(4).toString('hex')}@example.com`;
    const existing = await createUser(t, {
      email,
      username: `owner_${randomBytes(3).toString('hex')}`,
      passwordHash: await hashPassword(PASSWORD),
      isVerified: true,
    });
    const account = person({ email: email.toUpperCase() });

    const res = await signInWithCode(account);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(GOOGLE_MESSAGES.linked);
    expect(body.user.id).toBe(existing.user.id);
    expect(body.user.username).toBe(existing.user.username);
    expect(body.needs_username).toBe(false);
    expect((await userRow(existing.user.id)).googleSubject).toBe(account.sub);

    expect((await check(t, existing.token)).statusCode).toBe(200);
    const byPassword = await login(t, email);
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.json().user.id).toBe(existing.user.id);

    const again = await signInWithCode(account);
    expect(again.json().message).toBe(GOOGLE_MESSAGES.signedIn);
  });

  it('verifies an unverified account on linking, dropping the password its registrant chose', async () => {
    const email = `claimed_${randomBytes(4).toString('hex')}@example.com`;
    const squatter = await createUser(t, {
      email,
      passwordHash: await hashPassword(PASSWORD),
      isVerified: false,
    });
    const res = await signInWithCode(person({ email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: squatter.user.id, is_verified: true });

    expect((await check(t, squatter.token)).statusCode).toBe(401);
    expect((await login(t, email)).statusCode).toBe(401);
    expect((await userRow(squatter.user.id)).passwordHash).toBeNull();
  });

  it('refuses an email already linked to another Google account', async () => {
    const email = `taken_${randomBytes(4).toString('hex')}@example.com`;
    await createUser(t, { email, googleSubject: `g-other-${randomBytes(4).toString('hex')}` });
    expectGoogleFailure(await signInWithCode(person({ email })));
  });

  it('refuses a Google account whose email is not verified, creating nothing', async () => {
    const account = person({ email_verified: false });
    expectGoogleFailure(await signInWithCode(account));
    const rows = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a made-up code, a used code and a code for another redirect URI', async () => {
    expectGoogleFailure(await callback({ code: 'not-a-real-code', redirectUri: REDIRECT_URI }));

    const account = person();
    const code = await provider.getAuthorizationCode(account.sub, REDIRECT_URI);
    expect((await callback({ code, redirectUri: REDIRECT_URI })).statusCode).toBe(200);
    expectGoogleFailure(await callback({ code, redirectUri: REDIRECT_URI }));

    const other = await provider.getAuthorizationCode(account.sub, REDIRECT_URI);
    expectGoogleFailure(
      await callback({ code: other, redirectUri: 'http://127.0.0.1:5173/elsewhere' }),
    );
  });

  it('passes the PKCE verifier to the token endpoint', async () => {
    const account = person();
    const verifier = oidc.randomPKCECodeVerifier();
    const challenge = await oidc.calculatePKCECodeChallenge(verifier);

    const wrong = await provider.getAuthorizationCode(account.sub, REDIRECT_URI, challenge);
    expectGoogleFailure(
      await callback({
        code: wrong,
        redirectUri: REDIRECT_URI,
        codeVerifier: oidc.randomPKCECodeVerifier(),
      }),
    );

    const code = await provider.getAuthorizationCode(account.sub, REDIRECT_URI, challenge);
    const res = await callback({ code, redirectUri: REDIRECT_URI, codeVerifier: verifier });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(account.email);
  });

  it('answers 400 with details for a body without a code', async () => {
    const res = await callback({ redirectUri: REDIRECT_URI });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(res.json().details[0].field).toBe('code');
  });

  it('makes a SUPER_ADMIN_EMAILS account a super admin', async () => {
    const res = await signInWithCode(
      person({ sub: `g-boss-${Date.now()}`, email: 'boss@example.com' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ is_admin: true, admin_role: 'super_admin' });
  });

  it('creates one account when two callbacks for a new person arrive at once', async () => {
    const account = person();
    const codes = await Promise.all([
      provider.getAuthorizationCode(account.sub, REDIRECT_URI),
      provider.getAuthorizationCode(account.sub, REDIRECT_URI),
      provider.getAuthorizationCode(account.sub, REDIRECT_URI),
    ]);
    const results = await Promise.all(
      codes.map((code) => callback({ code, redirectUri: REDIRECT_URI })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().user.id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.googleSubject, account.sub));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/auth/google (ID token)', () => {
  it('signs in with a genuine ID token as {id_token} and as {token}', async () => {
    const account = person({ name: 'Katherine Johnson' });
    const first = await postIdToken({ id_token: await provider.getIdToken(account.sub) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      needs_username: true,
      message: GOOGLE_MESSAGES.created,
      user: { email: account.email, username: 'Katherine_Johnson', is_verified: true },
    });
    expect((await check(t, first.json().token)).statusCode).toBe(200);

    const second = await postIdToken({ token: await provider.getIdToken(account.sub) });
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
    expect(second.json().message).toBe(GOOGLE_MESSAGES.signedIn);
  });

  it('refuses a tampered token', async () => {
    const account = person();
    const victim = person();
    const [header, payload, signature] = (await provider.getIdToken(account.sub)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: victim.sub, email: victim.email }));
    expectGoogleFailure(
      await postIdToken({ id_token: `${header}.${forged.toString('base64url')}.${signature}` }),
    );
    const rows = await t.database.db.select().from(users).where(eq(users.email, victim.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a genuine token issued to another application (audience)', async () => {
    const account = person();
    const idToken = await provider.getIdToken(account.sub, { clientId: OTHER_APP.clientId });
    expectGoogleFailure(await postIdToken({ id_token: idToken }));
  });

  it('refuses an expired token, an unverified email and a token that is not a JWT', async () => {
    const idToken = await provider.getIdToken(person().sub);
    t.clock.advance(2 * 60 * 60 * 1000);
    try {
      expectGoogleFailure(await postIdToken({ id_token: idToken }));
    } finally {
      t.clock.reset();
    }
    const unverified = person({ email_verified: false });
    expectGoogleFailure(await postIdToken({ id_token: await provider.getIdToken(unverified.sub) }));
    expectGoogleFailure(await postIdToken({ token: 'definitely-not-a-jwt' }));
  });

  it('answers 400 for a body with neither token nor id_token', async () => {
    const res = await postIdToken({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('Google sign-in configuration', () => {
  it('gives the issuer’s authorization endpoint for /auth/config', async () => {
    expect(await getGoogleAuthorizationEndpoint(t.app.deps)).toBe(`${provider.issuer}/auth`);
  });

  it('answers 503 GOOGLE_NOT_CONFIGURED and no endpoint when GOOGLE_CLIENT_ID is unset', async () => {
    const off = await createTestContext({ GOOGLE_ISSUER: provider.issuer });
    try {
      expect(await getGoogleAuthorizationEndpoint(off.app.deps)).toBeNull();
      for (const [url, payload] of [
        ['/api/auth/google', { id_token: 'x.y.z' }],
        ['/api/auth/google/callback', { code: 'abc', redirectUri: REDIRECT_URI }],
      ] as const) {
        const res = await call(off, { method: 'POST', url, payload });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          errorCode: 'GOOGLE_NOT_CONFIGURED',
          error: 'Google sign-in is not configured',
        });
      }
    } finally {
      await off.close();
    }
  });

  it('has no endpoint and answers 502 while the issuer cannot be reached', async () => {
    const down = await createTestContext({
      GOOGLE_CLIENT_ID: 'some-client',
      GOOGLE_CLIENT_SECRET: 'some-secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
    try {
      expect(await getGoogleAuthorizationEndpoint(down.app.deps)).toBeNull();
      const res = await call(down, {
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: { code: 'abc', redirectUri: REDIRECT_URI },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ errorCode: 'GOOGLE_AUTH_FAILED' });
    } finally {
      await down.close();
    }
  });
});
