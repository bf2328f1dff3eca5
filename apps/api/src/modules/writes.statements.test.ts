import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '#src/platform/db.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';

/**
 * Statements per money or stock write (ADR 033), BEGIN and COMMIT included, sent with
 * an Idempotency-Key as the web client sends them. The first of each warms the in-process caches,
 * as on a running till.
 */
describe('statements per write', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const post = async (path: string, payload: object) => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: shop.url(path),
        headers: { ...shop.owner.headers, 'idempotency-key': randomUUID() },
        payload,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const { result, statements } = await countStatements(send);
    expect(result.statusCode).toBe(201);
    return statements;
  };

  it('records a stock entry, an expense and a customer payment in a bounded number', async () => {
    const item = await createItem(t, shop, { name: 'Rice', price: 3, stock: 50 });
    const customer = await createCustomer(t, shop);
    // Owed by the customer: a credit sale of 15.00, paid back 1.00 at a time below.
    await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 5 }],
      paymentMethod: 'credit',
      customerId: customer.id,
    });
    const counts = {
      stockEntry: await post('/stock', { productId: item.id, quantity: 5, type: 'restock' }),
      expense: await post('/expenses', {
        amount: '12.50',
        category: 'Rent',
        paymentMethod: 'cash',
      }),
      payment: await post(`/customers/${customer.id}/payments`, { amount: '1.00', method: 'cash' }),
    };
    console.log('statements per write:', counts);
    expect(counts.stockEntry).toBeLessThanOrEqual(WRITE_STATEMENTS[t.database.kind].stockEntry);
    expect(counts.expense).toBeLessThanOrEqual(WRITE_STATEMENTS[t.database.kind].expense);
    expect(counts.payment).toBeLessThanOrEqual(WRITE_STATEMENTS[t.database.kind].payment);
  });
});

/**
 * A ratchet, lowered as statements go. Before ADR 033 (with the access cache already in): 11, 6
 * and 13; the key's transaction no longer opens a savepoint for the work, a payment no longer
 * reads the customer's figures back. The change signal's NOTIFY rides in the statement that
 * stores the answer on PostgreSQL, so both databases count the same, but for the rate-limit
 * counter, in memory on PGlite (ADR 036).
 */
const WRITE_STATEMENTS = {
  postgres: { stockEntry: 3, expense: 2, payment: 6 },
  pglite: { stockEntry: 2, expense: 1, payment: 5 },
};
