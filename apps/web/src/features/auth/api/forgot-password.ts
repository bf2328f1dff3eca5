import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { humanCheckToken } from './human-check.ts';

/** POST /auth/forgot-password: emails a reset code and link (the answer never says if the account exists). */
export async function forgotPassword(email: string, recaptchaToken?: string) {
  const data = await api
    .post('auth/forgot-password', { json: { email, recaptchaToken }, ...ACTION })
    .json();
  return parseResponse(MessageResponseSchema, data);
}

export function useForgotPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => forgotPassword(email, await humanCheckToken(queryClient)),
  });
}
