import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { loginFailures } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export async function insertFailures(db: DbOrTx, keys: string[], now: Date) {
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, createdAt: now })))
    .returning({ id: loginFailures.id });
  return rows.map((r) => r.id);
}

export async function countSince(db: DbOrTx, key: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gte(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function deleteByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
}

export async function deleteByKey(db: DbOrTx, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Every key starting with `prefix` (all clients of one account). */
export async function deleteByKeyPrefix(db: DbOrTx, prefix: string) {
  await db.delete(loginFailures).where(sql`starts_with(${loginFailures.key}, ${prefix})`);
}

/** Drops a bounded batch of rows older than the window, so the table never grows without end. */
export async function deleteOlderThan(db: DbOrTx, cutoff: Date, batch = 500) {
  const old = db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(lt(loginFailures.createdAt, cutoff))
    .limit(batch);
  await db.delete(loginFailures).where(inArray(loginFailures.id, old));
}
