import { redirect, type LoaderFunctionArgs } from 'react-router';
import {
  getSession,
  HOME_PATH,
  isLogoutInProgress,
  rememberAuthRedirect,
} from '#src/lib/session.ts';
import { readString, TILL_DEVICE_KEY } from '#src/lib/storage.ts';

/**
 * Route guards (SPEC section 2, navigation guard rules), run as route loaders before a screen loads.
 * Parent and child loaders run in parallel, so each guard checks everything it depends on.
 */

export const LOGIN_PATH = '/login';

/** A till device (ADR 076) shows the till, never the account screens or the sign-in. */
function leaveForTill() {
  if (readString(TILL_DEVICE_KEY) !== null) throw redirect('/till');
}

/** Keeps the target in auth_redirect; session.ts brings the user back to it after signing in. */
function rememberTarget(request: Request) {
  // While logging out, the page being left is not a place to come back to.
  if (isLogoutInProgress()) return;
  const url = new URL(request.url);
  rememberAuthRedirect(url.pathname + url.search + url.hash);
}

/** /admin and /admin/notifications (admin-guards.ts, loaded with those routes). */
export async function requireAdmin(args: LoaderFunctionArgs) {
  return (await import('./admin-guards.ts')).requireAdmin(args);
}

/** /admin/app-versions and /test-backend (admin-guards.ts, loaded with those routes). */
export async function requireSuperAdmin(args: LoaderFunctionArgs) {
  return (await import('./admin-guards.ts')).requireSuperAdmin(args);
}

/** Signed-in routes: a logged-out user is sent to /login and comes back here after signing in. */
export function requireAuth({ request }: LoaderFunctionArgs) {
  leaveForTill();
  if (!getSession().isLoggedIn) {
    rememberTarget(request);
    throw redirect(LOGIN_PATH);
  }
  return null;
}

/** /, /login and /register: a logged-in user goes to the business list. */
export function redirectIfLoggedIn() {
  leaveForTill();
  if (getSession().isLoggedIn) throw redirect(HOME_PATH);
  return null;
}
