import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, STORAGE_KEYS } from '@app/contracts';
import { api } from '#src/lib/api-client.ts';
import { getSession } from '#src/lib/session.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { loginErrorMessage, loginUser, parseLoginResponse } from './login.ts';

const user = {
  id: 'u1',
  username: 'amina',
  email: 'amina@example.com',
  is_verified: true,
  is_admin: false,
  admin_role: null,
  created_at: '2026-01-01T00:00:00.000Z',
  username_changed: false,
  needs_username: false,
  language: 'en' as const,
};

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  localStorage.clear();
});

/** The error a real call produces for this answer. */
async function failureFor(response: Response | Error): Promise<unknown> {
  restore = stubFetch(() => {
    if (response instanceof Error) throw response;
    return response.clone();
  }).restore;
  return api
    .post('auth/login', { json: {}, context: { idempotent: false }, retry: { limit: 0 } })
    .json()
    .catch((e: unknown) => e);
}

describe('login error texts (SPEC section 8)', () => {
  it('401: the server text, else Invalid email or password', async () => {
    expect(
      loginErrorMessage(
        await failureFor(jsonResponse(401, { error: 'Account locked', errorCode: 'X' })),
      ),
    ).toBe('Account locked');
    expect(loginErrorMessage(await failureFor(jsonResponse(401, {})))).toBe(
      MESSAGES.invalidCredentials,
    );
  });

  it('429: too many attempts, whatever the server says', async () => {
    const error = await failureFor(jsonResponse(429, { error: 'Too many requests.' }));
    expect(loginErrorMessage(error)).toBe(MESSAGES.tooManyLogins);
  });

  it('other answers: the server text, else Login failed', async () => {
    expect(
      loginErrorMessage(await failureFor(jsonResponse(400, { error: 'Validation failed: email' }))),
    ).toBe('Validation failed: email');
    expect(loginErrorMessage(await failureFor(new Response('oops', { status: 502 })))).toBe(
      MESSAGES.loginFailed,
    );
  });

  it('no answer at all: Login failed', async () => {
    expect(loginErrorMessage(await failureFor(new TypeError('Failed to fetch')))).toBe(
      MESSAGES.loginFailed,
    );
  });
});

describe('login answers (SPEC section 7)', () => {
  it('accepts { access_token, user }', () => {
    const token = makeToken();
    expect(parseLoginResponse({ access_token: token, user })).toEqual({ token, user });
  });

  it('accepts { data: { token, id, username, ... } }', () => {
    const token = makeToken();
    const { username_changed: _a, needs_username: _b, language: _c, ...legacy } = user;
    expect(parseLoginResponse({ data: { token, ...legacy } })).toEqual({ token, user });
  });

  it('refuses anything else with Invalid response from server', () => {
    for (const body of [null, 'ok', {}, { access_token: 'x' }, { data: { token: 'x' } }]) {
      expect(() => parseLoginResponse(body)).toThrow(MESSAGES.invalidResponse);
    }
  });

  it('a bad token: Invalid token received from server, and no session', async () => {
    restore = stubFetch(() => jsonResponse(200, { access_token: 'not.a-token', user })).restore;
    const error = await loginUser({ email: user.email, password: 'pw' }).catch((e: unknown) => e);
    expect(loginErrorMessage(error)).toBe(MESSAGES.invalidTokenReceived);
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('a good answer stores the session; login sends no Idempotency-Key', async () => {
    const token = makeToken();
    const stub = stubFetch(() => jsonResponse(200, { access_token: token, user }));
    restore = stub.restore;
    await loginUser({ email: user.email, password: 'pw' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(getSession().user?.username).toBe('amina');
    expect(stub.requests[0]!.headers.has('idempotency-key')).toBe(false);
  });
});
