import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AltchaChallenge } from '@app/contracts';
import { captchaSolutions } from '#src/db/schema/index.ts';
import type { Db } from './db.ts';

/**
 * The self-hosted human check (ALTCHA, ADR 031): the server hands out a signed SHA-256 puzzle,
 * the browser finds the number that solves it, the server checks the signature and the answer.
 * No third-party script, no cookie, nothing sent anywhere else.
 *
 * 50,000 keeps the browser's search under a second on a cheap phone (about 25,000 hashes on
 * average) while each sign-in attempt still costs a bot real work.
 */
export const ALTCHA_MAX_NUMBER = 50_000;
/** Long enough to type a password after the page asked for the puzzle. */
export const ALTCHA_TTL_MS = 10 * 60 * 1000;
export const ALTCHA_SWEEP_EVERY_MS = 30 * 60 * 1000;

const ALGORITHM = 'SHA-256';

/** Derived from JWT_SECRET, so the check needs no secret of its own and survives restarts. */
function altchaKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('altcha-challenges').digest('hex');
}

export async function createAltchaChallenge(jwtSecret: string): Promise<AltchaChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    hmacKey: altchaKey(jwtSecret),
    maxNumber: ALTCHA_MAX_NUMBER,
    expires: new Date(Date.now() + ALTCHA_TTL_MS),
  });
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? ALTCHA_MAX_NUMBER,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

/** What the browser sends back: the widget's base64 JSON payload. */
const SolutionSchema = z.object({
  algorithm: z.literal(ALGORITHM),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(ALTCHA_MAX_NUMBER),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

function decodeSolution(token: string) {
  try {
    const parsed = SolutionSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * True when the token solves a challenge this server signed, not yet expired, and not used
 * before: the solution's signature is claimed in the database, so a replay fails on every
 * instance.
 */
export async function verifyAltchaSolution(
  db: Db,
  jwtSecret: string,
  token: string,
): Promise<boolean> {
  const solution = decodeSolution(token);
  if (!solution) return false;
  if (!(await verifySolution(solution, altchaKey(jwtSecret), true))) return false;
  const expiresSeconds = Number(extractParams(solution).expires);
  const expiresAt = new Date(
    Number.isFinite(expiresSeconds) ? expiresSeconds * 1000 : Date.now() + ALTCHA_TTL_MS,
  );
  const claimed = await db
    .insert(captchaSolutions)
    .values({ signature: solution.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  return claimed.length === 1;
}

/** Past its expiry a solution is refused anyway; its row only held the replay guard. */
export async function sweepCaptchaSolutions(db: Db): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
}
