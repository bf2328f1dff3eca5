import { useMutation } from '@tanstack/react-query';
import { ResendVerificationResponseSchema } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

/** POST /auth/resend-verification: emails a new code; answers the cooldown to wait before another. */
export async function resendVerification(userId: string) {
  const data = await api
    .post('auth/resend-verification', { json: { user_id: userId }, ...ACTION })
    .json();
  return parseResponse(ResendVerificationResponseSchema, data);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
