import { AltchaChallengeSchema } from '@app/contracts';
import { api, parseResponse } from './api-client.ts';

/**
 * Fetches a signed puzzle from GET /auth/altcha-challenge, finds its number in the browser and
 * returns the base64 payload the server checks (ADR 031). About 25,000 SHA-256 digests on
 * average: a fraction of a second in Chromium. altcha-lib loads only here, on servers that
 * turned the check on. Undefined when no number solves it (a puzzle altered on the way): the
 * server then answers why.
 */
export async function solveAltchaChallenge(): Promise<string | undefined> {
  const challenge = parseResponse(
    AltchaChallengeSchema,
    await api.get('auth/altcha-challenge').json(),
  );
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
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
