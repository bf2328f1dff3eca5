import { createHash } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import { AUTH_MESSAGES, type RegisterBody, type RegisterResponse } from '@app/contracts';
import { idempotencyKeys } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { IDEMPOTENCY_TTL_MS } from '#src/platform/idempotency.ts';
import type { RequestContext } from './request-context.ts';
import { startSession, toUserDto } from './sessions.service.ts';
import * as usersRepo from './users.repo.ts';

/*
 * A registration retried after its answer was lost (the web client resends a POST with the same
 * Idempotency-Key) must not come back as "Email already registered". The account's first
 * registration records its key; a retry that presents the same key for the same email and name
 * within 24 hours gets the answer the first one would have given, with a session of its own
 * (tokens are not stored). The key is a random secret only the registering client holds.
 * Neither the password nor the answer is kept: the hash covers the email and the name asked for.
 */

const ROUTE = 'register';

const registrationHash = (body: RegisterBody) =>
  createHash('sha256')
    .update(JSON.stringify([ROUTE, body.email, body.username]))
    .digest('hex');

/** Records the key with the new account, in the registration's transaction. */
export async function recordRegistrationKey(
  tx: DbOrTx,
  userId: string,
  key: string,
  body: RegisterBody,
  now: Date,
) {
  await tx.insert(idempotencyKeys).values({
    userId,
    key,
    route: ROUTE,
    requestHash: registrationHash(body),
    statusCode: 201,
    createdAt: now,
  });
}

/** The answer to a retried registration, or null when this is not one. */
export async function replayRegistration(
  deps: AppDeps,
  body: RegisterBody,
  key: string,
  ctx: RequestContext,
): Promise<RegisterResponse | null> {
  const user = await usersRepo.findUserByEmail(deps.db, body.email);
  if (!user) return null;
  const cutoff = new Date(deps.now().getTime() - IDEMPOTENCY_TTL_MS);
  const [row] = await deps.db
    .select({ requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, user.id),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.route, ROUTE),
        gte(idempotencyKeys.createdAt, cutoff),
      ),
    );
  if (!row) return null;
  if (row.requestHash !== registrationHash(body)) {
    const message = 'This Idempotency-Key was already used for a different request';
    throw new AppError('IDEMPOTENCY_CONFLICT', message, 409);
  }
  const token = await startSession(deps, deps.db, user, ctx.userAgent);
  return {
    access_token: token,
    user: toUserDto(user),
    message: AUTH_MESSAGES.registered,
    verification_sent: true,
  };
}
