import { sql, type SQL } from 'drizzle-orm';
import type { SaleCustomer } from '@app/contracts';
import type { ItemRow } from '#src/modules/inventory/inventory.repo.ts';
import type { Tx } from '#src/platform/db.ts';
import { uuidArray } from '#src/platform/uuid-array.ts';
import type { PricedLine } from './sale-totals.ts';
import type { NewSale } from './sales.repo.ts';

/**
 * A new sale in two statements whatever its line count (issue 21, ADR 033): `startSale` reads and
 * locks what the sale needs, `writeSale` writes everything in one data-modifying CTE. Both take
 * optional SQL to fold in: the idempotency key's claim and stored answer, the change signal.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a sale reads of a product, under its row lock. */
export type LockedProduct = Pick<
  ItemRow,
  'id' | 'name' | 'price' | 'cost' | 'stock' | 'settings' | 'lowStockThreshold'
>;

export interface SaleStart {
  /** The transaction's now(): the sale's created_at and updated_at, to the millisecond. */
  now: Date;
  /** False when the idempotency key was someone else's first (then nothing was taken). */
  claimed: boolean;
  /** The business's next receipt number (null when not claimed). */
  receiptNumber: number | null;
  products: LockedProduct[];
  /** The sale's customer when it is this business's (null when none was asked or it is not). */
  customer: SaleCustomer | null;
}

/**
 * One statement: claims the key (when given), locks the products in id order (so two sales of the
 * same products never wait on each other in a cycle), then takes the receipt number, only when
 * the key was claimed; reads the customer and the transaction's clock.
 */
export async function startSale(
  tx: Tx,
  input: { businessId: string; productIds: string[]; customerId: string | null; claim: SQL | null },
): Promise<SaleStart> {
  const { businessId, claim } = input;
  const claimCte = claim ? sql`claim as (${claim}),` : sql``;
  const claimed = claim ? sql`exists (select 1 from claim)` : sql`true`;
  const customer = input.customerId
    ? sql`(select json_build_object('id', c.id, 'name', c.name, 'phone', c.phone)
        from customers c where c.business_id = ${businessId} and c.id = ${input.customerId}::uuid)`
    : sql`null::json`;
  const [row] = rowsOf<{
    now_ms: string;
    claimed: boolean;
    receipt_number: number | null;
    products: LockedProduct[];
    customer: SaleCustomer | null;
  }>(
    await tx.execute(sql`
      with ${claimCte} locked as (
        select id, name, price::text as price, cost::text as cost, stock, settings,
          low_stock_threshold as "lowStockThreshold"
        from inventory_items
        where business_id = ${businessId} and id = any(${uuidArray(input.productIds)})
        order by id
        for update
      ), counter as (
        insert into sale_counters (business_id, last_receipt_number)
        select ${businessId}, 1 where ${claimed} and (select count(*) from locked) >= 0
        on conflict (business_id) do update
          set last_receipt_number = sale_counters.last_receipt_number + 1
        returning last_receipt_number
      )
      select floor(extract(epoch from now()) * 1000)::text as now_ms, ${claimed} as claimed,
        (select last_receipt_number from counter) as receipt_number,
        (select coalesce(json_agg(locked order by id), '[]'::json) from locked) as products,
        ${customer} as customer`),
  );
  return {
    now: new Date(Number(row!.now_ms)),
    claimed: row!.claimed,
    receiptNumber: row!.receipt_number === null ? null : Number(row!.receipt_number),
    products: row!.products,
    customer: row!.customer,
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
    | 'receiptNumber'
    | 'receiptCode'
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
  >
>;

/**
 * One statement: the guarded stock updates (a product never goes below zero unless allowed;
 * PostgreSQL re-checks the condition under the row lock), the sale, its lines and a stock entry
 * per product moved, plus `extras` (the stored idempotent answer) and `select` columns (the
 * change signal). Inserts go to the same tables as always, so their triggers fire. Answers how
 * many products moved: fewer than asked means one would have gone below zero.
 */
export async function writeSale(
  tx: Tx,
  input: {
    sale: SaleWrite;
    lines: SaleLineWrite[];
    moves: StockMove[];
    allowNegative: boolean;
    stockNote: string;
    extras: SQL | null;
    select: SQL | null;
  },
): Promise<{ moved: number }> {
  const { sale, allowNegative } = input;
  const extras = input.extras ? sql`, extras as (${input.extras})` : sql``;
  const select = input.select ? sql`, ${input.select}` : sql``;
  const [row] = rowsOf<{ moved: number }>(
    await tx.execute(sql`
      with moves as (
        select * from jsonb_to_recordset(${JSON.stringify(input.moves)}::jsonb)
          as m("entryId" uuid, "productId" uuid, quantity integer)
      ), moved as (
        update inventory_items i set stock = i.stock + m.quantity, updated_at = now()
        from moves m
        where i.id = m."productId" and i.business_id = ${sale.businessId}
          and i.id = any(${uuidArray(input.moves.map((m) => m.productId))})
          and (${allowNegative}::boolean or m.quantity > 0 or i.stock + m.quantity >= 0)
        returning i.id, i.name, i.stock
      ), sale as (
        insert into sales (id, business_id, customer_id, receipt_number, receipt_code, subtotal,
          discount, tax_rate, tax, total, amount_paid, balance, cogs, payment_method, note,
          sold_at, created_by)
        values (${sale.id}::uuid, ${sale.businessId}::uuid, ${sale.customerId}::uuid,
          ${sale.receiptNumber}::integer, ${sale.receiptCode}, ${sale.subtotal}::numeric,
          ${sale.discount}::numeric, ${sale.taxRate}::numeric, ${sale.tax}::numeric,
          ${sale.total}::numeric, ${sale.amountPaid}::numeric, ${sale.balance}::numeric,
          ${sale.cogs}::numeric, ${sale.paymentMethod}, ${sale.note},
          ${sale.soldAt.toISOString()}::timestamptz, ${sale.createdBy}::uuid)
      ), lines as (
        insert into sale_items (id, sale_id, business_id, product_id, position, name, cost,
          unit_price, quantity, discount, line_total)
        select l.id, ${sale.id}::uuid, ${sale.businessId}::uuid, l."productId", l.position,
          l.name, l.cost, l."unitPrice", l.quantity, l.discount, l."lineTotal"
        from jsonb_to_recordset(${JSON.stringify(input.lines)}::jsonb) as l(id uuid,
          "productId" uuid, position integer, name text, cost numeric, "unitPrice" numeric,
          quantity integer, discount numeric, "lineTotal" numeric)
      ), entries as (
        insert into stock_entries (id, business_id, product_id, product_name, type,
          quantity_change, stock_after, note, sale_id, created_by, created_at)
        select m."entryId", ${sale.businessId}::uuid, d.id, d.name, 'sale', m.quantity, d.stock,
          ${input.stockNote}, ${sale.id}::uuid, ${sale.createdBy}::uuid, clock_timestamp()
        from moved d join moves m on m."productId" = d.id
      )${extras}
      select (select count(*) from moved)::integer as moved${select}`),
  );
  return { moved: Number(row!.moved) };
}
