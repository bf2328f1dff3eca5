import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

export type ResetPasswordInput =
  { token: string; password: string } | { email: string; code: string; password: string };

/** POST /auth/reset-password: with the emailed link's token, or with email + 6-digit code. */
export async function resetPassword(input: ResetPasswordInput) {
  const data = await api.post('auth/reset-password', { json: input, ...ACTION }).json();
  return parseResponse(MessageResponseSchema, data);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
