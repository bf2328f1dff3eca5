import type { QueryClient } from '@tanstack/react-query';
import { AltchaChallengeSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { getAuthConfigQueryOptions } from './get-auth-config.ts';

/**
 * The token a form sends as `recaptchaToken` when the server asks for the self-hosted check
 * (CAPTCHA=altcha, ADR 031): fetch a signed puzzle, find its number in the browser, send the
 * payload back. Invisible to the user: it takes well under a second and runs while the button
 * shows its progress. Undefined when the server asks for nothing (the default) or for a
 * third-party widget this app does not carry.
 */
export async function humanCheckToken(queryClient: QueryClient): Promise<string | undefined> {
  const config = await queryClient.fetchQuery(getAuthConfigQueryOptions());
  if (config.captcha !== 'altcha') return undefined;
  const challenge = parseResponse(
    AltchaChallengeSchema,
    await api.get('auth/altcha-challenge').json(),
  );
  // Loaded only on servers that turned the check on: most never download it.
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  // No number solves it only if the puzzle was tampered with on the way: the server says why.
  if (!solution) return undefined;
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}
