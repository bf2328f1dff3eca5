import type { QueryClient } from '@tanstack/react-query';
import { solveAltchaChallenge } from '#src/lib/altcha.ts';
import { getAuthConfigQueryOptions } from './get-auth-config.ts';

/**
 * The token the account forms send as `recaptchaToken`: a solved puzzle when the server asks
 * for the self-hosted check (CAPTCHA=altcha), solved while the button shows its progress.
 * Undefined when the server asks for nothing (the default) or for a third-party widget this app
 * does not carry.
 */
export async function humanCheckToken(queryClient: QueryClient): Promise<string | undefined> {
  const config = await queryClient.fetchQuery(getAuthConfigQueryOptions());
  if (config.captcha !== 'altcha') return undefined;
  return solveAltchaChallenge();
}
