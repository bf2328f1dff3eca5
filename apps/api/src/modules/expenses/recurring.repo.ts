import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { businesses, expenses, recurringExpenses } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type RecurringRow = typeof recurringExpenses.$inferSelect;
export type NewRecurring = typeof recurringExpenses.$inferInsert;
export type RecurringPatch = Partial<
  Omit<NewRecurring, 'id' | 'businessId' | 'createdBy' | 'createdAt' | 'updatedAt'>
>;

const r = recurringExpenses;

export async function findRecurring(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, id), eq(r.businessId, businessId)))
    .limit(1);
  return row;
}

/** Locks the schedule until the transaction ends: one run (or edit) at a time records it. */
export async function lockRecurring(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update').limit(1);
  return row;
}

export async function listRecurring(db: DbOrTx, businessId: string, limit: number) {
  return db
    .select()
    .from(r)
    .where(eq(r.businessId, businessId))
    .orderBy(asc(r.createdAt), asc(r.id))
    .limit(limit);
}

export async function countRecurring(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(r)
    .where(eq(r.businessId, businessId));
  return row?.n ?? 0;
}

export async function insertRecurring(db: DbOrTx, values: NewRecurring) {
  const [row] = await db.insert(r).values(values).returning();
  return row!;
}

export async function updateRecurring(db: DbOrTx, id: string, patch: RecurringPatch) {
  const [row] = await db
    .update(r)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(r.id, id))
    .returning();
  return row;
}

export async function deleteRecurring(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .delete(r)
    .where(and(eq(r.id, id), eq(r.businessId, businessId)))
    .returning({ id: r.id });
  return row;
}

/**
 * Schedules with an occurrence on or before `latest` (a day no time zone has reached yet:
 * each is then checked against its business's own today), with the business's time zone.
 */
export async function findDueSchedules(db: DbOrTx, latest: string, businessId?: string) {
  return db
    .select({
      id: r.id,
      nextDate: r.nextDate,
      timezone: sql<string | null>`${businesses.settings}->>'timezone'`,
    })
    .from(r)
    .innerJoin(businesses, eq(businesses.id, r.businessId))
    .where(
      and(
        isNotNull(r.nextDate),
        lte(r.nextDate, latest),
        businessId ? eq(r.businessId, businessId) : undefined,
      ),
    )
    .orderBy(asc(r.nextDate), asc(r.id));
}

/** Records occurrences; one already recorded (same schedule and day) is skipped. */
export async function insertOccurrences(tx: DbOrTx, values: (typeof expenses.$inferInsert)[]) {
  if (values.length === 0) return 0;
  const rows = await tx
    .insert(expenses)
    .values(values)
    .onConflictDoNothing({ target: [expenses.recurringId, expenses.occurrenceDate] })
    .returning({ id: expenses.id });
  return rows.length;
}
