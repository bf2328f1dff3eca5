import { sql, type SQL } from 'drizzle-orm';
import type { SaleCustomer } from '@app/contracts';
import type { ItemRow } from '#src/modules/inventory/inventory.repo.ts';
import { executePrepared, type DbOrTx } from '#src/platform/db.ts';
import { refuseWhen } from '#src/platform/statement-refusal.ts';
import { lowStockPayloadsSql } from '#src/modules/stock/low-stock.ts';
import { uuidArray } from '#src/platform/uuid-array.ts';
import type { PricedLine } from './sale-totals.ts';
import type { NewSale } from './sales.repo.ts';

/**
 * A new sale in two statements whatever its line count (ADRs 033 and 039): `readSale`
 * reads what pricing needs, without a lock; `writeSale` is ONE data-modifying statement, its own
 * transaction, that locks the products, checks their stock, takes the receipt number and writes
 * everything. No lock is held between two statements, so a business's sales queue on its receipt
 * counter only for the length of one statement. Both take SQL to fold in: the idempotency key's
 * claim with the answer, the change signal, the low-stock jobs.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a sale reads of a product (no lock: `writeSale` checks the stock under its own). */
export type SaleProduct = Pick<
  ItemRow,
  'id' | 'name' | 'price' | 'cost' | 'stock' | 'settings' | 'lowStockThreshold'
>;

export interface SaleRead {
  /** The database's clock: the sale's created_at and updated_at, to the millisecond. */
  now: Date;
  products: SaleProduct[];
  /** The sale's customer when it is this business's (null when none was asked or it is not). */
  customer: SaleCustomer | null;
  /** The open shift of the sale's register when read (ADR 075), or null. */
  openShiftId: string | null;
}

/** The open shift of a register: one probe of the partial unique index (at most one row). */
const openShiftOf = (businessId: string, register: string) =>
  sql`select id from shifts
    where business_id = ${businessId} and register = ${register} and status = 'open'`;

/** One statement: the products, the customer, the register's open shift and the database's clock. */
export async function readSale(
  db: DbOrTx,
  input: {
    businessId: string;
    productIds: string[];
    customerId: string | null;
    register: string;
  },
): Promise<SaleRead> {
  const { businessId } = input;
  const customer = input.customerId
    ? sql`(select json_build_object('id', c.id, 'name', c.name, 'phone', c.phone)
        from customers c where c.business_id = ${businessId} and c.id = ${input.customerId}::uuid)`
    : sql`null::json`;
  const [row] = rowsOf<{
    now_ms: string;
    products: SaleProduct[];
    customer: SaleCustomer | null;
    open_shift_id: string | null;
  }>(
    await executePrepared(
      db,
      sql`
      select floor(extract(epoch from now()) * 1000)::text as now_ms,
        (select coalesce(json_agg(p order by id), '[]'::json) from (
          select id, name, price::text as price, cost::text as cost, stock, settings,
            low_stock_threshold as "lowStockThreshold"
          from inventory_items
          where business_id = ${businessId} and id = any(${uuidArray(input.productIds)})) p
        ) as products,
        ${customer} as customer,
        (${openShiftOf(businessId, input.register)}) as open_shift_id`,
    ),
  );
  return {
    now: new Date(Number(row!.now_ms)),
    products: row!.products,
    customer: row!.customer,
    openShiftId: row!.open_shift_id,
  };
}

/** A priced line as written: its own id and position; a deleted product's line has no product. */
export interface SaleLineWrite extends Omit<PricedLine, 'productId'> {
  id: string;
  productId: string | null;
  position: number;
}

/** A product's stock change with the id its stock entry gets. */
export interface StockMove {
  entryId: string;
  productId: string;
  /** Signed: negative when sold. */
  quantity: number;
}

export type SaleWrite = Required<
  Pick<
    NewSale,
    | 'id'
    | 'businessId'
    | 'customerId'
    | 'subtotal'
    | 'discount'
    | 'taxRate'
    | 'tax'
    | 'total'
    | 'amountPaid'
    | 'balance'
    | 'cogs'
    | 'paymentMethod'
    | 'note'
    | 'soldAt'
    | 'createdBy'
    | 'createdAt'
    | 'register'
    | 'staffId'
  >
> &
  Partial<Pick<NewSale, 'paymentProvider' | 'paymentReference'>>;

