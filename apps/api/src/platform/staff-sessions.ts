import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { StaffPermissions, StaffRole } from '@app/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  businesses,
  staffMembers,
  staffSessions,
  tillDevices,
  users,
} from '#src/db/schema/index.ts';
import type { DbOrTx } from './db.ts';
import type { AppDeps } from './deps.ts';

/** Who a staff token acts as: one staff member of one business, on one till device. */
export interface StaffPrincipal {
  id: string;
  name: string;
  role: StaffRole;
  businessId: string;
  deviceId: string;
  permissions: StaffPermissions;
}

export interface StaffSessionAuth {
  /** The business owner's account: a staff member acts within the owner's plan. */
  owner: typeof users.$inferSelect;
  sessionId: string;
  staff: StaffPrincipal;
}

/** A device token: 32 random bytes; the server keeps only its sha256. */
export const newDeviceToken = () => randomBytes(32).toString('base64url');
export const hashDeviceToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** HS256 like an account's token, marked `kind: 'staff'`; `sub` is the staff member. */
export function signStaffToken(
  secret: string,
  staff: { id: string; name: string },
  sessionId: string,
  expiresAt: Date,
) {
  return new SignJWT({
    kind: 'staff',
    sid: sessionId,
    username: staff.name,
    is_admin: false,
    admin_role: null,
    is_verified: true,
    username_changed: false,
    needs_username: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(staff.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

/**
 * What a staff token stands for, in one read: an open session of a staff member not deleted,
 * on a device not revoked, with the owner's account (a staff token acts in the owner's plan).
 */
async function findActiveStaffSession(db: DbOrTx, sessionId: string, staffId: string, now: Date) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffMembers, owner: users })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .innerJoin(tillDevices, eq(tillDevices.id, staffSessions.deviceId))
    .innerJoin(businesses, eq(businesses.id, staffSessions.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staffMembers.deletedAt),
        isNull(tillDevices.revokedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The staff session a verified staff token names, from the access cache (tagged with the owner,
 * so every change to the business's staff or devices, announced as a change to the owner, drops
 * it on every instance) or in one read.
 */
export async function resolveStaffSession(
  deps: AppDeps,
  sessionId: string,
  staffId: string,
): Promise<StaffSessionAuth | undefined> {
  const row = await deps.access.session(`staff:${sessionId}`, async () => {
    const found = await findActiveStaffSession(deps.db, sessionId, staffId, deps.now());
    return found && { value: found, userId: found.owner.id };
  });
  if (!row || row.staff.id !== staffId || row.session.expiresAt <= deps.now()) return undefined;
  return {
    owner: row.owner,
    sessionId: row.session.id,
    staff: {
      id: row.staff.id,
      name: row.staff.name,
      role: row.staff.role,
      businessId: row.staff.businessId,
      deviceId: row.session.deviceId,
      permissions: row.staff.permissions,
    },
  };
}
