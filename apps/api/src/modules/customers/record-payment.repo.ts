import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/platform/db.ts';
import { isoTimeText } from '#src/platform/sql-text.ts';
import type { CustomerRow, PaymentRow } from './customers.repo.ts';

/**
 * A customer payment in three statements inside one transaction (ADR 023): `lockForPayment`
 * claims the idempotency key and locks the customer, `paymentFigures` reads what is owed in a
 * snapshot taken after the lock (a statement's snapshot is taken before it waits for a lock, so
 * the read cannot share the locking statement: a payment committed meanwhile would be missed and
 * the balance overpaid), `insertPayment` writes the payment, the key's answer and the change
 * signal.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims the key (`claim`, a CTE body returning a row when this request owns it, refused
 * otherwise by `refuseUnclaimed`) and locks the customer against other payments until the
 * transaction ends. FOR NO KEY UPDATE does not wait for sales being recorded for this customer
 * (their foreign key takes KEY SHARE). Returns the customer (undefined when not the business's)
 * and the transaction's clock, the payment's created_at.
 */
export async function lockForPayment(
  tx: DbOrTx,
  input: { businessId: string; customerId: string; claim: SQL | null; refuseUnclaimed: SQL | null },
): Promise<{ customer: CustomerRow | undefined; now: Date }> {
  const claim = input.claim ? sql`claim as (${input.claim}), ` : sql``;
  const [row] = rowsOf<{
    customer:
      | (Omit<CustomerRow, 'createdAt' | 'updatedAt'> & {
          createdAt: string;
          updatedAt: string;
        })
      | null;
    now: string;
  }>(
    await tx.execute(sql`
      with ${claim}locked as (
        select c.id, c.business_id as "businessId", c.name, c.phone, c.email, c.address,
          c.notes, ${isoTimeText(sql`c.created_at`)} as "createdAt",
          ${isoTimeText(sql`c.updated_at`)} as "updatedAt"
        from customers c
        where c.business_id = ${input.businessId} and c.id = ${input.customerId}::uuid
        for no key update
      )
      select (select row_to_json(locked) from locked) as customer,
        ${isoTimeText(sql`now()`)} as now
        ${input.refuseUnclaimed ? sql`, ${input.refuseUnclaimed} as claimed` : sql``}`),
  );
  const found = row!.customer;
  return {
    customer: found
      ? { ...found, createdAt: new Date(found.createdAt), updatedAt: new Date(found.updatedAt) }
      : undefined,
    now: new Date(row!.now),
  };
}

/** One customer's figures from their sales and payments, in one statement. */
export interface PaymentFigures {
  totalSpent: string;
  salesCount: number;
  lastPurchaseAt: Date | null;
  /** Unpaid sale balances (the customer rollup, ADR 037). */
  owed: string;
  /** The customer's payments so far, and their sales' refunds given as credit (ADR 071). */
  paid: string;
}

export async function paymentFigures(
  db: DbOrTx,
  businessId: string,
  customerId: string,
): Promise<PaymentFigures> {
  const [row] = rowsOf<{
    total: string;
    sales_count: number;
    last_ms: string | null;
    owed: string;
    paid: string;
  }>(
    await db.execute(sql`
      select coalesce(r.total, 0)::text as total, coalesce(r.sales_count, 0) as sales_count,
        coalesce(r.owed, 0)::text as owed,
        (select floor(extract(epoch from max(s.sold_at)) * 1000)::text from sales s
          where r.customer_id is not null
            and s.business_id = ${businessId} and s.customer_id = ${customerId}::uuid) as last_ms,
        (select coalesce(sum(x.amount), 0)::text from (
          select p.amount from customer_payments p
          where p.business_id = ${businessId} and p.customer_id = ${customerId}::uuid
          union all
          -- A refund as credit lowers what the customer owes, as a payment does.
          select f.amount from refunds f join sales s on s.id = f.sale_id
          where f.business_id = ${businessId} and f.method = 'credit'
            and s.customer_id = ${customerId}::uuid) x) as paid
      from (select 1) one
      left join rollup_customers r on r.business_id = ${businessId}
        and r.customer_id = ${customerId}::uuid and r.sales_count > 0`),
  );
  return {
    totalSpent: row!.total,
    salesCount: Number(row!.sales_count),
    lastPurchaseAt: row!.last_ms === null ? null : new Date(Number(row!.last_ms)),
    owed: row!.owed,
    paid: row!.paid,
  };
}

export interface PaymentWrite {
  id: string;
  businessId: string;
  customerId: string;
  amount: string;
  method: PaymentRow['method'];
  note: string | null;
  createdBy: string;
}

/**
 * Inserts the payment, stamped with the transaction's clock (`now()`, what `lockForPayment`
 * returned), with `store` (the key's answer, an UPDATE) and `signal` (a select expression) in
 * the same statement.
 */
export async function insertPayment(
  tx: DbOrTx,
  payment: PaymentWrite,
  folds: { store: SQL | null; signal: SQL | null },
): Promise<void> {
  const store = folds.store ? sql`, stored as (${folds.store})` : sql``;
  await tx.execute(sql`
    with payment as (
      insert into customer_payments (id, business_id, customer_id, amount, method, note,
        created_by, created_at)
      values (${payment.id}::uuid, ${payment.businessId}::uuid, ${payment.customerId}::uuid,
        ${payment.amount}::numeric, ${payment.method}, ${payment.note}, ${payment.createdBy}::uuid,
        now())
      returning id
    )${store}
    select (select count(*) from payment) as inserted${folds.signal ? sql`, ${folds.signal}` : sql``}`);
}
