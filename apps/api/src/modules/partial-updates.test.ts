import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';

/**
 * The same rule for every PUT: an update changes only the fields it sends. For each
 * resource: create it with every field set, PUT one field, and every other field is unchanged.
 * (The sales PUT has its own tests in modules/sales.)
 */
describe('every PUT changes only the fields it sends', () => {
  let t: TestContext;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestContext();
    t.clock.set(new Date('2030-03-10T10:00:00Z'));
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const call = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
    const res = await t.app.inject({ method, url, headers: shop.owner.headers, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };

  /** Everything but the field sent and the timestamps that must move. */
  const without = (o: Record<string, unknown>, ...keys: string[]) =>
    Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k) && k !== 'updatedAt'));

  async function expectOnly(
    url: string,
    created: Record<string, unknown>,
    key: string,
    patch: Record<string, unknown>,
    changed: string[] = Object.keys(patch),
  ) {
    const updated = (await call('PUT', url, patch, 200))[key] as Record<string, unknown>;
    expect(without(updated, ...changed)).toEqual(without(created, ...changed));
    for (const field of changed) expect(updated[field], field).not.toEqual(created[field]);
  }

  it('inventory items (and their settings)', async () => {
    const category = (await call('POST', shop.url('/categories'), { name: 'Grains' }, 201))
      .category;
    const item = (
      await call(
        'POST',
        shop.url('/inventory'),
        {
          name: 'Rice 5kg',
          sku: 'R-5',
          barcode: '123456789',
          categoryId: category.id,
          price: 12.5,
          cost: 9.25,
          stock: 7,
          unit: 'bag',
          description: 'Long grain',
          lowStockThreshold: 2,
          showInShop: true,
          settings: { featured: true, allowDiscount: false },
        },
        201,
      )
    ).item;
    const url = shop.url(`/inventory/${item.id}`);
    await expectOnly(url, item, 'item', { description: 'Parboiled' });
    const after = { ...item, description: 'Parboiled' };
    await expectOnly(url, after, 'item', { settings: { featured: false } });
    const settings = (await call('PUT', `${url}/settings`, { allowDiscount: true }, 200)).item;
    expect(settings.settings).toMatchObject({ featured: false, allowDiscount: true });
    expect(without(settings, 'settings')).toEqual(without(after, 'settings'));
  });

  it('customers, on both paths', async () => {
    const customer = (
      await call(
        'POST',
        shop.url('/customers'),
        {
          name: 'Ada Obi',
          phone: '+234 801 000 0000',
          email: 'ada@example.com',
          address: '1 Marina, Lagos',
          notes: 'Pays on Fridays',
        },
        201,
      )
    ).customer;
    await expectOnly(shop.url(`/customers/${customer.id}`), customer, 'customer', {
      notes: 'Pays on Mondays',
    });
    await expectOnly(
      `/api/customers/${customer.id}`,
      { ...customer, notes: 'Pays on Mondays' },
      'customer',
      { phone: '+234 802 000 0000' },
    );
  });

  it('categories', async () => {
    const category = (
      await call('POST', shop.url('/categories'), { name: 'Drinks', description: 'Cold' }, 201)
    ).category;
    await expectOnly(shop.url(`/categories/${category.id}`), category, 'category', {
      name: 'Beverages',
    });
  });

  it('expenses and recurring expenses', async () => {
    const expense = (
      await call(
        'POST',
        shop.url('/expenses'),
        {
          amount: '250.75',
          category: 'fuel',
          date: '2030-03-09',
          paymentMethod: 'mobile_money',
          note: 'Generator',
        },
        201,
      )
    ).expense;
    await expectOnly(shop.url(`/expenses/${expense.id}`), expense, 'expense', { note: 'Diesel' });

    const recurring = (
      await call(
        'POST',
        shop.url('/recurring-expenses'),
        {
          amount: '1000',
          category: 'rent',
          paymentMethod: 'transfer',
          note: 'Shop rent',
          frequency: 'monthly',
          startDate: '2030-04-01',
          endDate: '2030-12-01',
        },
        201,
      )
    ).recurringExpense;
    await expectOnly(
      shop.url(`/recurring-expenses/${recurring.id}`),
      recurring,
      'recurringExpense',
      { note: 'Rent, shop 4' },
    );
  });

  it('businesses', async () => {
    const business = (
      await call(
        'POST',
        '/api/businesses',
        {
          name: 'Partial Kitchen',
          description: 'Meals',
          country: 'NG',
          currency: 'NGN',
          address: '2 Broad St',
          phone: '+234 803 000 0000',
          settings: { taxRate: 7.5, lowStockThreshold: 3 },
          socials: { whatsapp: '+2348030000000', instagram: 'partialkitchen' },
          customFields: [{ label: 'RC', value: '12345' }],
        },
        201,
      )
    ).business;
    await expectOnly(`/api/businesses/${business.id}`, business, 'business', {
      description: 'Home meals',
    });
    const after = { ...business, description: 'Home meals' };
    const res = (
      await call('PUT', `/api/businesses/${business.id}`, { settings: { taxRate: 5 } }, 200)
    ).business;
    expect(res.settings).toEqual({ ...business.settings, taxRate: 5 });
    expect(without(res, 'settings')).toEqual(without(after, 'settings'));
  });
});
