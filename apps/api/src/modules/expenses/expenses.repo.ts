import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ExpensePaymentMethod } from '@app/contracts';
import { expenses, recurringExpenses } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpense = typeof expenses.$inferInsert;
export type ExpensePatch = Partial<
  Pick<NewExpense, 'amount' | 'category' | 'date' | 'paymentMethod' | 'note' | 'receiptImage'>
>;

const e = expenses;

export async function findExpense(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(e)
    .where(and(eq(e.id, id), eq(e.businessId, businessId)))
    .limit(1);
  return row;
}

/** Locks the expense until the transaction ends (a receipt replaced). */
export async function lockExpense(tx: DbOrTx, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(e)
    .where(and(eq(e.id, id), eq(e.businessId, businessId)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * A new expense in ONE statement, its own transaction (ADR 039's shape): the insert,
 * with the idempotency key's claim with the answer (`claimWithAnswer` from the CTE \`expense\`,
 * refused by `refuseUnclaimed` when someone else had the key first) and the change signal folded
 * in. Returns the stored answer's bytes (null without a key).
 */
export async function insertExpenseStatement(
  db: DbOrTx,
  values: NewExpense & { id: string; createdAt: Date; updatedAt: Date },
  folds: { claim: SQL | null; refuseUnclaimed: SQL | null; signal: SQL | null },
): Promise<string | null> {
  const claim = folds.claim ? sql`, claim as (${folds.claim})` : sql``;
  const select = [
    folds.claim ? sql`(select payload from claim) as payload` : sql`null::text as payload`,
    ...(folds.refuseUnclaimed ? [sql`${folds.refuseUnclaimed} as claimed`] : []),
    ...(folds.signal ? [folds.signal] : []),
  ];
  const result = await db.execute(sql`
    with expense as (
      insert into expenses (id, business_id, amount, category, date, payment_method, note,
        created_by, created_at, updated_at)
      values (${values.id}::uuid, ${values.businessId}::uuid, ${values.amount}::numeric,
        ${values.category}, ${values.date}::date, ${values.paymentMethod}, ${values.note ?? null},
        ${values.createdBy ?? null}::uuid, ${values.createdAt.toISOString()}::timestamptz,
        ${values.updatedAt.toISOString()}::timestamptz)
      returning id
    )${claim}
    select ${sql.join(select, sql`, `)}`);
  const [row] = (result as unknown as { rows: { payload: string | null }[] }).rows;
  return row!.payload;
}

export async function updateExpense(
  db: DbOrTx,
  businessId: string,
  id: string,
  patch: ExpensePatch,
) {
  const [row] = await db
    .update(e)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(e.id, id), eq(e.businessId, businessId)))
    .returning();
  return row;
}

export async function deleteExpense(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .delete(e)
    .where(and(eq(e.id, id), eq(e.businessId, businessId)))
    .returning({ receiptImage: e.receiptImage });
  return row;
}

export interface ExpenseFilter {
  businessId: string;
  from?: string;
  to?: string;
  category?: string;
  paymentMethod?: ExpensePaymentMethod;
  search?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function filterConditions(f: ExpenseFilter): SQL[] {
  const conditions: SQL[] = [eq(e.businessId, f.businessId)];
  if (f.from) conditions.push(sql`${e.date} >= ${f.from}::date`);
  if (f.to) conditions.push(sql`${e.date} <= ${f.to}::date`);
  if (f.category) conditions.push(eq(e.category, f.category));
  if (f.paymentMethod) conditions.push(eq(e.paymentMethod, f.paymentMethod));
  if (f.search) {
    const text = `%${escapeLike(f.search.toLowerCase())}%`;
    conditions.push(sql`(lower(${e.note}) like ${text} or ${e.category} like ${text})`);
  }
  return conditions;
}

export interface ExpenseCursor {
  date: string;
  createdAt: string;
  id: string;
}

/** Newest day first, then newest entry; keyset on (date, created_at, id) descending. */
export async function listExpenses(
  db: DbOrTx,
  f: ExpenseFilter & { after?: ExpenseCursor; limit: number },
) {
  const conditions = filterConditions(f);
  if (f.after) {
    conditions.push(
      sql`(${e.date}, ${e.createdAt}, ${e.id}) < (${f.after.date}::date, ${f.after.createdAt}::timestamptz, ${f.after.id}::uuid)`,
    );
  }
  return db
    .select({ expense: e, createdAtKey: sql<string>`${e.createdAt}::text` })
    .from(e)
    .where(and(...conditions))
    .orderBy(desc(e.date), desc(e.createdAt), desc(e.id))
    .limit(f.limit);
}

/** Per category and in all (the row whose category is null), over the whole filter. */
export async function sumExpenses(db: DbOrTx, f: ExpenseFilter) {
  return db
    .select({
      category: e.category,
      isTotal: sql<boolean>`grouping(${e.category}) = 1`,
      total: sql<string>`sum(${e.amount})::text`,
      count: sql<number>`count(*)::integer`,
    })
    .from(e)
    .where(and(...filterConditions(f)))
    .groupBy(sql`rollup(${e.category})`)
    .orderBy(sql`sum(${e.amount}) desc`, asc(e.category));
}

/** The categories in use by the business's expenses and schedules, with their expense counts. */
export async function categoriesInUse(db: DbOrTx, businessId: string) {
  const r = recurringExpenses;
  const result = await db.execute(sql`
    select category, sum(n)::integer as count from (
      select ${e.category} as category, count(*) as n from ${e}
      where ${e.businessId} = ${businessId} group by ${e.category}
      union all
      select ${r.category}, 0 from ${r} where ${r.businessId} = ${businessId}
    ) c
    group by category
    order by count desc, category
    limit 200`);
  return (result as unknown as { rows: { category: string; count: number }[] }).rows;
}
