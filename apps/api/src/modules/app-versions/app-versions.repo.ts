import { desc, eq, lte } from 'drizzle-orm';
import { appVersions } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type AppVersionRow = typeof appVersions.$inferSelect;
export type NewAppVersionRow = typeof appVersions.$inferInsert;

/** The latest version released by `now` (a version may be scheduled for later). */
export async function findCurrent(db: DbOrTx, now: Date) {
  const [row] = await db
    .select()
    .from(appVersions)
    .where(lte(appVersions.releasedAt, now))
    .orderBy(desc(appVersions.releasedAt), desc(appVersions.createdAt))
    .limit(1);
  return row;
}

export async function listAll(db: DbOrTx) {
  return db.select().from(appVersions).orderBy(desc(appVersions.releasedAt)).limit(500);
}

export async function findById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(appVersions).where(eq(appVersions.id, id)).limit(1);
  return row;
}

export async function insert(tx: DbOrTx, values: NewAppVersionRow) {
  const [row] = await tx.insert(appVersions).values(values).returning();
  return row!;
}

export async function update(tx: DbOrTx, id: string, values: Partial<NewAppVersionRow>) {
  const [row] = await tx.update(appVersions).set(values).where(eq(appVersions.id, id)).returning();
  return row;
}

export async function remove(tx: DbOrTx, id: string) {
  const [row] = await tx.delete(appVersions).where(eq(appVersions.id, id)).returning();
  return row;
}
