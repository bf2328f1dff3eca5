import { and, asc, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { LIST_MAX_LIMIT } from '@app/contracts';
import { businessManagers, businesses, users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type NewBusiness = typeof businesses.$inferInsert;
export type BusinessPatch = Partial<Omit<NewBusiness, 'id' | 'ownerId' | 'createdAt'>>;

/** The businesses a user owns or manages: owned first, each group oldest first. */
export async function listBusinessesForUser(db: DbOrTx, userId: string) {
  const isOwner = eq(businesses.ownerId, userId);
  return db
    .select({ row: businesses })
    .from(businesses)
    .leftJoin(
      businessManagers,
      and(eq(businessManagers.businessId, businesses.id), eq(businessManagers.userId, userId)),
    )
    .where(or(isOwner, isNotNull(businessManagers.userId)))
    .orderBy(desc(isOwner), asc(businesses.createdAt), asc(businesses.id))
    .limit(LIST_MAX_LIMIT);
}

/**
 * Locks the owner's user row until the transaction ends, so concurrent creates by one user
 * run one after another and the five-business count cannot be raced.
 */
export async function lockOwner(tx: DbOrTx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countOwnedBusinesses(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(businesses)
    .where(eq(businesses.ownerId, userId));
  return row?.n ?? 0;
}

/** Slugs already taken among `base` and `base-<n>`. */
export async function findSlugFamily(db: DbOrTx, base: string) {
  const rows = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(sql`${businesses.slug} ~ ${`^${base}(-[0-9]+)?$`}`);
  return rows.map((r) => r.slug);
}

export async function insertBusiness(db: DbOrTx, values: NewBusiness) {
  const [row] = await db.insert(businesses).values(values).returning();
  return row!;
}

export async function updateBusiness(db: DbOrTx, id: string, patch: BusinessPatch) {
  const [row] = await db.update(businesses).set(patch).where(eq(businesses.id, id)).returning();
  return row!;
}

export async function deleteBusiness(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(businesses)
    .where(eq(businesses.id, id))
    .returning({ logo: businesses.logo });
  return row;
}

export const SLUG_CONSTRAINT = 'businesses_slug_key';

/** A business by its shop link or its id (the public shop's identifier). */
export async function findBusinessBySlugOrId(db: DbOrTx, identifier: string, isId: boolean) {
  const [row] = await db
    .select()
    .from(businesses)
    .where(isId ? eq(businesses.id, identifier) : eq(businesses.slug, identifier))
    .limit(1);
  return row;
}

/** The owner and the managers of a business: who hears about its new orders. */
export async function memberUserIds(db: DbOrTx, businessId: string): Promise<string[]> {
  const managers = await db
    .select({ userId: businessManagers.userId })
    .from(businessManagers)
    .where(eq(businessManagers.businessId, businessId));
  return managers.map((m) => m.userId);
}
