import type { Language, PreferencesResponse } from '@app/contracts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { userChanged, type UserRow } from './sessions.service.ts';
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

/**
 * PUT /api/auth/preferences: the language the user reads the app, its emails and notifications
 * in. Every instance rereads the account (its sessions answer /check from memory).
 */
export async function setPreferences(
  deps: AppDeps,
  user: UserRow,
  body: { language: Language },
): Promise<PreferencesResponse> {
  const updated = await usersRepo.updateUser(deps.db, user.id, {
    language: body.language,
    updatedAt: deps.now(),
  });
  if (!updated) throw new AppError('NOT_FOUND', 'User not found', 404);
  await userChanged(deps, user.id);
  return { language: updated.language };
}