/** A product whose stock fell short under the write's lock. */
export interface ShortProduct {
  productId: string;
  name: string;
  available: number;
  requested: number;
}

/** Why `writeSale` refused itself: nothing was written. */
export const SHORT_STOCK_REFUSAL = 'sale:short_stock';
export const PRODUCT_GONE_REFUSAL = 'sale:product_gone';

/** The CTE that holds the receipt number `n` and code `code`: what `folds` may read. */
export const NUMBERED = sql`numbered`;

export interface SaleFoldsSql {
  /** The idempotency key's claim with the answer (`claimWithAnswer` from NUMBERED), or null. */
  claim: SQL | null;
  /** The select expression that refuses the statement when `claim` returned no row. */
  refuseUnclaimed: SQL | null;
  /** The change signal, a select expression (null: sent after the statement). */
  signal: SQL | null;
}

/**
 * ONE statement, its own transaction when run outside one: locks the moved products in id order
 * (so two sales never wait on each other in a cycle) and refuses itself when one would go below
 * zero (unless allowed) or is gone; takes the receipt number (the counter row is locked from
 * here to the end of the statement, not across round trips); signs the receipt code; moves the
 * stock; inserts the sale, its lines and a stock entry per product moved; enqueues a low-stock
 * job per crossing; folds the key's claim and answer and the change signal in. Inserts go to the
 * same tables as always, so their triggers fire.
 */
