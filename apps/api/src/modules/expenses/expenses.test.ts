import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expense, ExpenseList } from '@app/contracts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { image, multipart } from '#test/businesses.ts';
import {
  addManager,
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';

describe('expenses', () => {
  let t: TestContext;
  let shop: Shop;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = shop.owner.headers,
  ) => t.app.inject({ method, url: shop.url(url), headers, ...(payload ? { payload } : {}) });
  const create = async (body: object) => {
    const res = await call('POST', '/expenses', { paymentMethod: 'cash', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().expense as Expense;
  };
  const list = async (query = '') => {
    const res = await call('GET', `/expenses${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ExpenseList;
  };

  beforeAll(async () => {
    t = await createTestContext();
    // 23:30 UTC on 2027-06-30 is already July 1st in Lagos (UTC+1).
    t.clock.set(new Date('2027-06-30T23:30:00Z'));
    shop = await createShop(t);
    await setBusinessSettings(t, shop, { timezone: 'Africa/Lagos' });
  });
  afterAll(() => t.close());

  it('records an expense, dated today in the business time zone unless told', async () => {
    const res = await call('POST', '/expenses', {
      amount: '1500.50',
      category: ' Office  Snacks ',
      paymentMethod: 'mobile_money',
      note: ' Biscuits for the team ',
    });
    expect(res.statusCode).toBe(201);
    const expense = res.json().expense as Expense;
    expect(expense).toMatchObject({
      businessId: shop.businessId,
      amount: 1500.5,
      category: 'office snacks',
      date: '2027-07-01',
      paymentMethod: 'mobile_money',
      note: 'Biscuits for the team',
      receiptImage: null,
      receiptImageUrl: null,
      recurringId: null,
      createdBy: shop.owner.user.id,
    });
    const again = await call('GET', `/expenses/${expense.id}`);
    expect(again.json().expense).toEqual(expense);
  });

  it('dates with the day of the business, not of the server', async () => {
    const west = await createShop(t);
    await setBusinessSettings(t, west, { timezone: 'America/Los_Angeles' });
    const res = await t.app.inject({
      method: 'POST',
      url: west.url('/expenses'),
      headers: west.owner.headers,
      payload: { amount: 5, category: 'other', paymentMethod: 'cash' },
    });
    expect(res.json().expense.date).toBe('2027-06-30');
  });

  it('answers the validation texts', async () => {
    const cases: [object, string, string][] = [
      [{ amount: 0, category: 'rent' }, 'amount', 'The amount must be more than 0'],
      [{ amount: -5, category: 'rent' }, 'amount', 'Must be 0 or more'],
      [{ amount: 1.005, category: 'rent' }, 'amount', 'Use at most 2 decimals'],
      [{ amount: 5, category: '   ' }, 'category', 'Category is required'],
      [{ amount: 5, category: 'x'.repeat(41) }, 'category', 'Must be at most 40 characters'],
      [
        { amount: 5, category: 'rent', paymentMethod: 'credit' },
        'paymentMethod',
        'Payment method must be one of cash, card, transfer, mobile_money, other',
      ],
      [{ amount: 5, category: 'rent', date: '2027-7-1' }, 'date', 'Use a date (YYYY-MM-DD)'],
      [
        { amount: 5, category: 'rent', date: '2027-07-02' },
        'date',
        'The date cannot be in the future',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/expenses', { paymentMethod: 'cash', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details, JSON.stringify(body)).toEqual([{ field, message }]);
    }
    const bad = await call('GET', '/expenses?cursor=nonsense');
    expect(bad.json().details).toEqual([
      { field: 'cursor', message: 'This page link is no longer valid. Reload the list.' },
    ]);
  });

  it('edits and deletes, and answers 404 for an expense that is not there', async () => {
    const expense = await create({ amount: 20, category: 'transport', date: '2027-06-20' });
    const res = await call('PUT', `/expenses/${expense.id}`, {
      amount: 25.5,
      category: 'Fuel',
      note: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().expense).toMatchObject({
      amount: 25.5,
      category: 'fuel',
      date: '2027-06-20',
      paymentMethod: 'cash',
    });
    const future = await call('PUT', `/expenses/${expense.id}`, { date: '2027-07-05' });
    expect(future.statusCode).toBe(400);
    const del = await call('DELETE', `/expenses/${expense.id}`);
    expect(del.json()).toEqual({ message: 'Expense deleted successfully' });
    for (const id of [expense.id, 'not-an-id']) {
      const gone = await call('GET', `/expenses/${id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({
        errorCode: 'EXPENSE_NOT_FOUND',
        error: 'Expense not found',
      });
      expect((await call('DELETE', `/expenses/${id}`)).statusCode).toBe(404);
    }
  });

  it('replays a retried POST with the same Idempotency-Key and records it once', async () => {
    const before = (await list()).totals.count;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: shop.url('/expenses'),
        headers: { ...shop.owner.headers, 'idempotency-key': 'expense-retry-1' },
        payload: { amount: 42, category: 'utilities', paymentMethod: 'transfer' },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().expense.id).toBe(first.json().expense.id);
    expect((await list()).totals.count).toBe(before + 1);
    const conflict = await t.app.inject({
      method: 'POST',
      url: shop.url('/expenses'),
      headers: { ...shop.owner.headers, 'idempotency-key': 'expense-retry-1' },
      payload: { amount: 43, category: 'utilities', paymentMethod: 'transfer' },
    });
    expect(conflict.statusCode).toBe(409);
  });

  it('stores a receipt photo re-encoded and fitted in 1600 px, and removes it', async () => {
    const expense = await create({ amount: 300, category: 'supplies', date: '2027-06-01' });
    const form = await multipart({}, [
      {
        field: 'receiptImage',
        buffer: await image('png', 2400, 1200),
        filename: 'r.png',
        type: 'image/png',
      },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/expenses/${expense.id}/receipt`),
      headers: { ...shop.owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json().expense as Expense;
    expect(stored.receiptImage).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(stored.receiptImageUrl).toBe(`/uploads/${stored.receiptImage}`);
    const file = path.join(t.config.DATA_DIR, 'uploads', stored.receiptImage!);
    expect(await sharp(file).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });

    const text = await multipart({}, [
      {
        field: 'receiptImage',
        buffer: Buffer.from('not an image'),
        filename: 'r.png',
        type: 'image/png',
      },
    ]);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/expenses/${expense.id}/receipt`),
      headers: { ...shop.owner.headers, ...text.headers },
      payload: text.payload,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      errorCode: 'INVALID_IMAGE',
      error: 'The receipt must be a JPEG, PNG, WebP or GIF image',
    });
    const empty = await multipart({ note: 'no file' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/expenses/${expense.id}/receipt`),
      headers: { ...shop.owner.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(missing.json().details).toEqual([
      { field: 'receiptImage', message: 'Choose an image of the receipt to upload' },
    ]);

    const removed = await call('DELETE', `/expenses/${expense.id}/receipt`);
    expect(removed.json()).toMatchObject({
      message: 'Receipt removed successfully',
      expense: { receiptImage: null, receiptImageUrl: null },
    });
    expect(existsSync(file)).toBe(false);
  });

  it('lists newest day first with filters, pages and totals over the whole filter', async () => {
    const own = await createShop(t);
    const add = async (amount: number, category: string, date: string, extra: object = {}) => {
      // The list orders one day's expenses by when they were entered: a second apart here.
      t.clock.advance(1000);
      const res = await t.app.inject({
        method: 'POST',
        url: own.url('/expenses'),
        headers: own.owner.headers,
        payload: { amount, category, date, paymentMethod: 'cash', ...extra },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().expense as Expense;
    };
    const rent = await add(500, 'rent', '2027-06-01', { paymentMethod: 'transfer' });
    const fuel1 = await add(20.1, 'generator fuel', '2027-06-10', { note: 'Diesel, 10 litres' });
    const fuel2 = await add(30.2, 'generator fuel', '2027-06-10');
    const salary = await add(300, 'salaries', '2027-06-28');
    const get = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: own.url(`/expenses${query}`),
        headers: own.owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ExpenseList;
    };
    const all = await get('');
    expect(all.expenses.map((e) => e.id)).toEqual([salary.id, fuel2.id, fuel1.id, rent.id]);
    expect(all.totals).toEqual({
      total: 850.3,
      count: 4,
      byCategory: [
        { category: 'rent', total: 500, count: 1 },
        { category: 'salaries', total: 300, count: 1 },
        { category: 'generator fuel', total: 50.3, count: 2 },
      ],
    });
    const page1 = await get('?limit=2');
    expect(page1.expenses.map((e) => e.id)).toEqual([salary.id, fuel2.id]);
    expect(page1.totals.total).toBe(850.3);
    const page2 = await get(`?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.expenses.map((e) => e.id)).toEqual([fuel1.id, rent.id]);
    expect(page2.nextCursor).toBeNull();

    const june = await get('?from=2027-06-02&to=2027-06-27');
    expect(june.totals).toMatchObject({ total: 50.3, count: 2 });
    expect((await get('?category=Generator%20Fuel')).totals.count).toBe(2);
    expect((await get('?paymentMethod=transfer')).expenses.map((e) => e.id)).toEqual([rent.id]);
    expect((await get('?search=diesel')).expenses.map((e) => e.id)).toEqual([fuel1.id]);
    expect((await get('?search=salar')).expenses.map((e) => e.id)).toEqual([salary.id]);
    expect((await get('?search=%25')).totals).toEqual({ total: 0, count: 0, byCategory: [] });
    const backwards = await t.app.inject({
      method: 'GET',
      url: own.url('/expenses?from=2027-06-10&to=2027-06-01'),
      headers: own.owner.headers,
    });
    expect(backwards.json().details).toEqual([
      { field: 'to', message: 'The end of the range cannot be before its start' },
    ]);

    const categories = await t.app.inject({
      method: 'GET',
      url: own.url('/expense-categories'),
      headers: own.owner.headers,
    });
    expect(categories.json().categories).toEqual([
      { name: 'rent', builtIn: true, count: 1 },
      { name: 'utilities', builtIn: true, count: 0 },
      { name: 'salaries', builtIn: true, count: 1 },
      { name: 'supplies', builtIn: true, count: 0 },
      { name: 'transport', builtIn: true, count: 0 },
      { name: 'marketing', builtIn: true, count: 0 },
      { name: 'taxes', builtIn: true, count: 0 },
      { name: 'stock_purchases', builtIn: true, count: 0 },
      { name: 'other', builtIn: true, count: 0 },
      { name: 'generator fuel', builtIn: false, count: 2 },
    ]);
  });

  it('lets managers record expenses and refuses writes without a subscription', async () => {
    const manager = await addManager(t, shop);
    const res = await call(
      'POST',
      '/expenses',
      { amount: 9, category: 'other', paymentMethod: 'cash' },
      manager.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().expense.createdBy).toBe(manager.user.id);

    const lapsed = await createUser(t, { createdAt: new Date(t.clock.now().getTime() - 60 * DAY) });
    const own = await createShop(t, lapsed);
    const writes: [string, string, object][] = [
      ['POST', '/expenses', { amount: 1, category: 'rent', paymentMethod: 'cash' }],
      ['PUT', `/expenses/${crypto.randomUUID()}`, { amount: 2 }],
      ['DELETE', `/expenses/${crypto.randomUUID()}`, {}],
      [
        'POST',
        '/recurring-expenses',
        {
          amount: 1,
          category: 'rent',
          paymentMethod: 'cash',
          frequency: 'monthly',
          startDate: '2027-07-01',
        },
      ],
    ];
    for (const [method, url, payload] of writes) {
      const denied = await t.app.inject({
        method: method as 'POST',
        url: own.url(url),
        headers: lapsed.headers,
        payload,
      });
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json()).toMatchObject({ errorCode: 'SUBSCRIPTION_REQUIRED' });
    }
    for (const url of ['/expenses', '/recurring-expenses', '/analytics', '/dashboard']) {
      const read = await t.app.inject({
        method: 'GET',
        url: own.url(url),
        headers: lapsed.headers,
      });
      expect(read.statusCode, url).toBe(200);
    }
  });

  it("walks every route of another user's business: 404 and nothing changed", async () => {
    const expense = await create({ amount: 77, category: 'marketing', date: '2027-06-15' });
    const scheduled = await call('POST', '/recurring-expenses', {
      amount: 10,
      category: 'rent',
      paymentMethod: 'cash',
      frequency: 'weekly',
      startDate: '2027-07-01',
    });
    expect(scheduled.statusCode).toBe(201);
    const recurringId = scheduled.json().recurringExpense.id as string;
    const before = await list('?limit=200');
    const stranger = await createUser(t);
    const form = await multipart({}, [
      { field: 'receiptImage', buffer: await image('png'), filename: 'r.png', type: 'image/png' },
    ]);
    const routes: [string, string, object | undefined][] = [
      ['GET', '/expenses', undefined],
      ['POST', '/expenses', { amount: 1, category: 'rent', paymentMethod: 'cash' }],
      ['GET', `/expenses/${expense.id}`, undefined],
      ['PUT', `/expenses/${expense.id}`, { amount: 1 }],
      ['DELETE', `/expenses/${expense.id}`, undefined],
      ['DELETE', `/expenses/${expense.id}/receipt`, undefined],
      ['GET', '/expense-categories', undefined],
      ['GET', '/recurring-expenses', undefined],
      [
        'POST',
        '/recurring-expenses',
        {
          amount: 1,
          category: 'rent',
          paymentMethod: 'cash',
          frequency: 'weekly',
          startDate: '2027-07-01',
        },
      ],
      ['GET', `/recurring-expenses/${recurringId}`, undefined],
      ['PUT', `/recurring-expenses/${recurringId}`, { amount: 99 }],
      ['DELETE', `/recurring-expenses/${recurringId}`, undefined],
      ['GET', '/analytics', undefined],
      ['GET', '/dashboard', undefined],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(method as 'GET', url, payload, stranger.headers);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toMatchObject({
        errorCode: 'BUSINESS_NOT_FOUND',
        error: 'Business not found',
      });
    }
    const upload = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/expenses/${expense.id}/receipt`),
      headers: { ...stranger.headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(404);
    // Their own business, our ids: not found either.
    const theirs = await createShop(t, stranger);
    for (const url of [`/expenses/${expense.id}`, `/recurring-expenses/${recurringId}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: theirs.url(url),
        headers: stranger.headers,
      });
      expect(res.statusCode, url).toBe(404);
    }
    expect(await list('?limit=200')).toEqual(before);
    const recurring = await call('GET', `/recurring-expenses/${recurringId}`);
    expect(recurring.json().recurringExpense).toEqual(scheduled.json().recurringExpense);
  });
});
