import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/contracts';
import { api } from '#src/lib/api-client.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { registerFailure } from './register.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

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
