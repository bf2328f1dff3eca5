import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PinVerifier, StaffPermissions, StaffRole } from '@app/contracts';
import {
  businesses,
  refunds,
  saleItems,
  sales,
  staffMembers,
  staffSessions,
  tillDevices,
} from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

/** A business has a handful of staff; the list is bounded all the same. */
const MAX_STAFF = 200;

export type StaffRow = typeof staffMembers.$inferSelect;
export type DeviceRow = typeof tillDevices.$inferSelect;

export function listStaff(db: DbOrTx, businessId: string) {
  return db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.businessId, businessId), isNull(staffMembers.deletedAt)))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id))
    .limit(MAX_STAFF);
}

export async function findStaff(db: DbOrTx, businessId: string, staffId: string) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.id, staffId),
        eq(staffMembers.businessId, businessId),
        isNull(staffMembers.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertStaff(
  db: DbOrTx,
  values: {
    businessId: string;
    name: string;
    role: StaffRole;
    pinHash: string;
    offlinePinVerifier: PinVerifier;
    permissions: StaffPermissions;
    createdBy: string;
    now: Date;
  },
) {
  const [row] = await db
    .insert(staffMembers)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  return row!;
}

export async function updateStaff(
  db: DbOrTx,
  businessId: string,
  staffId: string,
  set: Partial<
    Pick<StaffRow, 'name' | 'role' | 'pinHash' | 'offlinePinVerifier' | 'permissions'>
  > & { updatedAt: Date },
) {
  const [row] = await db
    .update(staffMembers)
    .set(set)
    .where(
      and(
        eq(staffMembers.id, staffId),
        eq(staffMembers.businessId, businessId),
        isNull(staffMembers.deletedAt),
      ),
    )
    .returning();
  return row;
}

export async function deleteStaff(db: DbOrTx, businessId: string, staffId: string, now: Date) {
  const [row] = await db
    .update(staffMembers)
    // The verifier goes with the member: no till is sent it again.
    .set({ deletedAt: now, updatedAt: now, offlinePinVerifier: null })
    .where(
      and(
        eq(staffMembers.id, staffId),
        eq(staffMembers.businessId, businessId),
        isNull(staffMembers.deletedAt),
      ),
    )
    .returning({ id: staffMembers.id });
  if (row) {
    await db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  }
  return row;
}

/**
 * A wrong PIN, counted in one statement: a failure after the window starts a new count; the
 * count reaching `max` locks sign-in until `lockUntil`. Returns whether this failure locked it.
 */
export async function recordPinFailure(
  db: DbOrTx,
  staffId: string,
  now: Date,
  windowStart: Date,
  lockUntil: Date,
  max: number,
) {
  const fresh = sql`(${staffMembers.pinFailuresSince} is null or ${staffMembers.pinFailuresSince} <= ${windowStart})`;
  const [row] = await db
    .update(staffMembers)
    .set({
      pinFailures: sql`case when ${fresh} then 1 else ${staffMembers.pinFailures} + 1 end`,
      pinFailuresSince: sql`case when ${fresh} then ${now} else ${staffMembers.pinFailuresSince} end`,
      pinLockedUntil: sql`case when (case when ${fresh} then 1 else ${staffMembers.pinFailures} + 1 end) >= ${max}
        then ${lockUntil} else ${staffMembers.pinLockedUntil} end`,
    })
    .where(eq(staffMembers.id, staffId))
    .returning({ failures: staffMembers.pinFailures });
  return row?.failures ?? 0;
}

/** A member who signed in before verifiers existed gets one at a good PIN sign-in. */
export async function setPinVerifier(db: DbOrTx, staffId: string, verifier: PinVerifier) {
  await db
    .update(staffMembers)
    .set({ offlinePinVerifier: verifier })
    .where(eq(staffMembers.id, staffId));
}

export async function clearPinFailures(db: DbOrTx, staffId: string) {
  await db
    .update(staffMembers)
    .set({ pinFailures: 0, pinFailuresSince: null, pinLockedUntil: null })
    .where(eq(staffMembers.id, staffId));
}

export function listDevices(db: DbOrTx, businessId: string) {
  return db
    .select()
    .from(tillDevices)
    .where(and(eq(tillDevices.businessId, businessId), isNull(tillDevices.revokedAt)))
    .orderBy(asc(tillDevices.createdAt), asc(tillDevices.id))
    .limit(MAX_STAFF);
}

export async function insertDevice(
  db: DbOrTx,
  values: { businessId: string; name: string; tokenHash: string; createdBy: string; now: Date },
) {
  const [row] = await db
    .insert(tillDevices)
    .values({ ...values, createdAt: values.now })
    .returning();
  return row!;
}

export async function revokeDevice(db: DbOrTx, businessId: string, deviceId: string, now: Date) {
  const [row] = await db
    .update(tillDevices)
    .set({ revokedAt: now })
    .where(
      and(
        eq(tillDevices.id, deviceId),
        eq(tillDevices.businessId, businessId),
        isNull(tillDevices.revokedAt),
      ),
    )
    .returning({ id: tillDevices.id });
  if (row) {
    await db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.deviceId, deviceId), isNull(staffSessions.revokedAt)));
  }
  return row;
}

/** A device still registered, by the hash of its token, with its business's name and owner. */
export async function findDeviceByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ device: tillDevices, businessName: businesses.name, ownerId: businesses.ownerId })
    .from(tillDevices)
    .innerJoin(businesses, eq(businesses.id, tillDevices.businessId))
    .where(and(eq(tillDevices.tokenHash, tokenHash), isNull(tillDevices.revokedAt)))
    .limit(1);
  return row;
}

export async function touchDevice(db: DbOrTx, deviceId: string, now: Date) {
  await db.update(tillDevices).set({ lastUsedAt: now }).where(eq(tillDevices.id, deviceId));
}

export async function insertStaffSession(
  db: DbOrTx,
  values: { businessId: string; staffId: string; deviceId: string; now: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(staffSessions)
    .values({
      businessId: values.businessId,
      staffId: values.staffId,
      deviceId: values.deviceId,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: staffSessions.id });
  return row!.id;
}

export async function endStaffSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}

/** The staff of a business, deleted ones included: names for sales made by them. */
export async function staffNames(db: DbOrTx, businessId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.businessId, businessId),
        sql`${staffMembers.id} = any(${sql.param(ids)}::uuid[])`,
      ),
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Sales by staff for [from, to): count, revenue (totals), refunds and discounts, per staff member
 * (null: the accounts' own sales). Discounts are the order's and lines' together as stored.
 */
export async function salesByStaff(db: DbOrTx, businessId: string, from: Date, to: Date) {
  const saleRows = await db
    .select({
      staffId: sales.staffId,
      salesCount: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${sales.total}), 0)::text`,
      discounts: sql<string>`coalesce(sum(${sales.discount} + (select coalesce(sum(${saleItems.discount}), 0)
        from ${saleItems} where ${saleItems.saleId} = ${sales.id})), 0)::text`,
    })
    .from(sales)
    .where(
      and(
        eq(sales.businessId, businessId),
        sql`${sales.soldAt} >= ${from}`,
        sql`${sales.soldAt} < ${to}`,
      ),
    )
    .groupBy(sales.staffId);
  const refundRows = await db
    .select({
      staffId: refunds.staffId,
      refunds: sql<string>`coalesce(sum(${refunds.amount}), 0)::text`,
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.businessId, businessId),
        sql`${refunds.refundedAt} >= ${from}`,
        sql`${refunds.refundedAt} < ${to}`,
      ),
    )
    .groupBy(refunds.staffId);
  return { saleRows, refundRows };
}
