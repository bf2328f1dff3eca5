import { MESSAGES } from '@app/contracts/messages';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import {
  getSession,
  HOME_PATH,
  isLogoutInProgress,
  rememberAuthRedirect,
} from '#src/lib/session.ts';

/**
 * Route guards (SPEC section 2, navigation guard rules), run as route loaders before a screen loads.
 * Parent and child loaders run in parallel, so each guard checks everything it depends on.
 */

export const LOGIN_PATH = '/login';

/** Keeps the target in auth_redirect; session.ts brings the user back to it after signing in. */
function rememberTarget(request: Request) {
  // While logging out, the page being left is not a place to come back to.
  if (isLogoutInProgress()) return;
  const url = new URL(request.url);
  rememberAuthRedirect(url.pathname + url.search + url.hash);
}

/** Signed-in routes: a logged-out user is sent to /login and comes back here after signing in. */
export function requireAuth({ request }: LoaderFunctionArgs) {
  if (!getSession().isLoggedIn) {
    rememberTarget(request);
    throw redirect(LOGIN_PATH);
  }
  return null;
}

/** /admin and /admin/notifications. */
export function requireAdmin(args: LoaderFunctionArgs) {
  requireAuth(args);
  if (!getSession().isAdmin) {
    void import('sonner').then(({ toast }) =>
      toast.error(MESSAGES.adminRequired, { id: 'admin-required' }),
    );
    throw redirect(HOME_PATH);
  }
  return null;
}

/** /admin/app-versions and /test-backend. */
export function requireSuperAdmin(args: LoaderFunctionArgs) {
  requireAuth(args);
  if (!getSession().isSuperAdmin) {
    void import('sonner').then(({ toast }) =>
      toast.error(MESSAGES.superAdminRequired, { id: 'superadmin-required' }),
    );
    throw redirect(HOME_PATH);
  }
  return null;
}

/** /, /login and /register: a logged-in user goes to the business list. */
export function redirectIfLoggedIn() {
  if (getSession().isLoggedIn) throw redirect(HOME_PATH);
  return null;
}
