import { sql } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport, Sale } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { multipart } from '#test/businesses.ts';
import {
  createItem,
  createShop,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import {
  createOrder,
  createSupplier,
  markOrdered,
} from '#src/modules/purchase-orders/purchasing.fixtures.ts';
import { rollupDifferences } from '#src/modules/rollups/rollups.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/*
 * The round trip (ADR 078): a business with a few thousand records exported, restored into a new
 * business, exported again: equal apart from ids; its reports equal; stock == sum(entries).
 */
describe('restore a ShopBook export', () => {
  let t: TestContext;
  let source: Shop;

  const inject = (method: 'GET' | 'POST', url: string, shop: Shop, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...shop.owner.headers, 'idempotency-key': `k-${Math.random()}` },
      ...(payload ? { payload } : {}),
    });

  async function exportZip(shop: Shop) {
    const started = (await inject('POST', shop.url('/exports'), shop)).json().export as DataExport;
    let done: DataExport | undefined;
    await expect
      .poll(
        async () => {
          done = (await inject('GET', shop.url(`/exports/${started.id}`), shop)).json().export;
          return done!.status;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('ready');
    const res = await inject('GET', done!.url!, shop);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  }

  async function restore(shop: Shop, zip: Buffer) {
    const form = await multipart({ source: 'shopbook', kind: 'all' }, [
      { field: 'file', buffer: zip, type: 'application/zip', filename: 'export.zip' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: shop.url('/imports'),
      headers: { ...shop.owner.headers, ...form.headers },
      payload: form.payload,
    });
  }

  /** Every CSV of a zip, its id columns left out and its rows sorted: what must match. */
  function comparable(zip: Buffer) {
    const files = unzipSync(new Uint8Array(zip));
    const out: Record<string, string[]> = {};
    for (const [name, bytes] of Object.entries(files)) {
      if (!name.endsWith('.csv')) continue;
      const text = new TextDecoder().decode(bytes);
      const parsed = Papa.parse<Record<string, string>>(text, {
        header: true,
        skipEmptyLines: true,
      });
      out[name] = parsed.data
        .map((row) =>
          JSON.stringify(
            Object.entries(row).filter(([column]) => column !== 'id' && !column.endsWith('_id')),
          ),
        )
        .sort();
    }
    return out;
  }

  const report = async (businessId: string) =>
    rows(
      await t.database.db.execute(sql`select day::text, sales_count, revenue::text, cogs::text,
        discount::text, tax::text, credit::text, payments::text, expenses::text
        from rollup_days where business_id = ${businessId} order by day`),
    );

  beforeAll(async () => {
    t = await createTestContext();
    source = await createShop(t);
    const supplier = await createSupplier(t, source);
    const grains = await inject('POST', source.url('/categories'), source, { name: 'Grains' });
    expect(grains.statusCode, grains.body).toBe(201);
    const rice = await createItem(t, source, {
      name: 'Rice 5kg',
      sku: 'R5',
      price: 12.5,
      cost: 9,
      stock: 500,
      categoryId: grains.json().category.id,
    });
    const oil = await createItem(t, source, { name: 'Oil 1L', price: 4.25, cost: 3, stock: 300 });
    const ada = await createCustomer(t, source, { name: 'Ada Obi' });
    const order = await createOrder(t, source, {
      supplierId: supplier.id,
      lines: [{ productId: rice.id, quantity: 10, unitCost: '9.00' }],
    });
    await markOrdered(t, source, order.id);
    let first: Sale | undefined;
    for (let i = 0; i < 30; i++) {
      const sale = await recordSale(t, source, {
        items: [
          { productId: rice.id, quantity: 1 + (i % 3) },
          { productId: oil.id, quantity: 1 },
        ],
        ...(i % 5 === 0 ? { customerId: ada.id, paymentMethod: 'credit', amountPaid: 1 } : {}),
      });
      first ??= sale;
    }
    const refund = await inject('POST', source.url(`/sales/${first!.id}/refunds`), source, {
      lines: [{ productId: oil.id, quantity: 1 }],
      restock: true,
      method: 'cash',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const payment = await inject('POST', source.url(`/customers/${ada.id}/payments`), source, {
      amount: 5,
      method: 'cash',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const expense = await inject('POST', source.url('/expenses'), source, {
      amount: 40,
      category: 'rent',
      paymentMethod: 'cash',
    });
    expect(expense.statusCode, expense.body).toBe(201);
    // A sale a cashier served (ADR 076): the staff member stays behind, the sale comes along.
    const cashier = await inject('POST', source.url('/staff'), source, {
      name: 'Tunde',
      role: 'cashier',
      pin: '4821',
    });
    expect(cashier.statusCode, cashier.body).toBe(201);
    await t.database.db.execute(
      sql`update sales set staff_id = ${cashier.json().staff.id} where id = ${first!.id}`,
    );
    // The few thousand: customers and expenses written in bulk (the rollup triggers run).
    await t.database.db.execute(sql`insert into customers (business_id, name, phone)
      select ${source.businessId}, 'Customer ' || n, '+23480' || lpad(n::text, 8, '0')
      from generate_series(1, 2000) n`);
    await t.database.db.execute(sql`insert into expenses (business_id, amount, category, date,
        payment_method, note)
      select ${source.businessId}, (n % 90 + 1)::numeric, 'supplies',
        date '2026-01-01' + (n % 300), 'cash', '=note ' || n
      from generate_series(1, 1500) n`);
  });
  afterAll(() => t.close());

  it('restores into a new business: same records, same reports, stock == sum(entries)', async () => {
    const zip = await exportZip(source);
    const target = await createShop(t, source.owner);
    const previewed = await restore(target, zip);
    expect(previewed.statusCode, previewed.body).toBe(201);
    const imported = previewed.json().import;
    expect(imported.preview.create).toBeGreaterThan(3500);
    expect(imported.preview.errors).toEqual([]);

    const applied = await inject('POST', target.url(`/imports/${imported.id}/apply`), target);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().import).toMatchObject({
      status: 'applied',
      created: imported.preview.create,
    });
    // Applying again changes nothing.
    const again = await inject('POST', target.url(`/imports/${imported.id}/apply`), target);
    expect(again.json().import.created).toBe(imported.preview.create);

    expect(await stockMismatches(t, target.businessId)).toEqual([]);
    expect(await rollupDifferences(t.database.db, target.businessId)).toEqual([]);
    expect(await report(target.businessId)).toEqual(await report(source.businessId));

    const before = comparable(zip);
    const after = comparable(await exportZip(target));
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);
    expect(before['customers.csv']).toHaveLength(2001);
    expect(before['expenses.csv']).toHaveLength(1501);

    // Receipt numbers are kept and the next sale continues after them.
    const receipts = rows<{ n: number }>(
      await t.database.db.execute(sql`select max(receipt_number) as n from sales
        where business_id = ${target.businessId}`),
    )[0]!.n;
    expect(receipts).toBe(30);
    const [item] = rows<{ id: string }>(
      await t.database.db.execute(
        sql`select id from inventory_items where business_id = ${target.businessId} limit 1`,
      ),
    );
    const next = await recordSale(t, target, { items: [{ productId: item!.id, quantity: 1 }] });
    expect(next.receiptNumber).toBe(31);
    // Two exports and a restore of a few thousand rows: more than the default 30 s under load.
  }, 120_000);

  it('restores only into an empty business (409), and only our own zip', async () => {
    const zip = await exportZip(source);
    const res = await restore(source, zip);
    expect(res.statusCode).toBe(409);
    const empty = await createShop(t, source.owner);
    const notOurs = await restore(
      empty,
      Buffer.from(
        // A zip with one file that is not shopbook.json.
        unzipToZip({ 'readme.txt': 'hello' }),
      ),
    );
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().details).toEqual([
      { field: 'file', message: 'This zip is not a ShopBook export (it has no shopbook.json)' },
    ]);
    const notAZip = await restore(
      empty,
      Buffer.concat([Buffer.from('PK\x03\x04'), zip.subarray(0, 500)]),
    );
    expect(notAZip.statusCode).toBe(400);
    expect(notAZip.json().details).toEqual([
      { field: 'file', message: 'The file is not a readable zip' },
    ]);
  });

  it('still restores a version 1 export (every row in shopbook.json)', async () => {
    const files = unzipSync(new Uint8Array(await exportZip(source)));
    const header = JSON.parse(strFromU8(files['shopbook.json']!));
    const tables: Record<string, unknown[]> = {};
    for (const [name, bytes] of Object.entries(files)) {
      const table = /^tables\/(.+)\.jsonl$/.exec(name)?.[1];
      if (!table) continue;
      tables[table] = strFromU8(bytes)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      delete files[name];
    }
    files['shopbook.json'] = strToU8(JSON.stringify({ ...header, version: 1, tables }));
    const target = await createShop(t, source.owner);
    const previewed = await restore(target, Buffer.from(zipSync(files)));
    expect(previewed.statusCode, previewed.body).toBe(201);
    const id = previewed.json().import.id;
    const applied = await inject('POST', target.url(`/imports/${id}/apply`), target);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await stockMismatches(t, target.businessId)).toEqual([]);
    expect(await report(target.businessId)).toEqual(await report(source.businessId));
  });

  it('refuses a bad row with a 400 and writes nothing', async () => {
    const files = unzipSync(new Uint8Array(await exportZip(source)));
    const target = await createShop(t, source.owner);
    // A line that is not JSON: the preview reads every row and says so.
    const broken = { ...files, 'tables/expenses.jsonl': strToU8('{"id":"x",\n') };
    const unreadable = await restore(target, Buffer.from(zipSync(broken)));
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().details).toEqual([
      { field: 'file', message: 'shopbook.json could not be read' },
    ]);
    // JSON the database refuses (a total that is not a number): found while applying, rolled back.
    const sales = strFromU8(files['tables/sales.jsonl']!).split('\n');
    sales[sales.length - 2] = sales[sales.length - 2]!.replace(/"total":[^,]+/, '"total":"lots"');
    const wrong = { ...files, 'tables/sales.jsonl': strToU8(sales.join('\n')) };
    const previewed = await restore(target, Buffer.from(zipSync(wrong)));
    expect(previewed.statusCode, previewed.body).toBe(201);
    const id = previewed.json().import.id;
    const applied = await inject('POST', target.url(`/imports/${id}/apply`), target);
    expect(applied.statusCode, applied.body).toBe(400);
    expect(applied.json().details).toEqual([
      {
        field: 'file',
        message: 'The export holds rows this server cannot restore (duplicated or invalid)',
      },
    ]);
    const left = rows<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from customers
        where business_id = ${target.businessId}`),
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});

function unzipToZip(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));
}
