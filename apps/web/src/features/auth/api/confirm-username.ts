import { useMutation } from '@tanstack/react-query';
import { UsernameTokenResponseSchema } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { setSession } from '#src/lib/session.ts';

export type ConfirmUsernameInput =
  { action: 'confirm'; new_username?: string } | { action: 'change'; new_username: string };

/** POST /auth/confirm-username: keep the name given at sign-up, or change it. */
export async function confirmUsername(input: ConfirmUsernameInput) {
  const data = parseResponse(
    UsernameTokenResponseSchema,
    await api.post('auth/confirm-username', { json: input, ...ACTION }).json(),
  );
  setSession(data.access_token, data.user);
  return data;
}

export function useConfirmUsername() {
  return useMutation({ mutationFn: confirmUsername });
}
