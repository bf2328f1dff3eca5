import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isLanguage,
  MESSAGES,
  RESEND_COOLDOWN_S,
  RegisterResponseSchema,
  type Language,
  type RegisterBody,
  type RegisterResponse,
} from '@app/contracts';
import { i18n } from '#src/i18n/activate.ts';
import { ApiError, api, parseResponse } from '#src/lib/api-client.ts';
import { setSession } from '#src/lib/session.ts';
import { startResendCooldown } from '../components/use-resend-cooldown.ts';
import { humanCheckToken } from './human-check.ts';

/** The language the visitor is reading (none for the pseudo-locale: the server then chooses). */
function shownLanguage(): Language | undefined {
  return isLanguage(i18n.locale) ? i18n.locale : undefined;
}

/**
 * Creates the account (an Idempotency-Key makes a retried request safe) and signs in. The account
 * starts in the language the register page was shown in, so its emails read the same.
 */
export async function registerUser(body: RegisterBody): Promise<RegisterResponse> {
  const json: RegisterBody = { ...body, language: body.language ?? shownLanguage() };
  const data = parseResponse(
    RegisterResponseSchema,
    await api.post('auth/register', { json }).json(),
  );
  setSession(data.access_token, data.user);
  // The server sent the first code with the account and refuses another for 60 s: say so at once.
  if (data.verification_sent) startResendCooldown(RESEND_COOLDOWN_S);
  return data;
}

export interface RegisterFailure {
  message: string;
  field?: 'username' | 'email' | 'password';
}

const FIELDS = new Set(['username', 'email', 'password']);

/** SPEC section 8: register 409 texts per errorCode; other failures 'Registration failed'. */
export function registerFailure(err: unknown): RegisterFailure {
  if (!(err instanceof ApiError)) return { message: MESSAGES.registrationFailed };
  const text = err.body?.error || err.body?.message;
  if (err.status === 409) {
    switch (err.errorCode) {
      case 'EMAIL_TAKEN':
        return { field: 'email', message: MESSAGES.emailTaken };
      case 'USERNAME_CASE_CONFLICT':
        return { field: 'username', message: text || MESSAGES.usernameCaseConflict };
      case 'USERNAME_SANITIZED_CONFLICT':
        return { field: 'username', message: text || MESSAGES.usernameTaken };
      default:
        return { field: 'username', message: MESSAGES.usernameTaken };
    }
  }
  // A field the server refused (e.g. a username that is empty once sanitised) is shown on it.
  const detail = err.body?.details?.find((d) => FIELDS.has(d.field));
  if (err.status === 400 && detail) {
    return { field: detail.field as RegisterFailure['field'], message: detail.message };
  }
  if ((err.status === 400 || err.status === 429) && text) return { message: text };
  return { message: MESSAGES.registrationFailed };
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) =>
      registerUser({ ...body, recaptchaToken: await humanCheckToken(queryClient) }),
    onSuccess: () => queryClient.clear(),
  });
}
