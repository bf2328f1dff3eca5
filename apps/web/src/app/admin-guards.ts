import type { AdminRole } from '@app/contracts/auth';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getSession, HOME_PATH, updateUser } from '#src/lib/session.ts';
import { requireAuth } from './guards.ts';

/**
 * The admin routes' guards (SPEC section 2), apart from guards.ts: only those routes need them,
 * so the shell (ADR 023: <= 100 KiB) does not carry them.
 */

/**
 * The stored user's admin role brought up to date from GET /admin/check, so a promotion or a
 * demotion takes effect on the next navigation, without signing in again (roles are read from
 * the database on every API call: ADR 029). Offline or with the server away, the stored role
 * decides; the server refuses an admin call from a non-admin anyway.
 */
async function refreshAdminRole(): Promise<void> {
  let role: { is_admin: boolean; admin_role: AdminRole | null };
  try {
    role = await (await import('#src/features/admin/api/check-admin.ts')).checkAdmin();
  } catch {
    return;
  }
  const { user } = getSession();
  if (user && (user.is_admin !== role.is_admin || user.admin_role !== role.admin_role)) {
    updateUser({ ...user, is_admin: role.is_admin, admin_role: role.admin_role });
  }
}

/**
 * The refusal's toast, in the app's language. lib/toast.ts and Lingui's core are loaded when
 * needed, since this module is part of the shell (the app has loaded its i18n by then anyway).
 */
function refuse(message: MessageDescriptor, id: string) {
  void Promise.all([import('#src/lib/toast.ts'), import('#src/i18n/activate.ts')]).then(
    ([{ toast }, { i18n }]) => toast.error(i18n._(message), { id }),
  );
}

/** /admin and /admin/notifications. */
export async function requireAdmin(args: LoaderFunctionArgs) {
  requireAuth(args);
  await refreshAdminRole();
  if (!getSession().isAdmin) {
    // SPEC's text (SESSION_MESSAGES.adminRequired).
    refuse(msg`Admin privileges required`, 'admin-required');
    throw redirect(HOME_PATH);
  }
  return null;
}

/** /admin/app-versions and /test-backend. */
export async function requireSuperAdmin(args: LoaderFunctionArgs) {
  requireAuth(args);
  await refreshAdminRole();
  if (!getSession().isSuperAdmin) {
    // SPEC's text (SESSION_MESSAGES.superAdminRequired).
    refuse(msg`Superadmin privileges required`, 'superadmin-required');
    throw redirect(HOME_PATH);
  }
  return null;
}
