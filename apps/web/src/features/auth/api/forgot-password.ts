import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

/** POST /auth/forgot-password: emails a reset code and link (the answer never says if the account exists). */
export async function forgotPassword(email: string) {
  const data = await api.post('auth/forgot-password', { json: { email }, ...ACTION }).json();
  return parseResponse(MessageResponseSchema, data);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
