import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleCounters, sales, stockEntries } from '#src/db/schema/index.ts';
import { refusalOf } from '#src/platform/statement-refusal.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import {
  NUMBERED,
  PRODUCT_GONE_REFUSAL,
  SHORT_STOCK_REFUSAL,
  writeSale,
  type StockMove,
} from './record-sale.repo.ts';

/**
 * The one-statement write (ADR 039) on its own: what it finds under its locks and the read before
 * it could not (another till sold the last one, or deleted the product, in between) refuses the
 * whole statement, the receipt number and the stock included.
 */
describe('writeSale', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const write = (moves: StockMove[]) => {
    const id = randomUUID();
    return writeSale(t.database.db, {
      sale: {
        id,
        businessId: shop.businessId,
        customerId: null,
        subtotal: '2.00',
        discount: '0.00',
        taxRate: '0.0000',
        tax: '0.00',
        total: '2.00',
        amountPaid: '2.00',
        balance: '0.00',
        cogs: '0.00',
        paymentMethod: 'cash',
        note: null,
        soldAt: new Date(),
        createdBy: shop.owner.user.id,
        createdAt: new Date(),
        register: 'Main',
        staffId: null,
      },
      lines: moves.map((m, position) => ({
        id: randomUUID(),
        productId: m.productId,
        position,
        name: 'Line',
        cost: '0.00',
        unitPrice: '1.00',
        quantity: -m.quantity,
        discount: '0.00',
        lineTotal: (-m.quantity).toFixed(2),
      })),
      moves,
      allowNegative: false,
      lowStockThreshold: 0,
      receiptCode: sql`'code-' || ${NUMBERED}.n`,
      stockNote: sql`'note'`,
      enqueueLowStock: (payloads) => t.app.deps.jobs.enqueueSql('test.none', payloads),
      folds: { claim: null, refuseUnclaimed: null, signal: null },
    });
  };
  const move = (productId: string, quantity: number) => ({
    entryId: randomUUID(),
    productId,
    quantity,
  });
  const counter = async () => {
    const [row] = await t.database.db
      .select()
      .from(saleCounters)
      .where(eq(saleCounters.businessId, shop.businessId));
    return row?.lastReceiptNumber ?? 0;
  };
  const saleCount = async () =>
    (await t.database.db.select().from(sales).where(eq(sales.businessId, shop.businessId))).length;

  it('writes a sale, taking the next receipt number', async () => {
    const item = await createItem(t, shop, { name: 'Tea', price: 1, stock: 5 });
    const before = await counter();
    const written = await write([move(item.id, -2)]);
    expect(written.receiptNumber).toBe(before + 1);
    expect(written.receiptCode).toBe(`code-${before + 1}`);
    const entries = await t.database.db
      .select()
      .from(stockEntries)
      .where(eq(stockEntries.productId, item.id));
    expect(entries.map((e) => [e.quantityChange, e.stockAfter, e.note])).toContainEqual([
      -2,
      3,
      'note',
    ]);
  });

  it('refuses itself when a product is short under the lock, naming what is left', async () => {
    const tea = await createItem(t, shop, { name: 'Short tea', price: 1, stock: 1 });
    const rice = await createItem(t, shop, { name: 'Rice', price: 1, stock: 9 });
    const before = { counter: await counter(), sales: await saleCount() };
    const err = await write([move(tea.id, -2), move(rice.id, -1)]).catch((e: unknown) => e);
    expect(refusalOf(err, SHORT_STOCK_REFUSAL)?.detail).toEqual([
      { productId: tea.id, name: 'Short tea', available: 1, requested: 2 },
    ]);
    expect({ counter: await counter(), sales: await saleCount() }).toEqual(before);
    const entries = await t.database.db
      .select()
      .from(stockEntries)
      .where(eq(stockEntries.productId, rice.id));
    expect(entries.every((e) => e.type !== 'sale')).toBe(true);
  });

  it('refuses itself when a product is gone, naming it', async () => {
    const tea = await createItem(t, shop, { name: 'Tea again', price: 1, stock: 4 });
    const gone = randomUUID();
    const before = { counter: await counter(), sales: await saleCount() };
    const err = await write([move(tea.id, -1), move(gone, -1)]).catch((e: unknown) => e);
    expect(refusalOf(err, PRODUCT_GONE_REFUSAL)?.detail).toEqual([gone]);
    expect({ counter: await counter(), sales: await saleCount() }).toEqual(before);
  });
});
