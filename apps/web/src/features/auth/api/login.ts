import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, UserSchema, type LoginBody, type User } from '@app/contracts';
import { ACTION, ApiError, api } from '#src/lib/api-client.ts';
import { NO_HUMAN_CHECK, sendWithHumanCheck, type HumanCheck } from '#src/lib/human-check.ts';
import { setSession } from '#src/lib/session.ts';
import { humanCheckToken } from './human-check.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * SPEC section 7: the login answer is either `{ access_token, user }` or `{ data: { token, id,
 * username, email, is_verified, is_admin, admin_role, created_at } }`. Anything else is refused.
 */
export function parseLoginResponse(body: unknown): { token: unknown; user: User } {
  if (isRecord(body) && 'access_token' in body && isRecord(body.user)) {
    const user = UserSchema.safeParse(body.user);
    if (user.success) return { token: body.access_token, user: user.data };
  }
  if (isRecord(body) && isRecord(body.data) && 'token' in body.data) {
    const { token, ...fields } = body.data;
    const user = UserSchema.safeParse({
      admin_role: null,
      username_changed: false,
      needs_username: false,
      ...fields,
    });
    if (user.success) return { token, user: user.data };
  }
  throw new Error(MESSAGES.invalidResponse);
}

/** Signs in and stores the session; throws SPEC's texts for a malformed answer or token. */
export async function loginUser(body: LoginBody): Promise<User> {
  const data = await api.post('auth/login', { json: body, ...ACTION }).json();
  const { token, user } = parseLoginResponse(data);
  setSession(token, user);
  return user;
}

/** SPEC section 8: the text shown under the login form for a failed attempt. */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const text = err.body?.error || err.body?.message;
    if (err.status === 401) return text || MESSAGES.invalidCredentials;
    if (err.status === 429) return MESSAGES.tooManyLogins;
    return text || MESSAGES.loginFailed;
  }
  if (
    err instanceof Error &&
    (err.message === MESSAGES.invalidResponse ||
      err.message === MESSAGES.invalidResponseFormat ||
      err.message === MESSAGES.invalidTokenReceived)
  ) {
    return err.message;
  }
  return MESSAGES.loginFailed;
}

/**
 * Signs in; a server that asks for the human check (ADR 065: the account is being guessed) gets
 * it, solved in the page while `humanCheck` tells the form what is going on.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const [humanCheck, setHumanCheck] = useState<HumanCheck>(NO_HUMAN_CHECK);
  const mutation = useMutation({
    mutationFn: async (body: LoginBody) =>
      sendWithHumanCheck((recaptchaToken) => loginUser({ ...body, recaptchaToken }), {
        token: await humanCheckToken(queryClient),
        asked: humanCheck,
        onChange: setHumanCheck,
      }),
    // Whatever was cached belonged to the previous visitor of this device.
    onSuccess: () => queryClient.clear(),
  });
  return { ...mutation, humanCheck };
}
