import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { customerPayments, customers, rollupCustomers, sales } from '#src/db/schema/index.ts';
import { uuidArray } from '#src/platform/uuid-array.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type CustomerPatch = Partial<Omit<NewCustomer, 'id' | 'businessId' | 'createdAt'>>;
export type PaymentRow = typeof customerPayments.$inferSelect;

const c = customers;

export async function findCustomer(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.id, id), eq(c.businessId, businessId)))
    .limit(1);
  return row;
}

/** The business a customer belongs to (the /customers/{id} service paths start from it). */
export async function findCustomerBusinessId(db: DbOrTx, id: string) {
  const [row] = await db.select({ businessId: c.businessId }).from(c).where(eq(c.id, id)).limit(1);
  return row?.businessId;
}

export async function findCustomerRefs(db: DbOrTx, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: c.id, name: c.name, phone: c.phone })
    .from(c)
    .where(and(eq(c.businessId, businessId), inArray(c.id, ids)));
}

export async function insertCustomer(db: DbOrTx, values: NewCustomer) {
  const [row] = await db.insert(c).values(values).returning();
  return row!;
}

export async function updateCustomer(
  db: DbOrTx,
  businessId: string,
  id: string,
  patch: CustomerPatch,
) {
  const [row] = await db
    .update(c)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(c.id, id), eq(c.businessId, businessId)))
    .returning();
  return row;
}

export async function deleteCustomer(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .delete(c)
    .where(and(eq(c.id, id), eq(c.businessId, businessId)))
    .returning({ id: c.id });
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The text anywhere in the name or email, or (with 3 digits or more) its digits anywhere in the
 * phone number, ignoring spaces and punctuation. A business's customers are read through the
 * (business_id, lower(name), id) index, in the list's order.
 */
export function searchCondition(search: string): SQL {
  const text = `%${escapeLike(search.toLowerCase())}%`;
  const conditions = [sql`lower(${c.name}) like ${text}`, sql`lower(${c.email}) like ${text}`];
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3) {
    conditions.push(sql`regexp_replace(${c.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

export interface CustomerListFilter {
  businessId: string;
  search?: string;
  after?: { name: string; id: string };
  limit: number;
}

/** One page by name, keyset on (lower(name), id). */
export async function listCustomers(db: DbOrTx, f: CustomerListFilter) {
  const conditions: SQL[] = [eq(c.businessId, f.businessId)];
  if (f.search) conditions.push(searchCondition(f.search));
  if (f.after) {
    conditions.push(sql`(lower(${c.name}), ${c.id}) > (${f.after.name}, ${f.after.id}::uuid)`);
  }
  return db
    .select({ customer: c, sortKey: sql<string>`lower(${c.name})` })
    .from(c)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id))
    .limit(f.limit);
}

/** Each customer's payments, summed exactly in SQL. */
export async function sumPayments(db: DbOrTx, businessId: string, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  const ids = uuidArray(customerIds);
  // A refund given as credit lowers what the customer owes, as a payment does.
  const result = await db.execute(sql`
    select customer_id as "customerId", sum(amount)::text as paid from (
      select p.customer_id, p.amount from customer_payments p
      where p.business_id = ${businessId} and p.customer_id = any(${ids})
      union all
      select s.customer_id, f.amount from refunds f join sales s on s.id = f.sale_id
      where f.business_id = ${businessId} and f.method = 'credit' and s.customer_id = any(${ids})
    ) x group by customer_id`);
  return (result as unknown as { rows: { customerId: string; paid: string }[] }).rows;
}

/** A customer's payments, newest first, keyset on (created_at, id); the text keeps microseconds. */
export async function listPayments(
  db: DbOrTx,
  businessId: string,
  customerId: string,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  const p = customerPayments;
  const conditions: SQL[] = [eq(p.businessId, businessId), eq(p.customerId, customerId)];
  if (after) {
    conditions.push(
      sql`(${p.createdAt}, ${p.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select({ payment: p, sortKey: sql<string>`${p.createdAt}::text` })
    .from(p)
    .where(and(...conditions))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit);
}

/**
 * Read here, not through the sales feature, so dependencies point one way (sales -> customers).
 * Per customer: sales, their total and what is unpaid from the customer rollup (ADR 037, kept by
 * the sales' triggers), the latest sale from the (business, customer, sold_at) index: one row
 * and one index probe per customer, whatever the number of sales.
 */
export async function customerSalesSummaries(
  db: DbOrTx,
  businessId: string,
  customerIds: string[],
) {
  if (customerIds.length === 0) return [];
  const r = rollupCustomers;
  return db
    .select({
      customerId: r.customerId,
      salesCount: r.salesCount,
      totalSpent: sql<string>`${r.total}::text`,
      owed: sql<string>`${r.owed}::text`,
      // Spelled out: in a one-table select drizzle writes columns unqualified, and inside the
      // subquery "business_id" would be the sale's own (every sale of every business matched).
      lastPurchaseAt: sql<Date>`(select max(s.sold_at) from sales s
        where s.business_id = rollup_customers.business_id
          and s.customer_id = rollup_customers.customer_id)`.mapWith(sales.soldAt),
    })
    .from(r)
    .where(
      and(eq(r.businessId, businessId), inArray(r.customerId, customerIds), gt(r.salesCount, 0)),
    );
}
