import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASHIER_DEFAULT_PERMISSIONS,
  StaffListResponseSchema,
  StaffResponseSchema,
  TillSignInResponseSchema,
} from '@app/contracts';
import { notifications, refunds, shiftCashMovements, shifts } from '#src/db/schema/index.ts';
import { createCustomer } from '#src/modules/sales/sales.fixtures.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import type { TestUser } from '#test/builders.ts';
import { eq } from 'drizzle-orm';
import {
  addManager,
  createItem,
  createShop,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';

describe('staff at the till', () => {
  let t: TestContext;
  let shop: Shop;
  let other: Shop;
  let manager: TestUser;
  let deviceToken: string;
  let productId: string;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
    other = await createShop(t, shop.owner);
    manager = await addManager(t, shop);
    productId = (await createItem(t, shop, { name: 'Rice', price: 100, cost: 60, stock: 50 })).id;
  }, 60_000);
  afterAll(() => t.close());

  const addStaff = (payload: Record<string, unknown>, as: TestUser = shop.owner) =>
    t.app.inject({ method: 'POST', url: shop.url('/staff'), headers: as.headers, payload });
  const signIn = (staffId: string, pin: string, token = deviceToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/till/sign-in',
      payload: { deviceToken: token, staffId, pin },
    });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function staffToken(staffId: string, pin: string) {
    const res = await signIn(staffId, pin);
    expect(res.statusCode, res.body).toBe(200);
    return TillSignInResponseSchema.parse(res.json()).token;
  }
  const sell = (token: string, body: Record<string, unknown>, url = shop.url('/sales')) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: { paymentMethod: 'cash', items: [{ productId, quantity: 1 }], ...body },
    });

  it('creates a cashier with the defaults, never returning the PIN; a manager account may too', async () => {
    const res = await addStaff({ name: 'Amina', role: 'cashier', pin: '1234' });
    expect(res.statusCode, res.body).toBe(201);
    const { staff } = StaffResponseSchema.parse(res.json());
    expect(staff.permissions).toEqual(CASHIER_DEFAULT_PERMISSIONS);
    expect(res.body).not.toContain('1234');
    expect(res.body).not.toMatch(/pin/i);
    const byManager = await addStaff({ name: 'Bola', role: 'manager', pin: '5555' }, manager);
    expect(byManager.statusCode, byManager.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: shop.url('/staff'),
      headers: shop.owner.headers,
    });
    expect(StaffListResponseSchema.parse(list.json()).staff.map((s) => s.name)).toEqual([
      'Amina',
      'Bola',
    ]);
  });

  it('refuses bad input with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'X', role: 'cashier', pin: '12a4' }, 'pin'],
      [{ name: 'X', role: 'cashier', pin: '123' }, 'pin'],
      [{ name: 'X', role: 'cashier', pin: '1234567' }, 'pin'],
      [{ name: 'X', role: 'cashier', pin: '1234' }, 'pin'], // Amina's PIN
      [{ name: 'X', role: 'cashier', pin: '4321', permissions: { fly: true } }, 'permissions'],
      [
        { name: 'X', role: 'cashier', pin: '4321', permissions: { discountPercentMax: 101 } },
        'permissions.discountPercentMax',
      ],
      [{ name: 'X', role: 'boss', pin: '4321' }, 'role'],
    ];
    for (const [payload, field] of cases) {
      const res = await addStaff(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const fields = (res.json().details as { field: string }[]).map((d) => d.field);
      expect(
        fields.some((f) => f.startsWith(field)),
        `${JSON.stringify(payload)} ${res.body}`,
      ).toBe(true);
    }
  });

  it('registers a device; PIN sign-in gives a token for that business only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/devices'),
      headers: shop.owner.headers,
      payload: { name: 'Counter phone' },
    });
    expect(res.statusCode, res.body).toBe(201);
    deviceToken = res.json().deviceToken;
    const picker = await t.app.inject({
      method: 'POST',
      url: '/api/till/device',
      payload: { deviceToken },
    });
    expect(picker.json().staff.map((s: { name: string }) => s.name)).toEqual(['Amina', 'Bola']);
    const amina = picker.json().staff[0].id as string;
    expect((await signIn(amina, '1234', 'not-a-device')).statusCode).toBe(401);
    const token = await staffToken(amina, '1234');
    const own = await t.app.inject({
      method: 'GET',
      url: shop.url('/inventory'),
      headers: bearer(token),
    });
    expect(own.statusCode, own.body).toBe(200);
    // Without viewCostAndProfit: items without cost.
    expect(own.json().items[0]).not.toHaveProperty('cost');
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: other.url('/inventory'),
      headers: bearer(token),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errorCode).toBe('BUSINESS_NOT_FOUND');
    // Account routes are closed to a till sign-in.
    for (const [method, url] of [
      ['GET', '/api/businesses'],
      ['GET', shop.url('/staff')],
      ['POST', shop.url('/devices')],
      ['GET', shop.url('/managers')],
      ['GET', '/api/subscriptions/current'],
    ] as const) {
      const r = await t.app.inject({
        method,
        url,
        headers: bearer(token),
        payload: method === 'POST' ? { name: 'x' } : undefined,
      });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('enforces permissions on the server: discount cap, refunds, reports', async () => {
    const amina = (await addStaffList())[0]!.id;
    const token = await staffToken(amina, '1234');
    const plain = await sell(token, {});
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().sale).toMatchObject({ staffId: amina, staffName: 'Amina' });
    expect(plain.json().sale.items[0]).not.toHaveProperty('cost');
    for (const body of [
      { discount: 5 },
      { items: [{ productId, quantity: 1, discount: 1 }] },
      { items: [{ productId, quantity: 1, unitPrice: 99 }] },
    ]) {
      const res = await sell(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().errorCode).toBe('PERMISSION_REQUIRED');
    }
    const refund = await t.app.inject({
      method: 'POST',
      url: shop.url(`/sales/${plain.json().sale.id}/refunds`),
      headers: bearer(token),
      payload: { items: [] },
    });
    expect(refund.statusCode).toBe(403);
    expect(refund.json().errorCode).toBe('PERMISSION_REQUIRED');
    for (const path of ['/analytics', '/dashboard']) {
      const res = await t.app.inject({
        method: 'GET',
        url: shop.url(path),
        headers: bearer(token),
      });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().errorCode).toBe('PERMISSION_REQUIRED');
    }
    // A cap of 10 % lets 10 % through and no more (of the list-price subtotal).
    const put = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/staff/${amina}`),
      headers: shop.owner.headers,
      payload: {
        permissions: { discountPercentMax: 10, viewCostAndProfit: true, changePrices: true },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const token2 = await staffToken(amina, '1234');
    expect((await sell(token2, { discount: 10 })).statusCode).toBe(201);
    expect(
      (await sell(token2, { items: [{ productId, quantity: 2, unitPrice: 95 }] })).statusCode,
    ).toBe(201);
    expect((await sell(token2, { discount: 10.01 })).statusCode).toBe(403);
    // Without changePrices, no price but the list's, even within the cap.
    await t.app.inject({
      method: 'PUT',
      url: shop.url(`/staff/${amina}`),
      headers: shop.owner.headers,
      payload: { permissions: { changePrices: false } },
    });
    const token3 = await staffToken(amina, '1234');
    const repriced = await sell(token3, { items: [{ productId, quantity: 1, unitPrice: 95 }] });
    expect(repriced.statusCode).toBe(403);
    expect(repriced.json().errorCode).toBe('PERMISSION_REQUIRED');
    expect((await sell(token3, { discount: 10 })).statusCode).toBe(201);
    const withCost = await t.app.inject({
      method: 'GET',
      url: shop.url('/inventory'),
      headers: bearer(token2),
    });
    expect(withCost.json().items[0].cost).toBe(60);
  });

  it('honours a queued sale’s staffId only for a member of the same business', async () => {
    const [amina, bola] = await addStaffList();
    const token = await staffToken(bola!.id, '5555');
    const queued = await sell(token, { staffId: amina!.id });
    expect(queued.json().sale.staffId).toBe(amina!.id);
    const bogus = await sell(token, { staffId: '00000000-0000-4000-8000-000000000000' });
    expect(bogus.json().sale.staffId).toBe(bola!.id);
    const byOwner = await sell(shop.owner.headers.authorization!.slice(7), { staffId: amina!.id });
    expect(byOwner.json().sale.staffId).toBeNull();
    const report = await t.app.inject({
      method: 'GET',
      url: shop.url(`/reports/staff?from=2000-01-01&to=2100-01-01`),
      headers: shop.owner.headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().staff as {
      staffId: string | null;
      salesCount: number;
      discounts: number;
    }[];
    const ofAmina = rows.find((r) => r.staffId === amina!.id)!;
    expect(ofAmina.salesCount).toBe(5);
    // Line and order discounts as recorded; a price charged below list is not stored as one.
    expect(ofAmina.discounts).toBe(20);
  });

  it('gives credit (a sale that leaves a balance) only with giveCredit', async () => {
    const amina = (await addStaffList())[0]!.id;
    const customer = await createCustomer(t, shop, {
      name: 'Chidi Eze',
      phone: '+234 805 000 1111',
    });
    const onCredit = { paymentMethod: 'credit', customerId: customer.id, amountPaid: 0 };
    const refused = await sell(await staffToken(amina, '1234'), onCredit);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errorCode).toBe('PERMISSION_REQUIRED');
    const put = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/staff/${amina}`),
      headers: shop.owner.headers,
      payload: { permissions: { giveCredit: true } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const allowed = await sell(await staffToken(amina, '1234'), onCredit);
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().sale.balance).toBeGreaterThan(0);
  });

  it('records who refunded and who opened, paid in and closed a shift', async () => {
    const [amina, bola] = await addStaffList();
    const token = await staffToken(bola!.id, '5555');
    const sale = (await sell(token, {})).json().sale as { id: string };
    const refund = await t.app.inject({
      method: 'POST',
      url: shop.url(`/sales/${sale.id}/refunds`),
      headers: bearer(token),
      payload: { lines: [{ productId, quantity: 1 }], restock: true, method: 'cash' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const [refundRow] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.saleId, sale.id));
    expect(refundRow!.staffId).toBe(bola!.id);
    const aminaToken = await staffToken(amina!.id, '1234');
    const open = await t.app.inject({
      method: 'POST',
      url: shop.url('/shifts'),
      headers: bearer(aminaToken),
      payload: { openingFloat: 20, register: 'Front' },
    });
    expect(open.statusCode, open.body).toBe(201);
    const shiftId = open.json().shift.id as string;
    const payIn = await t.app.inject({
      method: 'POST',
      url: shop.url(`/shifts/${shiftId}/cash-movements`),
      headers: bearer(token),
      payload: { type: 'in', amount: 5, reason: 'Change', staffId: amina!.id },
    });
    expect(payIn.statusCode, payIn.body).toBe(201);
    const close = await t.app.inject({
      method: 'POST',
      url: shop.url(`/shifts/${shiftId}/close`),
      headers: bearer(token),
      payload: { countedCash: 25 },
    });
    expect(close.statusCode, close.body).toBe(200);
    const [shift] = await t.database.db.select().from(shifts).where(eq(shifts.id, shiftId));
    expect([shift!.openedByStaffId, shift!.closedByStaffId]).toEqual([amina!.id, bola!.id]);
    const [movement] = await t.database.db
      .select()
      .from(shiftCashMovements)
      .where(eq(shiftCashMovements.shiftId, shiftId));
    expect(movement!.staffId).toBe(amina!.id);
  });

  it('locks PIN sign-in after five wrong PINs (429 even with the right one) and tells the owner', async () => {
    const amina = (await addStaffList())[0]!.id;
    for (let i = 0; i < 5; i++) expect((await signIn(amina, '9999')).statusCode).toBe(401);
    const locked = await signIn(amina, '1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('STAFF_LOCKED');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, shop.owner.user.id));
    expect(told.some((n) => n.title === 'PIN sign-in locked')).toBe(true);
    t.clock.advance(16 * 60_000);
    expect((await signIn(amina, '1234')).statusCode).toBe(200);
  });

  it('revoking the device or deleting the member stops their tokens at once', async () => {
    const [amina, bola] = await addStaffList();
    const aminaToken = await staffToken(amina!.id, '1234');
    const bolaToken = await staffToken(bola!.id, '5555');
    const check = (token: string) =>
      t.app.inject({ method: 'GET', url: shop.url('/sales'), headers: bearer(token) });
    expect((await check(aminaToken)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: shop.url(`/staff/${amina!.id}`),
      headers: shop.owner.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await check(aminaToken)).statusCode).toBe(401);
    expect((await check(bolaToken)).statusCode).toBe(200);
    const devices = await t.app.inject({
      method: 'GET',
      url: shop.url('/devices'),
      headers: shop.owner.headers,
    });
    const deviceId = devices.json().devices[0].id as string;
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: shop.url(`/devices/${deviceId}`),
      headers: shop.owner.headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await check(bolaToken)).statusCode).toBe(401);
    expect((await signIn(bola!.id, '5555')).statusCode).toBe(401);
  });

  async function addStaffList() {
    const res = await t.app.inject({
      method: 'GET',
      url: shop.url('/staff'),
      headers: shop.owner.headers,
    });
    return StaffListResponseSchema.parse(res.json()).staff;
  }
});
