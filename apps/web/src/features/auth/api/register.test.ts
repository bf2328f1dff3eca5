import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/contracts';
import { activateLocale } from '#src/i18n/activate.ts';
import { api } from '#src/lib/api-client.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { registerFailure, registerUser } from './register.ts';

let restore: () => void = () => undefined;
afterEach(async () => {
  restore();
  localStorage.clear();
  await activateLocale('en');
});

async function failureFor(status: number, body: unknown): Promise<unknown> {
  restore = stubFetch(() => jsonResponse(status, body)).restore;
  return api
    .post('auth/register', { json: {}, retry: { limit: 0 } })
    .json()
    .catch((e: unknown) => e);
}

const conflict = (errorCode: string, error: string) => ({ error, message: error, errorCode });

describe('register failures (SPEC section 8)', () => {
  it('maps each 409 code to its text and field', async () => {
    expect(registerFailure(await failureFor(409, conflict('EMAIL_TAKEN', 'dup')))).toEqual({
      field: 'email',
      message: MESSAGES.emailTaken,
    });
    expect(registerFailure(await failureFor(409, conflict('USERNAME_TAKEN', 'x')))).toEqual({
      field: 'username',
      message: MESSAGES.usernameTaken,
    });
    expect(
      registerFailure(
        await failureFor(409, conflict('USERNAME_CASE_CONFLICT', MESSAGES.usernameCaseConflict)),
      ),
    ).toEqual({ field: 'username', message: MESSAGES.usernameCaseConflict });
    const sanitized =
      'Usernames may only contain letters, numbers and underscores, so yours becomes "a_b".';
    expect(
      registerFailure(await failureFor(409, conflict('USERNAME_SANITIZED_CONFLICT', sanitized))),
    ).toEqual({ field: 'username', message: sanitized });
  });

  it('puts a 400 detail on its field', async () => {
    const error = await failureFor(400, {
      error: 'Validation failed: username: Username must start with a letter',
      errorCode: 'USERNAME_INVALID',
      details: [{ field: 'username', message: 'Username must start with a letter' }],
    });
    expect(registerFailure(error)).toEqual({
      field: 'username',
      message: 'Username must start with a letter',
    });
  });

  it('anything else: Registration failed', async () => {
    expect(registerFailure(await failureFor(500, {}))).toEqual({
      message: MESSAGES.registrationFailed,
    });
    expect(registerFailure(new TypeError('Failed to fetch'))).toEqual({
      message: MESSAGES.registrationFailed,
    });
  });
});

describe('register sends the language on screen', () => {
  const user = {
    id: 'u1',
    username: 'amina',
    email: 'amina@example.com',
    is_verified: false,
    is_admin: false,
    admin_role: null,
    created_at: '2026-01-01T00:00:00.000Z',
    username_changed: false,
    needs_username: false,
    language: 'sw',
  };
  const answer = () =>
    jsonResponse(201, {
      access_token: makeToken(),
      user,
      message: 'Registration successful.',
      verification_sent: false,
    });
  const body = { username: 'amina', email: 'amina@example.com', password: 'secret123' };

  it('the shown language goes with the account', async () => {
    await activateLocale('sw');
    const stub = stubFetch(answer);
    restore = stub.restore;
    await registerUser(body);
    expect(stub.requests[0]!.body).toEqual({ ...body, language: 'sw' });
  });

  it('the pseudo-locale is no language: the server chooses', async () => {
    await activateLocale('en-XA');
    const stub = stubFetch(answer);
    restore = stub.restore;
    await registerUser(body);
    expect(stub.requests[0]!.body).toEqual(body);
  });
});
