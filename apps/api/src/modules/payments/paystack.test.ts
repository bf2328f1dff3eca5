import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PaymentWithSuggestions, Sale } from '@app/contracts';
import { businesses, paystackSettings } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { forgetAccessCache } from '#test/builders.ts';
import {
  FAKE_PAYSTACK_OTP,
  startPaystackServer,
  type PaystackFake,
} from '#test/paystack-server.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { recordSale } from '#src/modules/sales/sales.fixtures.ts';
import { sweepPaystackCharge } from './paystack.service.ts';

const SECRET = 'sk_test_shopbookbusiness0001';

describe('mobile money through Paystack', () => {
  let t: TestContext;
  let fake: PaystackFake;
  let shop: Shop;
  let key = 0;

  const charge = async (payload: object) => {
    const res = await call('POST', '/payments/paystack', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().payment as Payment;
  };
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
    fake = await startPaystackServer({ secret: SECRET });
    t = await createTestContext({ PAYSTACK_API_BASE: fake.url, MPESA_HTTP_TIMEOUT_MS: '3000' });
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
    // Paystack's reference, under its own name: not an M-Pesa receipt.
    expect(sale).toMatchObject({
      paymentMethod: 'mobile_money',
      paymentProvider: 'paystack',
      paymentReference: reference,
      mpesaReceipt: null,
    });
    const receipt = await t.app.inject({ method: 'GET', url: `/api/receipts/${sale.receiptCode}` });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().receipt).toMatchObject({
      paymentProvider: 'paystack',
      paymentReference: reference,
    });
    expect(receipt.json().receipt.mpesaReceipt).toBeUndefined();
    const again = await call('POST', '/sales', {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'mobile_money',
      paymentId: payment.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 503 and records nothing when Paystack is down', async () => {
    fake.behave({ down: true });
    const res = await call('POST', '/payments/paystack', {
      phone: '0551234987',
      provider: 'vod',
      amount: 3,
    });
    fake.behave({});
    expect(res.statusCode).toBe(503);
    const list = (await call('GET', '/payments')).json().payments as Payment[];
    expect(list.filter((p) => p.amount === 3)).toEqual([]);
  });

  it('refuses providers Paystack does not serve in the currency', async () => {
    const res = await call('POST', '/payments/paystack', {
      phone: '0712345678',
      provider: 'mpesa',
      amount: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: 'provider',
        message: 'Paystack does not serve this provider in the business currency',
      },
    ]);
  });

  it('fails at once, recording nothing, when Paystack asks for a card step', async () => {
    fake.behave({ answer: 'pin' });
    const res = await call('POST', '/payments/paystack', {
      phone: '0551234987',
      provider: 'mtn',
      amount: 4,
    });
    fake.behave({});
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Paystack asked for a step the till cannot take (send_pin): take the payment another way',
    );
    const list = (await call('GET', '/payments')).json().payments as Payment[];
    expect(list.filter((p) => p.amount === 4)).toEqual([]);
  });

  it('asks for the code Paystack sent the customer, then waits for the approval', async () => {
    fake.behave({ answer: 'otp', answerAfterMs: 10 });
    const charged = await charge({ phone: '0201234567', provider: 'vod', amount: 7 });
    // The request's answer is the one written before Paystack was asked; reading it tells.
    const payment = (await call('GET', `/payments/${charged.id}`)).json().payment as Payment;
    expect(payment).toMatchObject({ status: 'pending', nextStep: 'otp', provider: 'paystack' });
    const wrong = await call('POST', `/payments/${payment.id}/otp`, { otp: '000000' });
    expect(wrong.statusCode).toBe(502);
    expect(wrong.json().message).toBe('Paystack refused the request: Invalid OTP');
    expect((await call('GET', `/payments/${payment.id}`)).json().payment.nextStep).toBe('otp');
    const right = await call('POST', `/payments/${payment.id}/otp`, { otp: FAKE_PAYSTACK_OTP });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().payment).toMatchObject({ status: 'pending', nextStep: null });
    const again = await call('POST', `/payments/${payment.id}/otp`, { otp: FAKE_PAYSTACK_OTP });
    expect(again.statusCode).toBe(400);
  });

  it('the sweep verifies a charge whose webhook never came; the owner attaches it to a sale', async () => {
    fake.behave({ answer: 'silent' });
    const silent = await charge({ phone: '0551234987', provider: 'atl', amount: 9 });
    await expect(sweepPaystackCharge(t.app.deps, silent.id, false)).rejects.toThrow(/cannot say/);
    expect(await sweepPaystackCharge(t.app.deps, silent.id, true)).toBe('timed_out');
    expect(await status(silent.id)).toBe('timed_out');

    const declined = await charge({ phone: '0551234987', provider: 'mtn', amount: 9 });
    fake.verdicts.get(String(fake.charges.at(-1)!.reference))!.status = 'failed';
    expect(await sweepPaystackCharge(t.app.deps, declined.id, false)).toBe('failed');

    // Approved, but no webhook reached the server: the sweep's verify pays it.
    fake.behave({ answer: 'approve', answerAfterMs: 1 });
    const late = await charge({ phone: '0551234987', provider: 'mtn', amount: 9 });
    await fake.settled();
    expect(await sweepPaystackCharge(t.app.deps, late.id, false)).toBe('paid');
    const unused = (await call('GET', '/payments?status=paid&unused=true')).json()
      .payments as PaymentWithSuggestions[];
    expect(unused.map((p) => p.id)).toEqual([late.id]);
    const item = await createItem(t, shop, { name: 'Waakye', price: 9, stock: 3 });
    const sale = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'mobile_money',
    });
    expect(sale.paymentProvider).toBeNull();
    const attached = await call('PUT', `/payments/${late.id}`, { saleId: sale.id });
    expect(attached.statusCode, attached.body).toBe(200);
    const after = (await call('GET', `/sales/${sale.id}`)).json().sale as Sale;
    expect(after).toMatchObject({
      paymentProvider: 'paystack',
      paymentReference: String(fake.charges.at(-1)!.reference),
    });
  });

  it('tells the till what it may offer', async () => {
    const res = await call('GET', '/payment-methods');
    expect(res.json()).toEqual({ mpesa: false, paystack: true });
  });

  it("charges Kenya's M-Pesa and Airtel Money with the number in full, and no Ghanaian wallet", async () => {
    await t.database.db
      .update(businesses)
      .set({ currency: 'KES', country: 'KE' })
      .where(eq(businesses.id, shop.businessId));
    forgetAccessCache(t);
    try {
      fake.behave({ answer: 'silent' });
      const ghanaian = await call('POST', '/payments/paystack', {
        phone: '0551234987',
        provider: 'vod',
        amount: 50,
      });
      expect(ghanaian.statusCode).toBe(400);
      expect(ghanaian.json().details[0].field).toBe('provider');
      const before = fake.charges.length;
      const notKenyan = await call('POST', '/payments/paystack', {
        phone: '0551234987',
        provider: 'atl',
        amount: 50,
      });
      expect(notKenyan.statusCode).toBe(400);
      expect(notKenyan.json().details).toEqual([
        {
          field: 'phone',
          message: 'Enter a Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX or +254XXXXXXXXX',
        },
      ]);
      expect(fake.charges.length).toBe(before);

      const airtel = await charge({ phone: '0733123456', provider: 'atl', amount: 50 });
      expect(airtel).toMatchObject({ currency: 'KES', phone: '+254733123456', amount: 50 });
      expect(fake.charges.at(-1)).toMatchObject({
        currency: 'KES',
        amount: 5000,
        mobile_money: { phone: '+254733123456', provider: 'atl' },
      });
      await charge({ phone: '254712345678', provider: 'mpesa', amount: 20 });
      expect(fake.charges.at(-1)!.mobile_money).toEqual({
        phone: '+254712345678',
        provider: 'mpesa',
      });
    } finally {
      await t.database.db
        .update(businesses)
        .set({ currency: 'GHS', country: 'GH' })
        .where(eq(businesses.id, shop.businessId));
      forgetAccessCache(t);
    }
  });
});
