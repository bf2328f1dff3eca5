import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sale } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { recordSale } from '#src/modules/sales/sales.fixtures.ts';
import { signReceiptCode } from '#src/modules/sales/receipt-code.ts';

describe('receipts', () => {
  let t: TestContext;
  let shop: Shop;
  let sale: Sale;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
    const item = await createItem(t, shop, { name: 'Kettle', price: 18.75, stock: 10 });
    sale = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 2, discount: 0.5 }],
      note: 'private note',
    });
  });
  afterAll(() => t.close());

  const verify = (code: string) => t.app.inject({ method: 'GET', url: `/api/receipts/${code}` });
  /** One character changed, still a well-formed code. */
  const alter = (code: string, at: number) =>
    code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);

  it('confirms a genuine receipt to anyone, with what the receipt shows and nothing more', async () => {
    const res = await verify(sale.receiptCode);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      valid: true,
      receipt: {
        businessName: 'Test Shop',
        receiptNumber: 1,
        soldAt: sale.soldAt,
        items: [{ name: 'Kettle', quantity: 2, unitPrice: 18.75, discount: 0.5, lineTotal: 37 }],
        subtotal: 37,
        discount: 0,
        tax: 0,
        total: 37,
        currency: 'NGN',
      },
    });
  });

  it('answers { valid: false } for an altered, unknown, malformed or forged code', async () => {
    const forgedKey = signReceiptCode('another-secret-another-secret-000', {
      saleId: sale.id,
      businessId: shop.businessId,
      receiptNumber: sale.receiptNumber,
      total: '37.00',
    });
    const codes = [
      alter(sale.receiptCode, 5), // in the sale id
      alter(sale.receiptCode, 30), // in the signature
      signReceiptCode(t.config.JWT_SECRET, {
        saleId: crypto.randomUUID(),
        businessId: shop.businessId,
        receiptNumber: 1,
        total: '37.00',
      }),
      forgedKey,
      'not-a-code',
      `${sale.receiptCode}x`,
      sale.id,
      'A'.repeat(300), // longer than Fastify's default parameter limit
    ];
    for (const code of codes) {
      const res = await verify(encodeURIComponent(code));
      expect(res.statusCode, code).toBe(200);
      expect(res.json(), code).toEqual({ valid: false });
    }
  });

  it('stops confirming a receipt once its sale is edited or deleted', async () => {
    const item = await createItem(t, shop, { name: 'Cup', price: 3, stock: 10 });
    const cup = await recordSale(t, shop, { items: [{ productId: item.id, quantity: 2 }] });
    const edited = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/sales/${cup.id}`),
      headers: shop.owner.headers,
      payload: { items: [{ productId: item.id, quantity: 1 }] },
    });
    const reissued = edited.json().sale as Sale;
    expect((await verify(cup.receiptCode)).json()).toEqual({ valid: false });
    expect((await verify(reissued.receiptCode)).json()).toMatchObject({
      valid: true,
      receipt: { total: 3 },
    });
    await t.app.inject({
      method: 'DELETE',
      url: shop.url(`/sales/${cup.id}`),
      headers: shop.owner.headers,
    });
    expect((await verify(reissued.receiptCode)).json()).toEqual({ valid: false });
  });

  it("checks a code against the caller's own business", async () => {
    const check = (s: Shop, code: string, headers = s.owner.headers) =>
      t.app.inject({ method: 'GET', url: s.url(`/receipts/${code}`), headers });
    const own = await check(shop, sale.receiptCode);
    expect(own.json()).toMatchObject({
      valid: true,
      sale: { id: sale.id, note: 'private note', items: [{ name: 'Kettle' }] },
    });
    expect((await check(shop, alter(sale.receiptCode, 20))).json()).toEqual({ valid: false });

    const other = await createShop(t);
    expect((await check(other, sale.receiptCode)).json()).toEqual({ valid: false });
    const stranger = await createUser(t);
    const res = await check(shop, sale.receiptCode, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Business not found');
  });

  it('limits how fast one client can try codes', async () => {
    const codes = await Promise.all(Array.from({ length: 31 }, () => verify('x'.repeat(38))));
    expect(codes.map((r) => r.statusCode)).toContain(429);
  });
});
