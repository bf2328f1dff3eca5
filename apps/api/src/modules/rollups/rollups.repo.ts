import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/platform/db.ts';

/**
 * Rebuilds the rollups (ADR 034) of one business, or of every business given null, from the raw
 * sales, lines, payments and expenses: `rollups_rebuild` of migration 0020, in one transaction.
 * The triggers keep them right on every write; this is for repairs and for a copy of data written
 * around them (a restore of the tables, a bulk load with the triggers disabled).
 * Answers the number of businesses rebuilt (0: no such business).
 */
export async function rebuildRollups(db: DbOrTx, businessId: string | null): Promise<number> {
  const result = await db.execute(sql`select rollups_rebuild(${businessId}::uuid) as n`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
