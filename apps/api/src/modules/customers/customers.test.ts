import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, Sale } from '@app/contracts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';

describe('customers', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: TestUser = shop.owner,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...as.headers, ...headers },
      ...(payload ? { payload } : {}),
    });

  it('creates, reads, updates and deletes a customer; answers the validation texts', async () => {
    const created = await call('POST', shop.url('/customers'), {
      name: '  Ngozi Eze ',
      phone: '+234 (0) 803-555-0101',
      email: 'ngozi@example.com',
      address: '',
      notes: 'Prefers transfer',
    });
    expect(created.statusCode).toBe(201);
    const customer = created.json().customer as Customer;
    expect(customer).toMatchObject({
      businessId: shop.businessId,
      name: 'Ngozi Eze',
      phone: '+234 (0) 803-555-0101',
      email: 'ngozi@example.com',
      address: null,
      notes: 'Prefers transfer',
      totalSpent: 0,
      salesCount: 0,
      lastPurchaseAt: null,
      balance: 0,
    });
    const url = shop.url(`/customers/${customer.id}`);
    expect((await call('GET', url)).json().customer).toEqual(customer);
    const updated = await call('PUT', url, { phone: null, address: '12 Market Road' });
    expect(updated.json().customer).toMatchObject({
      name: 'Ngozi Eze',
      phone: null,
      address: '12 Market Road',
    });

    const cases: [object, string, string][] = [
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ name: 'A', email: 'not-an-email' }, 'email', 'Must be a valid email address'],
      [{ name: 'A', phone: 'call me' }, 'phone', 'Use digits, spaces and + ( ) - . only'],
      [{ name: 'x'.repeat(121) }, 'name', 'Must be at most 120 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', shop.url('/customers'), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details).toContainEqual({ field, message });
    }

    const deleted = await call('DELETE', url);
    expect(deleted.json()).toEqual({
      message: 'Customer deleted successfully. Their sales are kept.',
    });
    const gone = await call('GET', url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      errorCode: 'CUSTOMER_NOT_FOUND',
      error: 'Customer not found',
    });
  });

  it('searches by name, email or phone digits, by name in cursor pages', async () => {
    const own = await createShop(t);
    for (const [name, phone, email] of [
      ['Bola Ade', '0803 111 2222', 'bola@shop.ng'],
      ['adaeze Okafor', '+234 805 333 4444', null],
      ['Chinedu 50%', null, 'chinedu@mail.com'],
      ['Zainab Bello', '0809-999-0000', 'zb@mail.com'],
    ] as const) {
      await createCustomer(t, own, { name, phone, email });
    }
    const list = async (query: string) =>
      (await call('GET', own.url(`/customers${query}`), undefined, own.owner)).json();
    const names = (r: { customers: Customer[] }) => r.customers.map((c) => c.name);
    expect(names(await list(''))).toEqual([
      'adaeze Okafor',
      'Bola Ade',
      'Chinedu 50%',
      'Zainab Bello',
    ]);
    expect(names(await list('?search=AD'))).toEqual(['adaeze Okafor', 'Bola Ade']);
    expect(names(await list('?search=mail.com'))).toEqual(['Chinedu 50%', 'Zainab Bello']);
    expect(names(await list('?search=8053334'))).toEqual(['adaeze Okafor']);
    expect(names(await list('?search=111-2222'))).toEqual(['Bola Ade']);
    expect(names(await list('?search=50%25'))).toEqual(['Chinedu 50%']);
    const first = await list('?limit=3');
    expect(first.customers).toHaveLength(3);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['Zainab Bello']);
    expect(second.nextCursor).toBeNull();
  });

  it('computes total spent, sales, last purchase and balance; records payments', async () => {
    const own = await createShop(t);
    const item = await createItem(t, own, { name: 'Cloth', price: 25, stock: 50 });
    const customer = await createCustomer(t, own, { name: 'Musa' });
    const older = new Date(Date.now() - 2 * DAY).toISOString();
    await recordSale(t, own, {
      items: [{ productId: item.id, quantity: 2 }],
      customerId: customer.id,
      soldAt: older,
    });
    const credit = await recordSale(t, own, {
      items: [{ productId: item.id, quantity: 3 }],
      customerId: customer.id,
      paymentMethod: 'credit',
      amountPaid: '15.50',
    });
    const url = own.url(`/customers/${customer.id}`);
    const get = async () => (await call('GET', url, undefined, own.owner)).json().customer;
    expect(await get()).toMatchObject({
      totalSpent: 125,
      salesCount: 2,
      lastPurchaseAt: credit.soldAt,
      balance: 59.5,
    });

    const pay = (payload: object, headers: Record<string, string> = {}) =>
      call('POST', `${url}/payments`, payload, own.owner, headers);
    const key = { 'idempotency-key': `pay-${customer.id}` };
    const paid = await pay({ amount: 20.25, method: 'mobile_money', note: 'MoMo ref 123' }, key);
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      payment: {
        customerId: customer.id,
        amount: 20.25,
        method: 'mobile_money',
        note: 'MoMo ref 123',
      },
      customer: { balance: 39.25 },
    });
    const replay = await pay({ amount: 20.25, method: 'mobile_money', note: 'MoMo ref 123' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(paid.body);
    const listed = (await call('GET', `${url}/payments?limit=1`, undefined, own.owner)).json();
    expect(listed.payments[0]).toEqual(paid.json().payment);
    expect(paid.json().customer).toEqual({ ...(await get()), balance: 39.25 });
    expect((await get()).balance).toBe(39.25);

    const tooMuch = await pay({ amount: 39.26, method: 'cash' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details).toEqual([
      { field: 'amount', message: 'The payment is more than the balance owed (39.25)' },
    ]);
    const bad = await pay({ amount: 0, method: 'credit' });
    expect(bad.json().details).toEqual([
      { field: 'amount', message: 'The amount must be more than 0' },
      { field: 'method', message: 'Method must be one of cash, card, transfer, mobile_money' },
    ]);
    // Payments of one customer queue on its row: five at once cannot pay more than is owed.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => pay({ amount: 15, method: 'cash' })),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 400, 400, 400]);
    expect((await get()).balance).toBe(9.25);
    expect((await pay({ amount: '9.25', method: 'cash' })).json().customer.balance).toBe(0);
    const latest = (await call('GET', `${url}/payments?limit=1`, undefined, own.owner)).json();
    expect(latest.payments.map((p: { amount: number }) => p.amount)).toEqual([9.25]);
    const next = `${url}/payments?limit=1&cursor=${latest.nextCursor}`;
    expect((await call('GET', next, undefined, own.owner)).json()).toMatchObject({
      payments: [{ amount: 15, method: 'cash' }],
    });

    // The last purchase is this customer's, not a later sale of another business.
    const other = await createShop(t);
    const otherItem = await createItem(t, other, { name: 'Soap', price: 2, stock: 5 });
    const otherCustomer = await createCustomer(t, other, { name: 'Ada' });
    await recordSale(t, other, {
      items: [{ productId: otherItem.id, quantity: 1 }],
      customerId: otherCustomer.id,
    });
    expect((await get()).lastPurchaseAt).toBe(credit.soldAt);

    // History: their sales, newest first.
    const history = (await call('GET', `${url}/sales`, undefined, own.owner)).json();
    expect(history.sales.map((s: Sale) => s.id)[0]).toBe(credit.id);
    expect(history.sales).toHaveLength(2);

    // Deleting the customer keeps the sales, without a customer.
    await call('DELETE', url, undefined, own.owner);
    const sale = (await call('GET', own.url(`/sales/${credit.id}`), undefined, own.owner)).json()
      .sale;
    expect(sale).toMatchObject({ id: credit.id, customerId: null, customer: null, balance: 59.5 });
    // Still owing and without a customer: it can be edited as it is.
    const noted = await call(
      'PUT',
      own.url(`/sales/${credit.id}`),
      { note: 'Musa left' },
      own.owner,
    );
    expect(noted.json().sale).toMatchObject({ note: 'Musa left', balance: 59.5 });
  });

  it('answers the /customers service paths with SPEC texts', async () => {
    const customer = await createCustomer(t, shop, { name: 'Service Path' });
    const stranger = await createUser(t);

    const created = await call('POST', '/api/customers', {
      name: 'Via body',
      businessId: shop.businessId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().customer).toMatchObject({
      name: 'Via body',
      businessId: shop.businessId,
    });
    const viaQuery = await call('POST', `/api/customers?businessId=${shop.businessId}`, {
      name: 'Via query',
    });
    expect(viaQuery.statusCode).toBe(201);

    const missing = await call('POST', '/api/customers', { name: 'Nobody' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'Cannot create customer: Business ID is missing.',
      message: 'Cannot create customer: Business ID is missing.',
      errorCode: 'VALIDATION_FAILED',
    });
    const malformed = await call('POST', '/api/customers', { name: 'X', businessId: '12' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Invalid business id');
    const foreign = await call(
      'POST',
      '/api/customers',
      { name: 'X', businessId: shop.businessId },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Business not found');

    const list = await call('GET', `/api/customers?businessId=${shop.businessId}&search=via`);
    expect(list.json().customers.map((c: Customer) => c.name)).toEqual(['Via body', 'Via query']);
    expect((await call('GET', '/api/customers')).json().error).toBe('Business ID is missing.');
    expect((await call('GET', '/api/customers?businessId=nope')).json().error).toBe(
      'Invalid business id',
    );
    expect(
      (await call('GET', `/api/customers?businessId=${shop.businessId}`, undefined, stranger))
        .statusCode,
    ).toBe(404);

    const one = await call('GET', `/api/customers/${customer.id}`);
    expect(one.json().customer).toEqual(customer);
    const put = await call('PUT', `/api/customers/${customer.id}`, { notes: 'VIP' });
    expect(put.json().customer).toMatchObject({ id: customer.id, notes: 'VIP' });
    for (const res of [
      await call('GET', `/api/customers/${customer.id}`, undefined, stranger),
      await call('PUT', `/api/customers/${customer.id}`, { notes: 'hacked' }, stranger),
      await call('GET', `/api/customers/${crypto.randomUUID()}`),
      await call('GET', '/api/customers/not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Customer not found');
    }
    expect((await call('GET', `/api/customers/${customer.id}`)).json().customer.notes).toBe('VIP');
  });

  it('lets a manager work; a stranger gets 404 on every route and changes nothing', async () => {
    const customer = await createCustomer(t, shop, { name: 'Guarded' });
    const manager = await addManager(t, shop);
    const byManager = await call(
      'PUT',
      shop.url(`/customers/${customer.id}`),
      { notes: 'm' },
      manager,
    );
    expect(byManager.statusCode).toBe(200);

    const stranger = await createUser(t);
    const strangerShop = await createShop(t, stranger);
    const url = shop.url(`/customers/${customer.id}`);
    for (const res of [
      await call('GET', shop.url('/customers'), undefined, stranger),
      await call('POST', shop.url('/customers'), { name: 'Intruder' }, stranger),
      await call('GET', url, undefined, stranger),
      await call('PUT', url, { name: 'Mine' }, stranger),
      await call('DELETE', url, undefined, stranger),
      await call('GET', `${url}/sales`, undefined, stranger),
      await call('POST', `${url}/payments`, { amount: 1, method: 'cash' }, stranger),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Business not found');
    }
    // Through their own business the customer does not exist either.
    const own = strangerShop.url(`/customers/${customer.id}`);
    for (const res of [
      await call('GET', own, undefined, stranger),
      await call('PUT', own, { name: 'Mine' }, stranger),
      await call('DELETE', own, undefined, stranger),
      await call('POST', `${own}/payments`, { amount: 1, method: 'cash' }, stranger),
      await call('GET', `${own}/sales`, undefined, stranger),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('CUSTOMER_NOT_FOUND');
    }
    expect((await call('GET', url)).json().customer).toMatchObject({ name: 'Guarded', notes: 'm' });
  });

  it('refuses customer writes without a subscription, and still lists them', async () => {
    const lapsed = await createUser(t, { createdAt: new Date(Date.now() - 60 * DAY) });
    const own = await createShop(t, lapsed);
    const id = crypto.randomUUID();
    const writes = [
      await call('POST', own.url('/customers'), { name: 'New' }, lapsed),
      await call('PUT', own.url(`/customers/${id}`), { name: 'New' }, lapsed),
      await call('DELETE', own.url(`/customers/${id}`), undefined, lapsed),
      await call(
        'POST',
        own.url(`/customers/${id}/payments`),
        { amount: 1, method: 'cash' },
        lapsed,
      ),
      await call('POST', '/api/customers', { name: 'New', businessId: own.businessId }, lapsed),
    ];
    expect(writes.map((r) => [r.statusCode, r.json().requiredOperation])).toEqual([
      [403, 'create_customer'],
      [403, 'update_customer'],
      [403, 'delete_customer'],
      [403, 'record_customer_payment'],
      [403, 'create_customer'],
    ]);
    expect((await call('GET', own.url('/customers'), undefined, lapsed)).statusCode).toBe(200);
  });
});
