import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@app/api/src/platform/db.ts';

/*
 * The raw floor (ADR 023): the same database doing the bare minimum of a sale, a guarded
 * stock UPDATE, the sale, its lines and its stock entries, 4 statements in one transaction, from
 * `callers` concurrent callers in this process. Scratch tables of the same shape (indexed like the
 * real ones) so the bench business's figures are untouched; dropped afterwards.
 */

export interface FloorResult {
  rps: number;
  p50: number;
  p99: number;
  sales: number;
}

const PRODUCTS = 50;

export async function measureSaleFloor(
  database: Database,
  durationSeconds: number,
  callers = 10,
): Promise<FloorResult> {
  const { db } = database;
  // One statement per call: PGlite's extended protocol refuses several in one prepared statement.
  const schema = `
    drop table if exists bench_floor_stock_entries, bench_floor_sale_items, bench_floor_sales, bench_floor_items;
    create table bench_floor_items (id uuid primary key, business_id uuid not null, name text not null,
      price numeric(14,2) not null, cost numeric(14,2) not null, stock integer not null, updated_at timestamptz not null default now());
    create table bench_floor_sales (id uuid primary key, business_id uuid not null, receipt_number integer not null,
      subtotal numeric(14,2) not null, total numeric(14,2) not null, amount_paid numeric(14,2) not null,
      payment_method text not null, created_at timestamptz not null default now());
    create index on bench_floor_sales (business_id, created_at);
    create table bench_floor_sale_items (id uuid primary key, sale_id uuid not null references bench_floor_sales(id),
      product_id uuid not null, name text not null, unit_price numeric(14,2) not null, quantity integer not null,
      line_total numeric(14,2) not null);
    create index on bench_floor_sale_items (sale_id);
    create table bench_floor_stock_entries (id uuid primary key, business_id uuid not null, product_id uuid not null,
      quantity_change integer not null, stock_after integer not null, sale_id uuid, created_at timestamptz not null default now());
    create index on bench_floor_stock_entries (business_id, product_id, created_at);
  `;
  for (const statement of schema.split(';').filter((s) => s.trim())) {
    await db.execute(sql.raw(statement));
  }
  const businessId = randomUUID();
  const products = Array.from({ length: PRODUCTS }, () => randomUUID());
  for (const id of products) {
    await db.execute(
      sql`insert into bench_floor_items (id, business_id, name, price, cost, stock) values (${id}, ${businessId}, 'Floor item', 2.50, 1.75, 1000000000)`,
    );
  }

  let receipt = 0;
  const durations: number[] = [];
  const deadline = performance.now() + durationSeconds * 1000;
  const sale = async () => {
    const count = 1 + Math.floor(Math.random() * 3);
    const start = Math.floor(Math.random() * (PRODUCTS - count));
    const ids = products.slice(start, start + count);
    const quantities = ids.map(() => 1 + Math.floor(Math.random() * 3));
    const saleId = randomUUID();
    const began = performance.now();
    await db.transaction(async (tx) => {
      const updated = (await tx.execute(sql`
        update bench_floor_items i set stock = i.stock - q.qty, updated_at = now()
        from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${quantities.join(',')}}`}::int[]) as q(id, qty)
        where i.id = q.id and i.business_id = ${businessId} and i.stock >= q.qty
        returning i.id, i.name, i.price, i.stock`)) as unknown as {
        rows: { id: string; name: string; price: string; stock: number }[];
      };
      if (updated.rows.length !== ids.length) throw new Error('floor: out of stock');
      await tx.execute(sql`
        insert into bench_floor_sales (id, business_id, receipt_number, subtotal, total, amount_paid, payment_method)
        values (${saleId}, ${businessId}, ${++receipt}, 10, 10, 10, 'cash')`);
      const lineIds = ids.map(() => randomUUID());
      await tx.execute(sql`
        insert into bench_floor_sale_items (id, sale_id, product_id, name, unit_price, quantity, line_total)
        select l.id, ${saleId}, l.product_id, 'Floor item', 2.50, l.qty, 2.50 * l.qty
        from unnest(${`{${lineIds.join(',')}}`}::uuid[], ${`{${ids.join(',')}}`}::uuid[], ${`{${quantities.join(',')}}`}::int[]) as l(id, product_id, qty)`);
      await tx.execute(sql`
        insert into bench_floor_stock_entries (id, business_id, product_id, quantity_change, stock_after, sale_id)
        select gen_random_uuid(), ${businessId}, i.id, -q.qty, i.stock, ${saleId}
        from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${quantities.join(',')}}`}::int[]) as q(id, qty)
        join bench_floor_items i on i.id = q.id`);
    });
    durations.push(performance.now() - began);
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < deadline) await sale();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await db.execute(
    sql.raw(
      'drop table bench_floor_stock_entries, bench_floor_sale_items, bench_floor_sales, bench_floor_items',
    ),
  );
  durations.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0);
  return { rps: durations.length / elapsed, p50: at(0.5), p99: at(0.99), sales: durations.length };
}
