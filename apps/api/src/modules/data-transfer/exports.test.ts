import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { inOneSnapshot } from './export.service.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('data exports', () => {
  let t: TestContext;
  let shop: Shop;

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string> = shop.owner.headers,
  ) => t.app.inject({ method, url, headers });

  /** Waits for the export job to finish, then answers the export. */
  async function finished(url: string, headers = shop.owner.headers): Promise<DataExport> {
    let last: DataExport | undefined;
    await expect
      .poll(
        async () => {
          const got = await call('GET', url, headers);
          if (got.statusCode !== 200) throw new Error(got.body);
          last = got.json().export as DataExport;
          return last.status;
        },
        { timeout: 20_000, interval: 400 },
      )
      .toMatch(/ready|failed/);
    return last!;
  }

  async function download(url: string, headers = shop.owner.headers) {
    const res = await call('GET', url, headers);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    return unzipSync(new Uint8Array(res.rawPayload));
  }

  /** A table of shopbook.json version 2: one row a line. */
  const jsonl = (bytes: Uint8Array) =>
    strFromU8(bytes)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  const csv = (bytes: Uint8Array) => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    return Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true })
      .data;
  };

  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  it('exports a business as a zip of CSVs and shopbook.json, streamed through the store', async () => {
    const rice = await createItem(t, shop, { name: 'Rice 5kg', sku: 'R5', price: 12.5, stock: 40 });
    await createItem(t, shop, { name: '=HYPERLINK("http://x")', price: 3, stock: 2 });
    const ada = await createCustomer(t, shop, { name: '@Ada', phone: '+234 803 000 0000' });
    const sale = await recordSale(t, shop, {
      items: [{ productId: rice.id, quantity: 2 }],
      customerId: ada.id,
      paymentMethod: 'credit',
      amountPaid: 5,
    });

    const res = await call('POST', shop.url('/exports'));
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json().export as DataExport;
    expect(started).toMatchObject({ status: 'pending' });
    expect(started.url).toBeUndefined();

    const done = await finished(shop.url(`/exports/${started.id}`));
    expect(done).toMatchObject({ status: 'ready', progress: 100 });
    expect(done.url).toBe(shop.url(`/exports/${started.id}/download`));
    expect(done.sizeBytes).toBeGreaterThan(100);
    expect(new Date(done.expiresAt!).getTime()).toBeGreaterThan(Date.now());

    const files = await download(done.url!);
    for (const name of [
      'items.csv',
      'categories.csv',
      'customers.csv',
      'sales.csv',
      'sale_lines.csv',
      'payments.csv',
      'refunds.csv',
      'refund_lines.csv',
      'expenses.csv',
      'stock_entries.csv',
      'suppliers.csv',
      'purchase_orders.csv',
      'shifts.csv',
      'shopbook.json',
      'tables/sales.jsonl',
    ]) {
      expect(files[name], name).toBeDefined();
    }
    const items = csv(files['items.csv']!);
    expect(items.map((i) => i.name).sort()).toEqual(['\'=HYPERLINK("http://x")', 'Rice 5kg']);
    expect(items.find((i) => i.sku === 'R5')).toMatchObject({ price: '12.50', stock: '38' });
    const customers = csv(files['customers.csv']!);
    expect(customers).toEqual([
      expect.objectContaining({ name: "'@Ada", balance: (sale.total - 5).toFixed(2) }),
    ]);
    const sales = csv(files['sales.csv']!);
    expect(sales).toEqual([
      expect.objectContaining({
        receipt_number: String(sale.receiptNumber),
        total: sale.total.toFixed(2),
        customer: "'@Ada",
      }),
    ]);
    expect(csv(files['sale_lines.csv']!)).toEqual([
      expect.objectContaining({ sale_id: sale.id, item_id: rice.id, quantity: '2' }),
    ]);
    // Opening stock for both items, then the sale.
    expect(csv(files['stock_entries.csv']!)).toHaveLength(3);

    const json = JSON.parse(strFromU8(files['shopbook.json']!));
    expect(json).toMatchObject({ format: 'shopbook', version: 2 });
    expect(json.business.id).toBe(shop.businessId);
    expect(json.counters.lastReceiptNumber).toBe(sale.receiptNumber);
    expect(json.tables).toContain('tables/sales.jsonl');
    expect(jsonl(files['tables/inventory_items.jsonl']!)).toHaveLength(2);
    expect(jsonl(files['tables/sales.jsonl']!)[0]).toMatchObject({
      id: sale.id,
      receipt_number: sale.receiptNumber,
    });
    expect(jsonl(files['tables/sale_items.jsonl']!)).toHaveLength(1);
    expect(jsonl(files['tables/stock_entries.jsonl']!)).toHaveLength(3);

    // The owner hears that it is ready.
    const notes = rows<{ title: string; action_url: string }>(
      await t.database.db.execute(sql`select title, action_url from notifications
        where user_id = ${shop.owner.user.id} and source = 'data_export'`),
    );
    expect(notes).toEqual([
      {
        title: 'Your ShopBook export is ready',
        action_url: `/settings/${shop.businessId}?section=data`,
      },
    ]);
  });

  it('pages through more rows than one read holds', async () => {
    const other = await createShop(t);
    await t.database.db.execute(sql`insert into customers (business_id, name)
      select ${other.businessId}, 'Customer ' || n from generate_series(1, 2500) n`);
    const res = await call('POST', other.url('/exports'), other.owner.headers);
    const done = await finished(other.url(`/exports/${res.json().export.id}`), other.owner.headers);
    const files = await download(done.url!, other.owner.headers);
    const customers = csv(files['customers.csv']!);
    expect(customers).toHaveLength(2500);
    expect(new Set(customers.map((c) => c.id)).size).toBe(2500);
    expect(jsonl(files['tables/customers.jsonl']!)).toHaveLength(2500);
  });

  it('reads a business as of one moment on PostgreSQL (a sale made meanwhile is wholly out)', async () => {
    const items = async (db: DbOrTx) =>
      rows<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from inventory_items where business_id = ${shop.businessId}`,
        ),
      )[0]!.n;
    const [before, after] = await inOneSnapshot(t.app.deps, async (db) => {
      const first = await items(db);
      await createItem(t, shop, { name: 'Made during the export', price: 1, stock: 1 });
      return [first, await items(db)];
    });
    // PGlite has one connection and reads page by page (the doc says so): the new item shows.
    expect(after).toBe(t.database.kind === 'postgres' ? before : before + 1);
  });

  it('is the owner’s only: a manager gets 403, a stranger 404, an unknown id 404', async () => {
    const manager = await addManager(t, shop);
    const stranger = await createUser(t);
    expect((await call('POST', shop.url('/exports'), manager.headers)).statusCode).toBe(403);
    expect((await call('POST', shop.url('/exports'), stranger.headers)).statusCode).toBe(404);
    const created = (await call('POST', shop.url('/exports'))).json().export as DataExport;
    const done = await finished(shop.url(`/exports/${created.id}`));
    expect((await call('GET', done.url!, manager.headers)).statusCode).toBe(403);
    expect((await call('GET', done.url!, stranger.headers)).statusCode).toBe(404);
    expect((await call('GET', done.url!, {})).statusCode).toBe(401);
    expect((await call('GET', shop.url('/exports/not-a-uuid'))).statusCode).toBe(404);
    // Another business's export through this business's URL: not found.
    const other = await createShop(t, shop.owner);
    expect((await call('GET', other.url(`/exports/${created.id}`))).statusCode).toBe(404);
  });

  it('lists past exports, newest first, a page at a time, to the owner only', async () => {
    const owner = await createUser(t);
    const mine = await createShop(t, owner);
    const headers = owner.headers;
    const empty = await call('GET', mine.url('/exports'), headers);
    expect(empty.json()).toEqual({ exports: [] });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await call('POST', mine.url('/exports'), headers)).json().export.id);
      t.clock.advance(1000);
    }
    try {
      await finished(mine.url(`/exports/${ids[2]}`), headers);
      const first = await call('GET', mine.url('/exports?limit=2'), headers);
      expect(first.statusCode, first.body).toBe(200);
      const page = first.json() as { exports: DataExport[]; next?: string };
      expect(page.exports.map((e) => e.id)).toEqual([ids[2], ids[1]]);
      expect(page.next).toBe(ids[1]);
      const second = (
        await call('GET', mine.url(`/exports?limit=2&before=${page.next}`), headers)
      ).json();
      expect(second.exports.map((e: DataExport) => e.id)).toEqual([ids[0]]);
      expect(second.next).toBeUndefined();
      expect((await call('GET', mine.url('/exports?limit=500'), headers)).statusCode).toBe(400);
      expect((await call('GET', mine.url('/exports?before=nope'), headers)).statusCode).toBe(400);
      const manager = await addManager(t, mine);
      expect((await call('GET', mine.url('/exports'), manager.headers)).statusCode).toBe(403);
      // The account's own list holds account exports only.
      const account = (await call('POST', '/api/account/exports', headers)).json().export;
      const listed = (await call('GET', '/api/account/exports', headers)).json();
      expect(listed.exports.map((e: DataExport) => e.id)).toEqual([account.id]);
      await finished(`/api/account/exports/${account.id}`, headers);
    } finally {
      t.clock.reset();
    }
  });

  it('expires the link and the file', async () => {
    const created = (await call('POST', shop.url('/exports'))).json().export as DataExport;
    const done = await finished(shop.url(`/exports/${created.id}`));
    t.clock.advance(25 * 3600_000);
    try {
      const now = (await call('GET', shop.url(`/exports/${created.id}`))).json().export;
      expect(now.url).toBeUndefined();
      const res = await call('GET', done.url!);
      expect(res.statusCode).toBe(410);
      expect(res.json().errorCode).toBe('GONE');
    } finally {
      t.clock.reset();
    }
  });

  it('exports the whole account: every business and the profile', async () => {
    const owner = await createUser(t);
    const a = await createShop(t, owner);
    const b = await createShop(t, owner);
    await createItem(t, a, { name: 'In A' });
    await createItem(t, b, { name: 'In B' });
    const res = await call('POST', '/api/account/exports', owner.headers);
    expect(res.statusCode, res.body).toBe(202);
    const done = await finished(`/api/account/exports/${res.json().export.id}`, owner.headers);
    const files = await download(done.url!, owner.headers);
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile.email).toBe(owner.user.email);
    expect(JSON.stringify(profile)).not.toMatch(/password/i);
    const itemFiles = Object.keys(files).filter((n) => n.endsWith('/items.csv'));
    expect(itemFiles).toHaveLength(2);
    const names = itemFiles.flatMap((n) => csv(files[n]!).map((i) => i.name)).sort();
    expect(names).toEqual(['In A', 'In B']);
    // Someone else's account export is not found.
    const other = await createUser(t);
    expect(
      (await call('GET', `/api/account/exports/${res.json().export.id}`, other.headers)).statusCode,
    ).toBe(404);
  });
});
