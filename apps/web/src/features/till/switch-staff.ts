import { getSession, reloadSession, USER_STORAGE_KEY } from '#src/lib/session.ts';
import { removeKey, STORAGE_KEYS } from '#src/lib/storage.ts';
import { clearTillStaff } from '#src/lib/till.ts';
import { tillSignOut } from './api/till.ts';

/**
 * "Switch staff", the lock and the idle timeout: the member's token is signed out (best effort:
 * offline the server's session simply expires) and dropped here; the till shows the picker again.
 * The session's end drops every cached answer (lib/query-client.ts), made with that member's
 * permissions.
 */
export function switchStaff(): void {
  const token = getSession().token;
  clearTillStaff();
  removeKey(STORAGE_KEYS.token);
  removeKey(USER_STORAGE_KEY);
  reloadSession({ notifyExpired: false });
  if (token) void tillSignOut(token);
}
