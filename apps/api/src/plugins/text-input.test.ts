import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { findNul } from './text-input.ts';

const NUL = 'a\u0000b';

describe('findNul', () => {
  it('names the path of the first string holding a NUL, in keys too', () => {
    expect(findNul({ a: 'x', b: [{ c: NUL }] }, '')).toBe('b.0.c');
    expect(findNul({ [NUL]: 1 }, '')).toBe(NUL);
    expect(findNul(NUL, '')).toBe('request');
    expect(findNul({ a: 'fine', b: 1, c: null }, '')).toBeNull();
  });
});

/**
 * PostgreSQL refuses U+0000 in text: before the one check (plugins/text-input.ts) these answered
 * 500. Each must be a 400 naming the field, on PGlite and PostgreSQL alike.
 */
describe('a NUL character in any text', () => {
  let t: TestContext;
  let shop: Shop;
  let ids: { item: string; customer: string; category: string; expense: string; recurring: string };

  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
    const post = async (path: string, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: shop.url(path),
        headers: shop.owner.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    ids = {
      item: (await createItem(t, shop)).id,
      customer: (await post('/customers', { name: 'Ada' })).customer.id,
      category: (await post('/categories', { name: 'Grains' })).category.id,
      expense: (await post('/expenses', { amount: '5', category: 'fuel', paymentMethod: 'cash' }))
        .expense.id,
      recurring: (
        await post('/recurring-expenses', {
          amount: '5',
          category: 'rent',
          paymentMethod: 'cash',
          frequency: 'monthly',
          startDate: '2030-01-01',
        })
      ).recurringExpense.id,
    };
  });
  afterAll(() => t.close());

  const writes = () =>
    [
      [
        'POST',
        '/api/auth/register',
        { username: 'nul_user', email: 'n@example.com', password: NUL },
        'password',
      ],
      ['POST', '/api/auth/login', { email: 'n@example.com', password: NUL }, 'password'],
      ['POST', '/api/auth/forgot-password', { email: `x${NUL}@example.com` }, 'email'],
      [
        'POST',
        '/api/businesses',
        { name: NUL, description: 'd', country: 'NG', currency: 'NGN' },
        'name',
      ],
      ['PUT', shop.url(''), { description: NUL }, 'description'],
      ['POST', shop.url('/categories'), { name: NUL }, 'name'],
      ['PUT', shop.url(`/categories/${ids.category}`), { name: NUL }, 'name'],
      ['POST', shop.url('/customers'), { name: NUL }, 'name'],
      ['PUT', shop.url(`/customers/${ids.customer}`), { name: NUL }, 'name'],
      [
        'POST',
        shop.url(`/customers/${ids.customer}/payments`),
        { amount: '1', method: 'cash', note: NUL },
        'note',
      ],
      ['POST', '/api/customers', { name: NUL }, 'name'],
      ['POST', shop.url('/inventory'), { name: NUL, price: 1 }, 'name'],
      ['PUT', shop.url(`/inventory/${ids.item}`), { description: NUL }, 'description'],
      [
        'POST',
        shop.url('/expenses'),
        { amount: '1', category: NUL, paymentMethod: 'cash' },
        'category',
      ],
      ['PUT', shop.url(`/expenses/${ids.expense}`), { note: NUL }, 'note'],
      [
        'POST',
        shop.url('/recurring-expenses'),
        {
          amount: '1',
          category: 'rent',
          paymentMethod: 'cash',
          frequency: 'weekly',
          startDate: '2030-01-01',
          note: NUL,
        },
        'note',
      ],
      ['PUT', shop.url(`/recurring-expenses/${ids.recurring}`), { note: NUL }, 'note'],
      [
        'POST',
        shop.url('/sales'),
        { items: [{ productId: ids.item, quantity: 1 }], paymentMethod: 'cash', note: NUL },
        'note',
      ],
      [
        'POST',
        shop.url('/stock'),
        { productId: ids.item, quantity: 1, type: 'restock', note: NUL },
        'note',
      ],
      [
        'PUT',
        shop.url(`/inventory/${ids.item}/settings`),
        { nested: { deep: [NUL] } },
        'nested.deep.0',
      ],
    ] as const;

  it('answers 400 with the field on every write route, and writes nothing', async () => {
    for (const [method, url, payload, field] of writes()) {
      const res = await t.app.inject({ method, url, headers: shop.owner.headers, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        details: [{ field, message: INPUT_MESSAGES.nulCharacter }],
      });
    }
    const rows = await t.database.db.execute(
      `select (select count(*) from users)::int as users, (select count(*) from sales)::int as sales,
              (select count(*) from customers)::int as customers`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      users: 1,
      sales: 0,
      customers: 1,
    });
  });

  it('answers 400 for a NUL in list and search query strings', async () => {
    const queries = [
      shop.url('/inventory?search=a%00b'),
      shop.url('/customers?search=a%00b'),
      shop.url('/expenses?search=a%00b'),
      shop.url('/sales?cursor=a%00b'),
      `/api/customers?businessId=${shop.businessId}&search=a%00b`,
      '/api/auth/check-username?username=a%00b',
    ];
    for (const url of queries) {
      const res = await t.app.inject({ method: 'GET', url, headers: shop.owner.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().details[0].message).toBe(INPUT_MESSAGES.nulCharacter);
    }
  });

  it('answers 400 for a NUL in a path parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: shop.url('/customers/a%00b'),
      headers: shop.owner.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
