import { useMutation } from '@tanstack/react-query';
import { ChangePasswordResponseSchema } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { getSession, setSession } from '#src/lib/session.ts';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/** POST /auth/change-password: other devices are signed out; this one gets a fresh token. */
export async function changePassword(input: ChangePasswordInput) {
  const data = parseResponse(
    ChangePasswordResponseSchema,
    await api.post('auth/change-password', { json: input, ...ACTION }).json(),
  );
  const { user } = getSession();
  if (user) setSession(data.access_token, user);
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
