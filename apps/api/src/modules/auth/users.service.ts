import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import type { UserRow } from './sessions.service.ts';
import * as usersRepo from './users.repo.ts';

/** A user by id, for other modules (they never read the users table themselves). */
export async function getUserById(deps: Pick<AppDeps, 'db'>, id: string): Promise<UserRow> {
  const user = await usersRepo.findUserById(deps.db, id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found', 404);
  return user;
}

/** The same from memory (access-cache.ts), for the access checks: a manager writes under the owner's plan. */
export async function getUserForAccess(
  deps: Pick<AppDeps, 'db' | 'access'>,
  id: string,
): Promise<UserRow> {
  const user = await deps.access.user('account', id, () => usersRepo.findUserById(deps.db, id));
  if (!user) throw new AppError('NOT_FOUND', 'User not found', 404);
  return user;
}
