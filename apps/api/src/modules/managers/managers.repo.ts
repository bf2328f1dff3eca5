import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { MAX_MANAGERS_PER_BUSINESS } from '@app/contracts';
import { businessManagers, users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

const managerColumns = {
  userId: businessManagers.userId,
  username: users.username,
  addedAt: businessManagers.createdAt,
};

export async function listManagers(db: DbOrTx, businessId: string) {
  return db
    .select(managerColumns)
    .from(businessManagers)
    .innerJoin(users, eq(users.id, businessManagers.userId))
    .where(eq(businessManagers.businessId, businessId))
    .orderBy(asc(businessManagers.createdAt), asc(businessManagers.userId))
    .limit(MAX_MANAGERS_PER_BUSINESS);
}

/** A verified account by email or username, both compared case-insensitively. */
export async function findVerifiedUserByIdentifier(db: DbOrTx, identifier: string) {
  const needle = identifier.toLowerCase();
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.isVerified, true),
        or(eq(users.email, needle), eq(sql`lower(${users.username})`, needle)),
      ),
    )
    .limit(1);
  return row;
}

export async function countManagers(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(businessManagers)
    .where(eq(businessManagers.businessId, businessId));
  return row?.n ?? 0;
}

/** Null when the user already manages the business. */
export async function insertManager(
  db: DbOrTx,
  values: { businessId: string; userId: string; addedBy: string; createdAt: Date },
) {
  const [row] = await db
    .insert(businessManagers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: businessManagers.userId, addedAt: businessManagers.createdAt });
  return row ?? null;
}

export async function deleteManager(db: DbOrTx, businessId: string, userId: string) {
  const rows = await db
    .delete(businessManagers)
    .where(and(eq(businessManagers.businessId, businessId), eq(businessManagers.userId, userId)))
    .returning({ userId: businessManagers.userId });
  return rows.length > 0;
}
