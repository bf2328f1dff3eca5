import type { AppDeps } from '#src/platform/deps.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { UserRow } from './sessions.service.ts';
import * as usersRepo from './users.repo.ts';

export function isSuperAdminEmail(deps: AppDeps, email: string): boolean {
  return deps.config.SUPER_ADMIN_EMAILS.includes(email.toLowerCase());
}

/**
 * SUPER_ADMIN_EMAILS grants super admin at registration and at every sign-in (password or Google),
 * so adding an email to the environment promotes an existing account at its next sign-in.
 * Removing an email does not demote: that is done in the admin screens.
 */
export async function applySuperAdminRole(
  deps: AppDeps,
  db: DbOrTx,
  user: UserRow,
): Promise<UserRow> {
  if (user.adminRole === 'super_admin' || !isSuperAdminEmail(deps, user.email)) return user;
  const updated = await usersRepo.updateUser(db, user.id, {
    adminRole: 'super_admin',
    updatedAt: deps.now(),
  });
  return updated ?? user;
}
