import {
  AUTH_MESSAGES,
  classifyUsernameConflict,
  MESSAGES,
  sanitizeUsername,
  usernameProblem,
} from '@app/contracts';
import type { AppDeps } from '#src/platform/deps.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import * as usersRepo from './users.repo.ts';

export interface PreparedUsername {
  /** As the person typed it (trimmed). */
  requested: string;
  /** As it is stored. */
  username: string;
}

/** Sanitises and validates a requested name, or throws 400 USERNAME_INVALID with details. */
export function prepareUsername(raw: string): PreparedUsername {
  const requested = raw.trim();
  const username = sanitizeUsername(requested);
  const problem = usernameProblem(username);
  if (problem) {
    throw new AppError('USERNAME_INVALID', problem, 400, {
      details: [{ field: 'username', message: problem }],
    });
  }
  return { requested, username };
}

function conflictError(requested: string, existing: string) {
  const { errorCode, message } = classifyUsernameConflict(requested, existing);
  return new AppError(errorCode, message, 409);
}

/** 409 when another account holds the name ignoring case (SPEC section 8 codes and texts). */
export async function assertUsernameFree(
  db: DbOrTx,
  name: PreparedUsername,
  exceptUserId?: string,
): Promise<void> {
  const existing = await usersRepo.findUserByUsernameIgnoringCase(db, name.username, exceptUserId);
  if (existing) throw conflictError(name.requested, existing.username);
}

/**
 * Maps a unique violation on users (a concurrent registration or rename won the race after our
 * check) to the same 409 the check would have given; null for any other error.
 */
export async function conflictFromUniqueViolation(
  deps: AppDeps,
  err: unknown,
  name: PreparedUsername,
): Promise<AppError | null> {
  const constraint = uniqueViolationConstraint(err);
  if (constraint === null) return null;
  if (constraint === 'users_email_key') {
    return new AppError('EMAIL_TAKEN', MESSAGES.emailTaken, 409);
  }
  if (constraint === 'users_username_lower_key') {
    const existing = await usersRepo.findUserByUsernameIgnoringCase(deps.db, name.username);
    return conflictError(name.requested, existing?.username ?? name.requested);
  }
  return null;
}

/** GET /auth/check-username: rules, then conflicts; the caller's own name counts as free. */
export async function checkUsername(deps: AppDeps, raw: string, callerId?: string) {
  const requested = raw.trim();
  const username = sanitizeUsername(requested);
  const problem = usernameProblem(username);
  if (problem) return { available: false, message: problem, username };
  const existing = await usersRepo.findUserByUsernameIgnoringCase(deps.db, username, callerId);
  if (existing) {
    return {
      available: false,
      message: classifyUsernameConflict(requested, existing.username).message,
      username,
    };
  }
  const message =
    username === requested
      ? AUTH_MESSAGES.usernameAvailable
      : AUTH_MESSAGES.usernameAvailableAs(username);
  return { available: true, message, username };
}
