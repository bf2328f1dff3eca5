import type { User } from '@app/contracts';
import type { users } from '#src/db/schema/index.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { SESSION_TTL_MS, signSessionToken, verifySessionToken } from '#src/platform/tokens.ts';
import { resolveStaffSession, type StaffPrincipal } from '#src/platform/staff-sessions.ts';
import * as repo from './sessions.repo.ts';

export type UserRow = typeof users.$inferSelect;
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /**
   * Set for a till sign-in (ADR 076): `user` is then the business owner's account (the
   * plan the work counts against), and the staff member may act in their business only.
   */
  staff?: StaffPrincipal;
}

/** The public view of a user: SPEC section 3's fields, nothing else. */
export function toUserDto(user: UserRow): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    is_verified: user.isVerified,
    is_admin: user.adminRole !== null,
    admin_role: user.adminRole,
    created_at: user.createdAt.toISOString(),
    username_changed: user.usernameChanged,
    needs_username: user.needsUsername,
    language: user.language,
  };
}

function claimsOf(user: UserRow) {
  const dto = toUserDto(user);
  return {
    id: dto.id,
    username: dto.username,
    is_admin: dto.is_admin,
    admin_role: dto.admin_role,
    is_verified: dto.is_verified,
    username_changed: dto.username_changed,
    needs_username: dto.needs_username,
  };
}

/** Starts a session (a login, a registration, a Google sign-in) and signs its token. */
export async function startSession(deps: AppDeps, db: DbOrTx, user: UserRow, userAgent?: string) {
  const expiresAt = new Date(deps.now().getTime() + SESSION_TTL_MS);
  const sessionId = await repo.insertSession(db, user.id, expiresAt, userAgent);
  return signSessionToken(deps.config.JWT_SECRET, claimsOf(user), sessionId, expiresAt);
}

/** A fresh token for the same session, after the user's claims changed (verified, renamed). */
export async function reissueToken(deps: AppDeps, user: UserRow, sessionId: string) {
  const expiresAt = new Date(deps.now().getTime() + SESSION_TTL_MS);
  return signSessionToken(deps.config.JWT_SECRET, claimsOf(user), sessionId, expiresAt);
}

export type ResolveResult =
  | { ok: true; auth: AuthContext }
  | { ok: false; reason: 'malformed' | 'expired' | 'no_expiry' | 'bad_signature' | 'revoked' };

/**
 * A valid token whose session is still open and whose user still exists. A till sign-in's token
 * (ADR 076) counts only where the caller says so (the route guard, which then limits it to the
 * routes listed for staff); elsewhere (the notifications socket) it is refused.
 */
export async function resolveToken(
  deps: AppDeps,
  token: string,
  { allowStaff = false }: { allowStaff?: boolean } = {},
): Promise<ResolveResult> {
  const check = await verifySessionToken(deps.config.JWT_SECRET, token);
  if (!check.ok) return check;
  const { sid, sub } = check.claims;
  if (check.claims.kind === 'staff') {
    if (!allowStaff) return { ok: false, reason: 'revoked' };
    const staff = await resolveStaffSession(deps, sid, sub);
    if (!staff) return { ok: false, reason: 'revoked' };
    return {
      ok: true,
      auth: { user: staff.owner, sessionId: staff.sessionId, staff: staff.staff },
    };
  }
  // Kept in memory (access-cache.ts): every revocation and every change to the user drops it.
  const row = await deps.access.session(sid, async () => {
    const found = await repo.findActiveSessionWithUser(deps.db, sid, sub);
    return found && { value: found, userId: found.user.id };
  });
  if (!row || row.user.id !== sub || row.session.expiresAt.getTime() <= deps.now().getTime()) {
    return { ok: false, reason: 'revoked' };
  }
  return { ok: true, auth: { user: row.user, sessionId: row.session.id } };
}

/** Ends one session; every instance refuses its token from now on. */
export async function revokeSession(deps: AppDeps, sessionId: string, userId: string) {
  await repo.revokeSession(deps.db, sessionId, deps.now());
  await deps.access.changed({ users: [userId] });
}

/**
 * Ends every session of a user (but `keep`) inside the caller's transaction: the caller calls
 * `userChanged` once it committed, so every instance refuses the tokens from then on.
 */
export const revokeUserSessions = (db: DbOrTx, deps: AppDeps, userId: string, keep?: string) =>
  repo.revokeUserSessions(db, userId, deps.now(), keep);

/** After a committed change to users (account, sessions, role, plan): every instance rereads them. */
export const userChanged = (deps: Pick<AppDeps, 'access'>, ...userIds: string[]) =>
  deps.access.changed({ users: userIds });
