import { useMutation } from '@tanstack/react-query';
import { MESSAGES, SetUsernameResponseSchema } from '@app/contracts';
import { ACTION, ApiError, api, parseResponse } from '#src/lib/api-client.ts';
import { setSession } from '#src/lib/session.ts';

/** POST /auth/set-username: for accounts that have no name yet (Google sign-up). */
export async function setUsername(username: string) {
  const data = parseResponse(
    SetUsernameResponseSchema,
    await api.post('auth/set-username', { json: { username }, ...ACTION }).json(),
  );
  setSession(data.access_token, data.user);
  return data;
}

/** SPEC section 8: 409 is a taken name; anything else the generic set-username failure. */
export function usernameErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.status === 409) return MESSAGES.usernameTaken409;
    const detail = err.body?.details?.[0]?.message;
    if (err.status === 400 && detail) return detail;
    if (err.status === 429 && err.body?.error) return err.body.error;
  }
  return fallback;
}

export function useSetUsername() {
  return useMutation({ mutationFn: setUsername });
}
