import { useMutation } from '@tanstack/react-query';
import { GoogleAuthResponseSchema, MESSAGES } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { setSession } from '#src/lib/session.ts';

export interface GoogleCodeInput {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
}

/** POST /auth/google/callback: trades the authorization code for our session. */
export async function exchangeGoogleCode(input: GoogleCodeInput) {
  let data;
  try {
    data = parseResponse(
      GoogleAuthResponseSchema,
      await api.post('auth/google/callback', { json: input, ...ACTION }).json(),
    );
  } catch (err) {
    if (err instanceof Error && err.message === MESSAGES.invalidResponse) {
      throw new Error(MESSAGES.googleNoToken, { cause: err });
    }
    throw err;
  }
  const token = data.access_token || data.token;
  if (!token) throw new Error(MESSAGES.googleNoToken);
  setSession(token, data.user);
  return data;
}

export function useGoogleCodeExchange() {
  return useMutation({ mutationFn: exchangeGoogleCode });
}
