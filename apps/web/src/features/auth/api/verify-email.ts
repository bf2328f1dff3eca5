import { useMutation } from '@tanstack/react-query';
import { MESSAGES, VerifyEmailResponseSchema, type VerifyEmailResponse } from '@app/contracts';
import { ACTION, ApiError, api, parseResponse } from '#src/lib/api-client.ts';
import { setSession } from '#src/lib/session.ts';

export interface VerifyEmailInput {
  user_id: string;
  verification_code: string;
}

/** POST /auth/verify-email: on success the fresh token (is_verified) becomes the session. */
export async function verifyEmail(input: VerifyEmailInput): Promise<VerifyEmailResponse> {
  const data = parseResponse(
    VerifyEmailResponseSchema,
    await api.post('auth/verify-email', { json: input, ...ACTION }).json(),
  );
  setSession(data.access_token, data.user);
  return data;
}

/** SPEC section 8: expired code, else the server's text, 500, else the generic failure. */
export function verifyErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.body?.expired === true) return MESSAGES.codeExpired;
    if (err.status >= 500) return MESSAGES.serverError;
    return err.body?.error || err.body?.message || MESSAGES.verifyFailed;
  }
  if (err instanceof Error && err.message === MESSAGES.invalidTokenReceived) return err.message;
  return MESSAGES.verifyFailed;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
