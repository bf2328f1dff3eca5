import { UUID_PATTERN } from '@app/contracts';
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { businesses, dataExports, dataImports } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type ExportRow = typeof dataExports.$inferSelect;
export type ImportRow = typeof dataImports.$inferSelect;

/** An id from a URL: anything but a uuid names no row (and never reaches a cast in SQL). */
export const isUuid = (id: string) => UUID_PATTERN.test(id);

export async function insertExport(
  db: DbOrTx,
  values: { userId: string; businessId: string | null },
): Promise<ExportRow> {
  return (await db.insert(dataExports).values(values).returning())[0]!;
}

export async function findExport(db: DbOrTx, id: string): Promise<ExportRow | null> {
  if (!isUuid(id)) return null;
  return (await db.select().from(dataExports).where(eq(dataExports.id, id)))[0] ?? null;
}

/** A page of exports, newest first (the id breaks ties); `before` is the last one seen. */
export async function listExports(
  db: DbOrTx,
  where: { businessId: string } | { userId: string },
  page: { limit: number; before?: string },
) {
  const owner =
    'businessId' in where
      ? eq(dataExports.businessId, where.businessId)
      : and(eq(dataExports.userId, where.userId), isNull(dataExports.businessId));
  const cursor = page.before
    ? sql`(${dataExports.createdAt}, ${dataExports.id}) <
        (select created_at, id from data_exports where id = ${page.before})`
    : undefined;
  return db
    .select()
    .from(dataExports)
    .where(and(owner, cursor))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(page.limit);
}

export async function updateExport(
  db: DbOrTx,
  id: string,
  set: Partial<Omit<ExportRow, 'id' | 'userId' | 'businessId' | 'createdAt'>>,
) {
  await db.update(dataExports).set(set).where(eq(dataExports.id, id));
}

export async function expiredExports(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileName), lte(dataExports.expiresAt, now)));
}

/** The businesses an account export holds: those the user owns, each in a folder of its slug. */
export async function ownedBusinesses(db: DbOrTx, userId: string) {
  return db
    .select({ id: businesses.id, slug: businesses.slug })
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(businesses.createdAt, businesses.id);
}

/** The profile in an account export: what the user told us, never a secret or a hash. */
export async function profileJson(db: DbOrTx, userId: string): Promise<string> {
  const result = await db.execute(sql`select json_build_object(
      'username', u.username, 'email', u.email, 'language', u.language,
      'createdAt', u.created_at, 'lastLoginAt', u.last_login_at,
      'googleLinked', u.google_subject is not null)::text as profile
    from users u where u.id = ${userId}`);
  return (result as unknown as { rows: { profile: string }[] }).rows[0]?.profile ?? '{}';
}

// ---- imports ----

export async function insertImport(
  db: DbOrTx,
  values: typeof dataImports.$inferInsert,
): Promise<ImportRow> {
  return (await db.insert(dataImports).values(values).returning())[0]!;
}

export async function findImport(
  db: DbOrTx,
  businessId: string,
  id: string,
  lock = false,
): Promise<ImportRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.id, id), eq(dataImports.businessId, businessId)));
  return (await (lock ? query.for('update') : query))[0] ?? null;
}

export async function markImportApplied(
  db: DbOrTx,
  id: string,
  values: { created: number; updated: number; appliedAt: Date },
) {
  await db
    .update(dataImports)
    .set({ ...values, status: 'applied' })
    .where(eq(dataImports.id, id));
}
