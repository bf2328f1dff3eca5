import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sale, StockEntry } from '@app/contracts';
import { sales, stockEntries } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  setBusinessSettings,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from './sales.fixtures.ts';

describe('sales', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers: Record<string, string> = {},
    s: Shop = shop,
  ) =>
    t.app.inject({
      method,
      url: s.url(path),
      headers: { ...s.owner.headers, ...headers },
      ...(payload ? { payload } : {}),
    });
  const stockOf = async (itemId: string, s: Shop = shop) =>
    (await call('GET', `/inventory/${itemId}`, undefined, {}, s)).json().item.stock as number;
  const saleCount = async (businessId: string) => {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::integer` })
      .from(sales)
      .where(eq(sales.businessId, businessId));
    return row!.n;
  };

  it('records a sale: lines copied from the products, totals, receipt, stock entries', async () => {
    const rice = await createItem(t, shop, {
      name: 'Rice 5kg',
      price: 12.5,
      cost: 9.75,
      stock: 10,
    });
    const oil = await createItem(t, shop, { name: 'Palm oil', price: '3.20', stock: 4 });
    const customer = await createCustomer(t, shop, { name: 'Chidi', phone: '0803 000 1111' });
    const res = await call('POST', '/sales', {
      items: [
        { productId: rice.id, quantity: 2 },
        { productId: oil.id, quantity: 3, unitPrice: 3, discount: '0.50' },
      ],
      customerId: customer.id,
      paymentMethod: 'cash',
      note: ' Paid at the door ',
    });
    expect(res.statusCode).toBe(201);
    const sale = res.json().sale as Sale;
    expect(sale).toMatchObject({
      businessId: shop.businessId,
      receiptNumber: 1,
      customerId: customer.id,
      customer: { id: customer.id, name: 'Chidi', phone: '0803 000 1111' },
      items: [
        {
          productId: rice.id,
          name: 'Rice 5kg',
          quantity: 2,
          unitPrice: 12.5,
          discount: 0,
          lineTotal: 25,
          cost: 9.75,
        },
        {
          productId: oil.id,
          name: 'Palm oil',
          quantity: 3,
          unitPrice: 3,
          discount: 0.5,
          lineTotal: 8.5,
          cost: 0,
        },
      ],
      subtotal: 33.5,
      discount: 0,
      taxRate: 0,
      tax: 0,
      total: 33.5,
      amountPaid: 33.5,
      balance: 0,
      paymentMethod: 'cash',
      note: 'Paid at the door',
      createdBy: shop.owner.user.id,
      createdByUsername: shop.owner.user.username,
    });
    expect(sale.receiptCode).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(await stockOf(rice.id)).toBe(8);
    expect(await stockOf(oil.id)).toBe(1);
    const history = (await call('GET', `/stock/product/${rice.id}`)).json().entries as StockEntry[];
    expect(history[0]).toMatchObject({
      type: 'sale',
      quantityChange: -2,
      stockAfter: 8,
      saleId: sale.id,
      note: 'Sale #1',
    });
    // Renaming the product later does not rewrite the sale.
    await call('PUT', `/inventory/${rice.id}`, { name: 'Rice 5kg (new bag)', price: 14 });
    const again = (await call('GET', `/sales/${sale.id}`)).json().sale as Sale;
    expect(again.items[0]).toMatchObject({ name: 'Rice 5kg', unitPrice: 12.5 });
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
  });

  it('adds money exactly: 1,000 lines of 0.10 are 100.00, tax rounds half up, discounts', async () => {
    const own = await createShop(t);
    const sweet = await createItem(t, own, { name: 'Sweet', price: 0.1, stock: 1000 });
    const many = await call(
      'POST',
      '/sales',
      {
        items: Array.from({ length: 1000 }, () => ({ productId: sweet.id, quantity: 1 })),
        paymentMethod: 'cash',
      },
      {},
      own,
    );
    expect(many.statusCode).toBe(201);
    expect(many.json().sale).toMatchObject({ subtotal: 100, total: 100, amountPaid: 100 });
    expect(many.json().sale.items).toHaveLength(1000);
    const [stored] = await t.database.db
      .select({ subtotal: sales.subtotal, total: sales.total })
      .from(sales)
      .where(eq(sales.id, many.json().sale.id));
    expect(stored).toEqual({ subtotal: '100.00', total: '100.00' });
    expect(await stockOf(sweet.id, own)).toBe(0);
    const entries = await t.database.db
      .select()
      .from(stockEntries)
      .where(eq(stockEntries.saleId, many.json().sale.id));
    expect(entries.map((e) => e.quantityChange)).toEqual([-1000]);

    // 7.5% of (3 x 0.35 - 0.05 line discount - 0.50 sale discount) = 7.5% of 0.50 = 0.0375 -> 0.04
    await setBusinessSettings(t, own, { taxRate: 7.5, allowNegativeStock: true });
    const taxed = await call(
      'POST',
      '/sales',
      {
        items: [{ productId: sweet.id, quantity: 3, unitPrice: 0.35, discount: 0.05 }],
        discount: 0.5,
        paymentMethod: 'card',
      },
      {},
      own,
    );
    expect(taxed.statusCode).toBe(201);
    expect(taxed.json().sale).toMatchObject({
      subtotal: 1,
      discount: 0.5,
      taxRate: 7.5,
      tax: 0.04,
      total: 0.54,
      amountPaid: 0.54,
      balance: 0,
    });
    // 12.5% of 1.00 = 0.125 -> 0.13; cash tendered above the total is kept, nothing owed.
    await setBusinessSettings(t, own, { taxRate: 12.5 });
    const half = await call(
      'POST',
      '/sales',
      { items: [{ productId: sweet.id, quantity: 10 }], amountPaid: 5, paymentMethod: 'cash' },
      {},
      own,
    );
    expect(half.json().sale).toMatchObject({
      subtotal: 1,
      tax: 0.13,
      total: 1.13,
      amountPaid: 5,
      balance: 0,
    });
  });

  it('sells on credit to a customer: nothing paid by default, the rest is the balance', async () => {
    const item = await createItem(t, shop, { name: 'Cement', price: 100, stock: 5 });
    const noCustomer = await call('POST', '/sales', {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'credit',
    });
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().details).toEqual([
      { field: 'customerId', message: 'Choose a customer for a sale that is not fully paid' },
    ]);
    const customer = await createCustomer(t, shop);
    const partly = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'credit',
      amountPaid: 40,
      customerId: customer.id,
    });
    expect(partly).toMatchObject({ total: 100, amountPaid: 40, balance: 60 });
    const nothing = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'credit',
      customerId: customer.id,
    });
    expect(nothing).toMatchObject({ amountPaid: 0, balance: 100 });
  });

  it('refuses bad input with every problem named, and changes nothing', async () => {
    const item = await createItem(t, shop, {
      name: 'Tea',
      price: 2,
      stock: 5,
      settings: { allowDiscount: false },
    });
    const other = await createShop(t);
    const foreign = await createItem(t, other, { name: 'Foreign', price: 1, stock: 5 });
    const foreignCustomer = await createCustomer(t, other);
    const before = await saleCount(shop.businessId);
    const cases: [object, { field: string; message: string }[]][] = [
      [
        {
          items: [
            { productId: foreign.id, quantity: 1 },
            { productId: item.id, quantity: 1, discount: 1 },
          ],
        },
        [
          { field: 'items.0.productId', message: 'Product not found in this business' },
          { field: 'items.1.discount', message: 'This item cannot be discounted' },
        ],
      ],
      [
        { items: [{ productId: item.id, quantity: 1 }], customerId: foreignCustomer.id },
        [{ field: 'customerId', message: 'Customer not found in this business' }],
      ],
      [
        { items: [{ productId: item.id, quantity: 1 }], discount: 2.01 },
        [{ field: 'discount', message: 'The discount cannot be more than the subtotal' }],
      ],
      [{ items: [] }, [{ field: 'items', message: 'Add at least one item' }]],
      [
        { items: [{ productId: item.id, quantity: 0 }] },
        [{ field: 'items.0.quantity', message: 'Quantity must be at least 1' }],
      ],
      [
        { items: [{ productId: item.id, quantity: 1, unitPrice: 1.005 }] },
        [{ field: 'items.0.unitPrice', message: 'Use at most 2 decimals' }],
      ],
      [
        {
          items: [{ productId: item.id, quantity: 1 }],
          soldAt: new Date(Date.now() - 31 * DAY).toISOString(),
        },
        [{ field: 'soldAt', message: 'The sale time cannot be more than 30 days ago' }],
      ],
      [
        { items: [{ productId: item.id, quantity: 1 }], paymentMethod: 'cheque' },
        [
          {
            field: 'paymentMethod',
            message: 'Payment method must be one of cash, card, transfer, mobile_money, credit',
          },
        ],
      ],
    ];
    for (const [body, details] of cases) {
      const res = await call('POST', '/sales', { paymentMethod: 'cash', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details, JSON.stringify(body)).toEqual(details);
    }
    expect(await saleCount(shop.businessId)).toBe(before);
    expect(await stockOf(item.id)).toBe(5);
    expect(await stockOf(foreign.id, other)).toBe(5);
    // A sale made offline a while ago keeps its time.
    const soldAt = new Date(Date.now() - 3 * DAY).toISOString();
    const late = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 1 }],
      soldAt,
    });
    expect(late.soldAt).toBe(soldAt);
  });

  it('names every product short of stock and records nothing, unless negative stock is allowed', async () => {
    const own = await createShop(t);
    const rice = await createItem(t, own, { name: 'Rice', stock: 2 });
    const sugar = await createItem(t, own, { name: 'Sugar', stock: 0 });
    const salt = await createItem(t, own, { name: 'Salt', stock: 9 });
    const body = {
      items: [
        { productId: salt.id, quantity: 1 },
        { productId: rice.id, quantity: 2 },
        { productId: sugar.id, quantity: 1 },
        { productId: rice.id, quantity: 1 },
      ],
      paymentMethod: 'cash',
    };
    const refused = await call('POST', '/sales', body, {}, own);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'INSUFFICIENT_STOCK' });
    const names = [rice, sugar]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((i) => `${i.name} (${i.stock} left)`);
    expect(refused.json().error).toBe(`Not enough stock for: ${names.join(', ')}`);
    expect(refused.json().items).toHaveLength(2);
    expect([
      await stockOf(rice.id, own),
      await stockOf(sugar.id, own),
      await stockOf(salt.id, own),
    ]).toEqual([2, 0, 9]);
    expect(await saleCount(own.businessId)).toBe(0);

    await setBusinessSettings(t, own, { allowNegativeStock: true });
    const res = await call('POST', '/sales', body, {}, own);
    expect(res.statusCode).toBe(201);
    // The refused attempt did not use up receipt number 1.
    expect(res.json().sale.receiptNumber).toBe(1);
    expect([await stockOf(rice.id, own), await stockOf(sugar.id, own)]).toEqual([-1, -1]);
    expect(await stockMismatches(t, own.businessId)).toEqual([]);
  });

  it('records once per Idempotency-Key, and once per client-made id', async () => {
    const item = await createItem(t, shop, { name: 'Bread', price: 1.5, stock: 10 });
    const body = { items: [{ productId: item.id, quantity: 2 }], paymentMethod: 'cash' };
    const key = { 'idempotency-key': `sale-${item.id}` };
    const first = await call('POST', '/sales', body, key);
    const retry = await call('POST', '/sales', body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await stockOf(item.id)).toBe(8);

    const id = crypto.randomUUID();
    const offline = { ...body, id, soldAt: new Date(Date.now() - DAY).toISOString() };
    const made = await call('POST', '/sales', offline);
    // Resent without a key, and with another one (a reloaded tab): the id is the key.
    const resent = await call('POST', '/sales', offline);
    const rekeyed = await call('POST', '/sales', offline, { 'idempotency-key': 'another-key' });
    expect(made.statusCode).toBe(201);
    for (const again of [resent, rekeyed]) {
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(made.json());
    }
    expect(made.json().sale.id).toBe(id);
    expect(await stockOf(item.id)).toBe(6);
    const changed = await call('POST', '/sales', {
      ...offline,
      items: [{ productId: item.id, quantity: 3 }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      errorCode: 'SALE_ID_CONFLICT',
      error: 'Another sale already uses this id',
    });
    // The same sale sent from two tabs (or a flaky link) at once: recorded once.
    const twice = { ...body, id: crypto.randomUUID() };
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/sales', twice)),
    );
    expect(racing.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(racing.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(new Set(racing.map((r) => r.json().sale.id))).toEqual(new Set([twice.id]));
    expect(await stockOf(item.id)).toBe(4);
    const other = await createShop(t);
    const otherItem = await createItem(t, other, { stock: 5 });
    const elsewhere = await call(
      'POST',
      '/sales',
      { ...offline, items: [{ productId: otherItem.id, quantity: 1 }] },
      {},
      other,
    );
    // Another business's sale id is answered as any invalid id.
    const malformed = await call(
      'POST',
      '/sales',
      { ...offline, id: 'not-a-uuid', items: [{ productId: otherItem.id, quantity: 1 }] },
      {},
      other,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual(malformed.json());
    expect(elsewhere.json().details).toEqual([{ field: 'id', message: 'Must be a valid id' }]);
    expect(await stockOf(otherItem.id, other)).toBe(5);
    expect(await stockOf(item.id)).toBe(4);
    expect(await saleCount(other.businessId)).toBe(0);
  });

  it('refuses a recorded client id once its key is gone: a manager resending it, or after 24 h', async () => {
    const item = await createItem(t, shop, { name: 'Milk', price: 1, stock: 10 });
    const sale = {
      id: crypto.randomUUID(),
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'cash',
    };
    expect((await call('POST', '/sales', sale)).statusCode).toBe(201);
    // What the 24-hour purge does to the key (and what another user's resend never had).
    await t.database.db.execute(sql`DELETE FROM idempotency_keys WHERE key LIKE ${`%${sale.id}`}`);
    const late = await call('POST', '/sales', sale);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorCode: 'SALE_ID_CONFLICT' });
    expect(await stockOf(item.id)).toBe(9);
  });

  it('keeps what was paid when an edit does not send amountPaid', async () => {
    const own = await createShop(t);
    const item = await createItem(t, own, { name: 'Paint', price: 50, stock: 20 });
    const customer = await createCustomer(t, own);
    const onCredit = await recordSale(t, own, {
      items: [{ productId: item.id, quantity: 2 }],
      paymentMethod: 'credit',
      amountPaid: 30,
      customerId: customer.id,
    });
    const partlyCash = await recordSale(t, own, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'cash',
      amountPaid: 20,
      customerId: customer.id,
    });
    const change = await recordSale(t, own, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'cash',
      amountPaid: 60,
    });
    const owed = async () =>
      (await call('GET', `/customers/${customer.id}`, undefined, {}, own)).json().customer
        .balance as number;
    expect(await owed()).toBe(100);
    for (const sale of [onCredit, partlyCash, change]) {
      const res = await call('PUT', `/sales/${sale.id}`, { note: 'checked' }, {}, own);
      expect(res.statusCode).toBe(200);
      expect(res.json().sale).toMatchObject({
        note: 'checked',
        total: sale.total,
        amountPaid: sale.amountPaid,
        balance: sale.balance,
      });
    }
    expect(await owed()).toBe(100);
    // A new total keeps a sale that owes owing what it did not pay; a paid one stays paid.
    const more = await call(
      'PUT',
      `/sales/${partlyCash.id}`,
      { items: [{ productId: item.id, quantity: 2 }] },
      {},
      own,
    );
    expect(more.json().sale).toMatchObject({ total: 100, amountPaid: 20, balance: 80 });
    const paid = await recordSale(t, own, { items: [{ productId: item.id, quantity: 1 }] });
    const bigger = await call(
      'PUT',
      `/sales/${paid.id}`,
      { items: [{ productId: item.id, quantity: 3 }] },
      {},
      own,
    );
    expect(bigger.json().sale).toMatchObject({ total: 150, amountPaid: 150, balance: 0 });
  });

  it('sells exactly the stock under 100 concurrent sales', async () => {
    const own = await createShop(t);
    const item = await createItem(t, own, { name: 'Hot item', price: 5, stock: 20 });
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(
          'POST',
          '/sales',
          { items: [{ productId: item.id, quantity: 1 }], paymentMethod: 'cash' },
          {},
          own,
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 409)).toHaveLength(80);
    expect(await stockOf(item.id, own)).toBe(0);
    const numbers = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().sale.receiptNumber as number);
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await saleCount(own.businessId)).toBe(20);
    expect(await stockMismatches(t, own.businessId)).toEqual([]);
  });

  it('edits a sale: stock moves by the difference, totals and receipt code follow', async () => {
    const own = await createShop(t);
    const a = await createItem(t, own, { name: 'A', price: 10, stock: 10 });
    const b = await createItem(t, own, { name: 'B', price: 4, stock: 3 });
    const c = await createItem(t, own, { name: 'C', price: 1, stock: 5 });
    const sale = await recordSale(t, own, {
      items: [
        { productId: a.id, quantity: 3, unitPrice: 9 },
        { productId: b.id, quantity: 1 },
      ],
    });
    await call('PUT', `/inventory/${a.id}`, { price: 11 }, {}, own);
    const res = await call(
      'PUT',
      `/sales/${sale.id}`,
      {
        items: [
          { productId: a.id, quantity: 1 },
          { productId: c.id, quantity: 4 },
        ],
        discount: 1,
      },
      {},
      own,
    );
    expect(res.statusCode).toBe(200);
    const edited = res.json().sale as Sale;
    // A keeps the price it was sold at (9), not today's 11.
    expect(edited).toMatchObject({
      id: sale.id,
      receiptNumber: sale.receiptNumber,
      subtotal: 13,
      discount: 1,
      total: 12,
      amountPaid: 12,
    });
    expect(edited.items.map((i) => [i.name, i.quantity, i.unitPrice])).toEqual([
      ['A', 1, 9],
      ['C', 4, 1],
    ]);
    expect(edited.receiptCode).not.toBe(sale.receiptCode);
    expect([await stockOf(a.id, own), await stockOf(b.id, own), await stockOf(c.id, own)]).toEqual([
      9, 3, 1,
    ]);
    const entries = (await call('GET', `/stock?type=sale&limit=200`, undefined, {}, own)).json()
      .entries as StockEntry[];
    expect(
      entries
        .filter((e) => e.note === `Sale #${sale.receiptNumber} edited`)
        .map((e) => [e.productName, e.quantityChange])
        .sort(),
    ).toEqual([
      ['A', 2],
      ['B', 1],
      ['C', -4],
    ]);

    // An edit short of stock changes nothing.
    const short = await call(
      'PUT',
      `/sales/${sale.id}`,
      { items: [{ productId: c.id, quantity: 6 }] },
      {},
      own,
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe('Not enough stock for: C (1 left)');
    expect((await call('GET', `/sales/${sale.id}`, undefined, {}, own)).json().sale).toEqual(
      edited,
    );

    // Payment only: the lines and stock stay.
    const credit = await createCustomer(t, own);
    const paid = await call(
      'PUT',
      `/sales/${sale.id}`,
      { paymentMethod: 'credit', amountPaid: 2, customerId: credit.id },
      {},
      own,
    );
    expect(paid.json().sale).toMatchObject({
      total: 12,
      amountPaid: 2,
      balance: 10,
      customer: { id: credit.id },
    });
    expect(await stockOf(c.id, own)).toBe(1);
    expect(await stockMismatches(t, own.businessId)).toEqual([]);
  });

  it("counts an item's sales (SPEC section 3), in the item and in the inventory list", async () => {
    const item = await createItem(t, shop, { name: 'Matches', price: 0.5, stock: 50 });
    const other = await createItem(t, shop, { name: 'Candles', price: 1, stock: 50 });
    const itemOf = async (id: string) => (await call('GET', `/inventory/${id}`)).json().item;
    expect((await itemOf(item.id)).salesCount).toBe(0);
    // Two lines of one product in one sale are one sale.
    await recordSale(t, shop, {
      items: [
        { productId: item.id, quantity: 1 },
        { productId: item.id, quantity: 2 },
      ],
    });
    const second = await recordSale(t, shop, {
      items: [
        { productId: item.id, quantity: 1 },
        { productId: other.id, quantity: 1 },
      ],
    });
    expect((await itemOf(item.id)).salesCount).toBe(2);
    const listed = (await call('GET', '/inventory?search=Matches')).json().items;
    expect(listed.find((i: { id: string }) => i.id === item.id)?.salesCount).toBe(2);
    await call('DELETE', `/sales/${second.id}`);
    expect((await itemOf(item.id)).salesCount).toBe(1);
    expect((await itemOf(other.id)).salesCount).toBe(0);
  });

  it('deletes a sale and gives its stock back', async () => {
    const item = await createItem(t, shop, { name: 'Soap', price: 2, stock: 6 });
    const sale = await recordSale(t, shop, {
      items: [
        { productId: item.id, quantity: 2 },
        { productId: item.id, quantity: 1 },
      ],
    });
    expect(await stockOf(item.id)).toBe(3);
    const res = await call('DELETE', `/sales/${sale.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sale deleted successfully. Its stock was returned.' });
    expect(await stockOf(item.id)).toBe(6);
    const history = (await call('GET', `/stock/product/${item.id}`)).json().entries as StockEntry[];
    expect(history[0]).toMatchObject({
      type: 'sale',
      quantityChange: 3,
      saleId: sale.id,
      note: `Sale #${sale.receiptNumber} deleted`,
    });
    const gone = await call('GET', `/sales/${sale.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'SALE_NOT_FOUND', error: 'Sale not found' });
    expect((await call('DELETE', `/sales/${sale.id}`)).statusCode).toBe(404);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
  });

  it('lists newest first with filters and cursor pages', async () => {
    const own = await createShop(t);
    const x = await createItem(t, own, { name: 'X', price: 1, stock: 100 });
    const y = await createItem(t, own, { name: 'Y', price: 1, stock: 100 });
    const customer = await createCustomer(t, own);
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
    const made: Sale[] = [];
    for (let n = 0; n < 5; n++) {
      made.push(
        await recordSale(t, own, {
          items: [{ productId: n % 2 ? y.id : x.id, quantity: 1 }],
          paymentMethod: n === 4 ? 'card' : 'cash',
          customerId: n < 2 ? customer.id : null,
          soldAt: at(5 - n),
        }),
      );
    }
    const list = async (query: string) =>
      (await call('GET', `/sales${query}`, undefined, {}, own)).json();
    const page1 = await list('?limit=2');
    expect(page1.sales.map((s: Sale) => s.id)).toEqual([made[4]!.id, made[3]!.id]);
    const page2 = await list(`?limit=2&cursor=${page1.nextCursor}`);
    const page3 = await list(`?limit=2&cursor=${page2.nextCursor}`);
    expect([...page2.sales, ...page3.sales].map((s: Sale) => s.id)).toEqual([
      made[2]!.id,
      made[1]!.id,
      made[0]!.id,
    ]);
    expect(page3.nextCursor).toBeNull();
    expect((await list(`?customerId=${customer.id}`)).sales).toHaveLength(2);
    expect((await list(`?productId=${y.id}`)).sales.map((s: Sale) => s.id)).toEqual([
      made[3]!.id,
      made[1]!.id,
    ]);
    expect((await list('?paymentMethod=card')).sales.map((s: Sale) => s.id)).toEqual([made[4]!.id]);
    const day = made[2]!.soldAt.slice(0, 10);
    expect((await list(`?from=${day}&to=${day}`)).sales.map((s: Sale) => s.id)).toEqual([
      made[2]!.id,
    ]);
    expect((await list(`?from=${made[3]!.soldAt}`)).sales).toHaveLength(2);
    const bad = await call('GET', '/sales?cursor=nonsense', undefined, {}, own);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'cursor', message: 'This page link is no longer valid. Reload the list.' },
    ]);
  });

  it('lets a manager sell; a stranger gets 404 on every route and changes nothing', async () => {
    const item = await createItem(t, shop, { name: 'Guarded', price: 1, stock: 5 });
    const manager = await addManager(t, shop);
    const sale = await recordSale(
      t,
      shop,
      { items: [{ productId: item.id, quantity: 1 }] },
      manager,
    );
    expect(sale.createdBy).toBe(manager.user.id);

    const stranger = await createUser(t);
    const strangerShop = await createShop(t, stranger);
    const strangerItem = await createItem(t, strangerShop, { stock: 5 });
    const as = { authorization: stranger.headers.authorization };
    const attempts = [
      call('GET', '/sales', undefined, as),
      call(
        'POST',
        '/sales',
        { items: [{ productId: item.id, quantity: 1 }], paymentMethod: 'cash' },
        as,
      ),
      call('GET', `/sales/${sale.id}`, undefined, as),
      call('PUT', `/sales/${sale.id}`, { note: 'mine now' }, as),
      call('DELETE', `/sales/${sale.id}`, undefined, as),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Business not found');
    }
    // Their own business cannot reach this sale or sell this business's products.
    const viaOwn = await call('GET', `/sales/${sale.id}`, undefined, {}, strangerShop);
    expect(viaOwn.statusCode).toBe(404);
    const mixed = await call(
      'POST',
      '/sales',
      {
        items: [
          { productId: strangerItem.id, quantity: 1 },
          { productId: item.id, quantity: 1 },
        ],
        paymentMethod: 'cash',
      },
      {},
      strangerShop,
    );
    expect(mixed.statusCode).toBe(400);
    expect(
      (await call('PUT', `/sales/${sale.id}`, { note: 'x' }, {}, strangerShop)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/sales/${sale.id}`, undefined, {}, strangerShop)).statusCode,
    ).toBe(404);
    expect(await stockOf(item.id)).toBe(4);
    expect(await stockOf(strangerItem.id, strangerShop)).toBe(5);
    expect((await call('GET', `/sales/${sale.id}`)).json().sale).toEqual(sale);
  });

  it('refuses sales, edits and deletes without a subscription, and still lists them', async () => {
    const lapsed = await createUser(t, { createdAt: new Date(Date.now() - 60 * DAY) });
    const own = await createShop(t, lapsed);
    const id = crypto.randomUUID();
    const writes = [
      call(
        'POST',
        '/sales',
        { items: [{ productId: id, quantity: 1 }], paymentMethod: 'cash' },
        {},
        own,
      ),
      call('PUT', `/sales/${id}`, { note: 'x' }, {}, own),
      call('DELETE', `/sales/${id}`, undefined, {}, own),
    ];
    const operations = [];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('SUBSCRIPTION_REQUIRED');
      operations.push(res.json().requiredOperation);
    }
    expect(operations).toEqual(['create_sale', 'update_sale', 'delete_sale']);
    expect((await call('GET', '/sales', undefined, {}, own)).statusCode).toBe(200);
  });
});