export async function writeSale(
  db: DbOrTx,
  input: {
    sale: SaleWrite;
    lines: SaleLineWrite[];
    moves: StockMove[];
    allowNegative: boolean;
    /** The business's low-stock level, for products without their own. */
    lowStockThreshold: number;
    /** Text expressions over NUMBERED. */
    receiptCode: SQL;
    stockNote: SQL;
    enqueueLowStock: (payloads: SQL) => { insert: SQL; notify: SQL | null };
    folds: SaleFoldsSql;
    /** A confirmed mobile-money payment taken for this sale (ADR 077, payments/sale-payment.ts). */
    payment?: { cte: SQL; refusal: SQL } | null;
  },
): Promise<{
  receiptNumber: number;
  receiptCode: string;
  storedPayload: string | null;
  lowStockJobs: number;
}> {
  const { sale, allowNegative, folds } = input;
  const productIds = uuidArray(input.moves.map((m) => m.productId));
  const jobs = input.enqueueLowStock(
    lowStockPayloadsSql(sale.businessId, input.lowStockThreshold, sql`moved`),
  );
  const claim = folds.claim ? sql`, claim as (${folds.claim})` : sql``;
  const select = [
    folds.claim ? sql`(select payload from claim) as payload` : sql`null::text as payload`,
    sql`(select count(*) from jobs)::integer as low_stock_jobs`,
    // Refusals last: any of them rolls back everything above.
    sql`${refuseWhen(
      sql`exists (select 1 from gone)`,
      PRODUCT_GONE_REFUSAL,
      sql`(select json_agg(gone."productId") from gone)`,
    )} as products_found`,
    sql`${refuseWhen(
      sql`exists (select 1 from short)`,
      SHORT_STOCK_REFUSAL,
      sql`(select json_agg(short order by "productId") from short)`,
    )} as stock_enough`,
    ...(input.payment ? [input.payment.refusal] : []),
    ...(folds.refuseUnclaimed ? [sql`${folds.refuseUnclaimed} as claimed`] : []),
    ...(jobs.notify ? [sql`${jobs.notify} as jobs_notified`] : []),
    ...(folds.signal ? [folds.signal] : []),
  ];
  const [row] = rowsOf<{
    receipt_number: number;
    receipt_code: string;
    payload: string | null;
    low_stock_jobs: number;
  }>(
    await executePrepared(
      db,
      sql`
      with open_shift as (
        -- The register's open shift as the write finds it, share-locked: a close (FOR UPDATE)
        -- waits for this sale to commit and counts it, or this sale waits for the close and,
        -- finding the shift closed, joins none.
        ${openShiftOf(sale.businessId, sale.register)} for share
      ), moves as (
        select * from jsonb_to_recordset(${JSON.stringify(input.moves)}::jsonb)
          as m("entryId" uuid, "productId" uuid, quantity integer)
      ), locked as (
        select i.id, i.name, i.stock from inventory_items i
        where i.business_id = ${sale.businessId} and i.id = any(${productIds})
        order by i.id
        for update
      ), gone as (
        select m."productId" from moves m
        where not exists (select 1 from locked l where l.id = m."productId")
      ), short as (
        select l.id as "productId", l.name, greatest(l.stock, 0) as available,
          -m.quantity as requested
        from locked l join moves m on m."productId" = l.id
        where not ${allowNegative}::boolean and m.quantity < 0 and l.stock + m.quantity < 0
      ), counter as (
        insert into sale_counters (business_id, last_receipt_number)
        select ${sale.businessId}, 1
        -- Reading \`locked\` here locks the products before the counter and before \`moved\`
        -- updates them (a row this statement already updated would not be locked, nor seen):
        -- \`short\` alone may be planned away when negative stock is allowed.
        where (select count(*) from locked) >= 0 and not exists (select 1 from short)
        on conflict (business_id) do update
          set last_receipt_number = sale_counters.last_receipt_number + 1
        returning last_receipt_number as n
      ), numbered as (
        -- The code reads the number as numbered.n, as everything after it does.
        select numbered.n, ${input.receiptCode} as code from counter numbered
      )${claim}${input.payment?.cte ?? sql``}, moved as (
        update inventory_items i set stock = i.stock + m.quantity, updated_at = now()
        from moves m
        where i.id = m."productId" and i.business_id = ${sale.businessId}
          and i.id = any(${productIds}) and exists (select 1 from numbered)
          and (${allowNegative}::boolean or m.quantity > 0 or i.stock + m.quantity >= 0)
        returning i.id, i.name, i.stock, i.low_stock_threshold, m.quantity, m."entryId"
      ), sale as (
        insert into sales (id, business_id, customer_id, receipt_number, receipt_code, subtotal,
          discount, tax_rate, tax, total, amount_paid, balance, cogs, payment_method, note,
          sold_at, created_by, created_at, updated_at, register, shift_id, staff_id,
          payment_provider, payment_reference)
        select ${sale.id}::uuid, ${sale.businessId}::uuid, ${sale.customerId}::uuid,
          numbered.n, numbered.code, ${sale.subtotal}::numeric,
          ${sale.discount}::numeric, ${sale.taxRate}::numeric, ${sale.tax}::numeric,
          ${sale.total}::numeric, ${sale.amountPaid}::numeric, ${sale.balance}::numeric,
          ${sale.cogs}::numeric, ${sale.paymentMethod}, ${sale.note},
          ${sale.soldAt.toISOString()}::timestamptz, ${sale.createdBy}::uuid,
          ${sale.createdAt.toISOString()}::timestamptz, ${sale.createdAt.toISOString()}::timestamptz,
          ${sale.register}, (select id from open_shift), ${sale.staffId}::uuid,
          ${sale.paymentProvider ?? null}, ${sale.paymentReference ?? null}
        from numbered
      ), lines as (
        insert into sale_items (id, sale_id, business_id, product_id, position, name, cost,
          unit_price, quantity, discount, line_total)
        select l.id, ${sale.id}::uuid, ${sale.businessId}::uuid, l."productId", l.position,
          l.name, l.cost, l."unitPrice", l.quantity, l.discount, l."lineTotal"
        from jsonb_to_recordset(${JSON.stringify(input.lines)}::jsonb) as l(id uuid,
          "productId" uuid, position integer, name text, cost numeric, "unitPrice" numeric,
          quantity integer, discount numeric, "lineTotal" numeric)
        where exists (select 1 from numbered)
      ), entries as (
        insert into stock_entries (id, business_id, product_id, product_name, type,
          quantity_change, stock_after, note, sale_id, created_by, created_at)
        select d."entryId", ${sale.businessId}::uuid, d.id, d.name, 'sale', d.quantity, d.stock,
          ${input.stockNote}, ${sale.id}::uuid, ${sale.createdBy}::uuid, clock_timestamp()
        from moved d cross join numbered
      ), jobs as (${jobs.insert})
      select (select n from numbered) as receipt_number, (select code from numbered) as receipt_code,
        ${sql.join(select, sql`, `)}`,
    ),
  );
  return {
    receiptNumber: Number(row!.receipt_number),
    receiptCode: row!.receipt_code,
    storedPayload: row!.payload,
    lowStockJobs: Number(row!.low_stock_jobs),
  };
}
