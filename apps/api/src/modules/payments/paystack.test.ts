import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@app/contracts';
import { businesses, paystackSettings } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { forgetAccessCache } from '#test/builders.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { recordSale } from '#src/modules/sales/sales.fixtures.ts';

const SECRET = 'sk_test_shopbookbusiness0001';

/** A local stand-in for api.paystack.co: /charge and /transaction/verify, with their shapes. */
async function startPaystack() {
  const charges: Record<string, unknown>[] = [];
  /** reference -> what verify answers. */
  const verdicts = new Map<string, { status: string; amount: number; currency: string }>();
  let down = false;
  const server = http.createServer((req, res) => {
    if (down) return void req.socket.destroy();
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${SECRET}`) {
        return send(401, { status: false, message: 'Invalid key' });
      }
      if (req.url === '/charge' && req.method === 'POST') {
        const body = JSON.parse(raw) as Record<string, unknown>;
        charges.push(body);
        verdicts.set(String(body.reference), {
          status: 'pending',
          amount: Number(body.amount),
          currency: String(body.currency),
        });
        return send(200, {
          status: true,
          message: 'Charge attempted',
          data: { reference: body.reference, status: 'pay_offline' },
        });
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(req.url ?? '');
      if (verify && req.method === 'GET') {
        const v = verdicts.get(decodeURIComponent(verify[1]!));
        if (!v) return send(404, { status: false, message: 'Transaction reference not found' });
        return send(200, { status: true, data: { reference: verify[1], ...v } });
      }
      send(404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    charges,
    verdicts,
    setDown: (value: boolean) => (down = value),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('mobile money through Paystack', () => {
  let t: TestContext;
  let fake: Awaited<ReturnType<typeof startPaystack>>;
  let shop: Shop;
  let key = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: shop.url(path),
      headers: { ...shop.owner.headers, 'idempotency-key': `ps-${++key}` },
      ...(payload ? { payload } : {}),
    });
  const webhook = (event: object, secret = SECRET, businessId = shop.businessId) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: `/api/pay-callbacks/paystack/${businessId}`,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', secret).update(payload).digest('hex'),
      },
      payload,
    });
  };
  const status = async (id: string) =>
    ((await call('GET', `/payments/${id}`)).json().payment as Payment).status;

  beforeAll(async () => {
    fake = await startPaystack();
    t = await createTestContext({ PAYSTACK_API_BASE: fake.url, MPESA_HTTP_TIMEOUT_MS: '500' });
    shop = await createShop(t);
    await t.database.db
      .update(businesses)
      .set({ currency: 'GHS', country: 'GH' })
      .where(eq(businesses.id, shop.businessId));
    forgetAccessCache(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('keeps the secret encrypted and refuses a charge before it is set', async () => {
    const early = await call('POST', '/payments/paystack', {
      phone: '0551234987',
      provider: 'mtn',
      amount: 12.5,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorCode).toBe('PAYMENTS_NOT_CONFIGURED');
    const bad = await call('PUT', '/payment-settings/paystack', { secretKey: 'pk_test_x' });
    expect(bad.statusCode).toBe(400);
    const res = await call('PUT', '/payment-settings/paystack', { secretKey: SECRET });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paystack: { configured: true } });
    const [row] = await t.database.db.select().from(paystackSettings);
    expect(JSON.stringify(row)).not.toContain(SECRET);
  });

  it('charges the wallet, and marks it paid only on a signed webhook that Paystack verifies', async () => {
    const res = await call('POST', '/payments/paystack', {
      phone: '0551234987',
      provider: 'mtn',
      amount: 12.5,
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().payment as Payment;
    expect(payment).toMatchObject({ source: 'paystack', status: 'pending', amount: 12.5 });
    const charge = fake.charges.at(-1)!;
    expect(charge).toMatchObject({
      amount: 1250,
      currency: 'GHS',
      mobile_money: { phone: '0551234987', provider: 'mtn' },
    });
    const reference = String(charge.reference);
    const success = { event: 'charge.success', data: { reference, amount: 1250 } };

    // Forged (another key): refused, nothing changes.
    expect((await webhook(success, 'sk_test_forged_key_000')).statusCode).toBe(400);
    // Signed, but Paystack says it is still pending: nothing changes.
    expect((await webhook(success)).json().outcome).toBe('unconfirmed');
    // Paystack took another amount: nothing changes.
    fake.verdicts.set(reference, { status: 'success', amount: 100, currency: 'GHS' });
    expect((await webhook(success)).json().outcome).toBe('unconfirmed');
    expect(await status(payment.id)).toBe('pending');

    fake.verdicts.set(reference, { status: 'success', amount: 1250, currency: 'GHS' });
    expect((await webhook(success)).json().outcome).toBe('paid');
    expect(await status(payment.id)).toBe('paid');
    expect((await webhook(success)).json().outcome).toBe('replayed');
    // Unknown references and other events change nothing.
    expect(
      (await webhook({ event: 'charge.success', data: { reference: 'nope' } })).json().outcome,
    ).toBe('unknown');
    expect((await webhook({ event: 'transfer.success', data: {} })).json().outcome).toBe('ignored');

    // The sale takes it once.
    const item = await createItem(t, shop, { name: 'Kenkey', price: 12.5, stock: 4 });
    const sale = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'cash',
      paymentId: payment.id,
    });
    expect(sale).toMatchObject({ paymentMethod: 'mobile_money', mpesaReceipt: reference });
    const again = await call('POST', '/sales', {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'mobile_money',
      paymentId: payment.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 503 and records nothing when Paystack is down', async () => {
    fake.setDown(true);
    const res = await call('POST', '/payments/paystack', {
      phone: '0551234987',
      provider: 'vod',
      amount: 3,
    });
    fake.setDown(false);
    expect(res.statusCode).toBe(503);
    const list = (await call('GET', '/payments')).json().payments as Payment[];
    expect(list.filter((p) => p.amount === 3)).toEqual([]);
  });
});
