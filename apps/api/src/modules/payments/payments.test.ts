import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer, Payment, PaymentWithSuggestions, Sale } from '@app/contracts';
import { idempotencyKeys, mpesaSettings, payments } from '#src/db/schema/index.ts';
import type { RealtimeEvent } from '#src/platform/realtime.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { startDarajaServer, type DarajaFake } from '#test/daraja-server.ts';
import {
  addManager,
  createItem,
  createShop,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';
import { businesses } from '#src/db/schema/index.ts';
import { forgetAccessCache } from '#test/builders.ts';
import { sweepStkPush } from './payments.service.ts';

const SETTINGS = {
  type: 'till',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  consumerKey: 'ck_test_consumer',
  consumerSecret: 'cs_test_secret',
} as const;

const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
};

describe('mobile money (M-Pesa through the fake Daraja)', () => {
  let t: TestContext;
  let fake: DarajaFake;
  let shop: Shop;
  const events: RealtimeEvent[] = [];
  let keySeq = 0;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers: Record<string, string> = shop.owner.headers,
    s: Shop = shop,
  ) => t.app.inject({ method, url: s.url(path), headers, ...(payload ? { payload } : {}) });
  const push = (body: object, key = `stk-${++keySeq}`, s: Shop = shop) =>
    call('POST', '/payments/mpesa', body, { ...s.owner.headers, 'idempotency-key': key }, s);
  const getPayment = async (id: string) => {
    const res = await call('GET', `/payments/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payment as Payment;
  };
  const settled = (id: string) =>
    until(
      () => getPayment(id),
      (p) => p.status !== 'pending',
    );
  const kesShop = async () => {
    const s = await createShop(t);
    await t.database.db
      .update(businesses)
      .set({ currency: 'KES', country: 'KE' })
      .where(eq(businesses.id, s.businessId));
    forgetAccessCache(t);
    const res = await call('PUT', '/payment-settings/mpesa', SETTINGS, s.owner.headers, s);
    expect(res.statusCode, res.body).toBe(200);
    return s;
  };

  beforeAll(async () => {
    fake = await startDarajaServer();
    fake.addApp(SETTINGS.consumerKey, SETTINGS.consumerSecret);
    fake.addShortcode(SETTINGS.shortcode, SETTINGS.passkey);
    t = await createTestContext({
      ...fake.env,
      // Short, so the slow-Daraja case ends quickly; long enough for a loaded CI machine.
      MPESA_HTTP_TIMEOUT_MS: '2000',
    });
    // Daraja posts back over HTTP: the app listens, and PUBLIC_URL is where.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.deps.config.PUBLIC_URL = address;
    t.app.deps.bus.subscribe((e) => events.push(e));
    shop = await kesShop();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => fake.behave({}));

  it('keeps the settings encrypted, answers them without secrets, and only to the owner', async () => {
    const got = await call('GET', '/payment-settings');
    expect(got.json()).toEqual({
      mpesa: { type: 'till', shortcode: '174379', configured: true, c2bRegisteredAt: null },
      paystack: null,
    });
    expect(got.body).not.toContain(SETTINGS.passkey);
    const [row] = await t.database.db
      .select()
      .from(mpesaSettings)
      .where(eq(mpesaSettings.businessId, shop.businessId));
    for (const secret of [SETTINGS.passkey, SETTINGS.consumerKey, SETTINGS.consumerSecret]) {
      expect(JSON.stringify(row)).not.toContain(secret);
    }
    const manager = await addManager(t, shop);
    const refused = await call('PUT', '/payment-settings/mpesa', SETTINGS, manager.headers);
    expect(refused.statusCode).toBe(403);
    const bad = await call('PUT', '/payment-settings/mpesa', {
      ...SETTINGS,
      shortcode: '12',
      passkey: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['passkey', 'shortcode']);
  });

  it('pushes, hears the callback, confirms with Daraja, and the sale takes the payment once', async () => {
    fake.behave({ answer: 'approve', answerAfterMs: 100 });
    const res = await push({ phone: '0712 345 678', amount: 25 });
    expect(res.statusCode, res.body).toBe(201);
    const pending = res.json().payment as Payment;
    expect(pending).toMatchObject({ status: 'pending', amount: 25, phone: '254712345678' });

    const stk = fake.stkRequests().at(-1)!;
    expect(stk.body).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerBuyGoodsOnline',
      Amount: 25,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
    });
    const callbackUrl = String(stk.body.CallBackURL);
    expect(
      callbackUrl.startsWith(
        `${t.app.deps.config.PUBLIC_URL}/api/pay-callbacks/stk/${pending.id}/`,
      ),
    ).toBe(true);
    const timestamp = String(stk.body.Timestamp);
    expect(Buffer.from(String(stk.body.Password), 'base64').toString()).toBe(
      `174379${SETTINGS.passkey}${timestamp}`,
    );

    const paid = await settled(pending.id);
    expect(paid.status).toBe('paid');
    expect(paid.mpesaReceipt).toBe(stk.receipt);
    // Confirmed by asking Daraja, not on the callback's word.
    expect(fake.requests.some((r) => r.path === '/mpesa/stkpushquery/v1/query')).toBe(true);
    // Published just after the row changed: the poll above can see the row first.
    await vi.waitFor(() =>
      expect(
        events.some(
          (e) =>
            e.type === 'payment_updated' &&
            (e.payload as { payment: Payment }).payment.status === 'paid',
        ),
      ).toBe(true),
    );

    // A replayed callback changes nothing.
    expect(await fake.replayCallback(stk)).toBe(200);
    expect(await getPayment(pending.id)).toEqual(paid);

    const item = await createItem(t, shop, { name: 'Sugar', price: 25, stock: 10 });
    const sale = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'cash',
      paymentId: pending.id,
    });
    expect(sale).toMatchObject({
      paymentMethod: 'mobile_money',
      mpesaReceipt: stk.receipt,
      total: 25,
    });
    expect((await getPayment(pending.id)).saleId).toBe(sale.id);
    const receipt = await t.app.inject({ method: 'GET', url: `/api/receipts/${sale.receiptCode}` });
    expect(receipt.body).toContain(stk.receipt!);

    const again = await call('POST', '/sales', {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'mobile_money',
      paymentId: pending.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('PAYMENT_ALREADY_USED');

    // Another business cannot use it; another amount cannot either.
    const other = await kesShop();
    const otherItem = await createItem(t, other, { name: 'Salt', price: 25, stock: 5 });
    const foreign = await call(
      'POST',
      '/sales',
      {
        items: [{ productId: otherItem.id, quantity: 1 }],
        paymentMethod: 'mobile_money',
        paymentId: pending.id,
      },
      other.owner.headers,
      other,
    );
    expect(foreign.statusCode, foreign.body).toBe(400);
  });

  it('refuses a sale of another amount and a payment not paid yet', async () => {
    fake.behave({ answer: 'silent' });
    const res = await push({ phone: '+254 112 345 678', amount: 40 });
    const pending = res.json().payment as Payment;
    expect(pending.phone).toBe('254112345678');
    const item = await createItem(t, shop, { name: 'Tea', price: 40, stock: 5 });
    const notPaid = await call('POST', '/sales', {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'mobile_money',
      paymentId: pending.id,
    });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().errorCode).toBe('PAYMENT_NOT_PAID');
    const wrong = await call('POST', '/sales', {
      items: [{ productId: item.id, quantity: 2 }],
      paymentMethod: 'mobile_money',
      paymentId: pending.id,
    });
    expect([400, 409]).toContain(wrong.statusCode);
  });

  it('records a cancelled push and a push the customer did not answer', async () => {
    fake.behave({ answer: 'cancel' });
    const cancelled = (await push({ phone: '0712345678', amount: 10 })).json().payment as Payment;
    expect((await settled(cancelled.id)).status).toBe('cancelled');

    fake.behave({ answer: 'timeout' });
    const timedOut = (await push({ phone: '0712345678', amount: 10 })).json().payment as Payment;
    expect((await settled(timedOut.id)).status).toBe('timed_out');

    fake.behave({ answer: 'fail' });
    const failed = (await push({ phone: '0712345678', amount: 10 })).json().payment as Payment;
    const end = await settled(failed.id);
    expect(end).toMatchObject({ status: 'failed', resultDesc: expect.stringMatching(/balance/) });
  });

  it('the timeout sweep asks Daraja, then gives a silent push up as timed out', async () => {
    fake.behave({ answer: 'silent' });
    const silent = (await push({ phone: '0712345678', amount: 15 })).json().payment as Payment;
    await expect(sweepStkPush(t.app.deps, silent.id, false)).rejects.toThrow(/cannot say/);
    expect((await getPayment(silent.id)).status).toBe('pending');
    expect(await sweepStkPush(t.app.deps, silent.id, true)).toBe('timed_out');
    expect((await getPayment(silent.id)).status).toBe('timed_out');

    // A push Daraja reports paid when the sweep asks is paid, without a callback.
    fake.behave({ answer: 'silent' });
    const late = (await push({ phone: '0712345678', amount: 15 })).json().payment as Payment;
    const record = fake.stkRequests().at(-1)!;
    record.resultCode = 0;
    record.resultDesc = 'The service request is processed successfully.';
    expect(await sweepStkPush(t.app.deps, late.id, false)).toBe('paid');
    expect((await getPayment(late.id)).status).toBe('paid');

    // Nobody waited for it any more: the owner finds it paid and unused, with the cashier's
    // unconfirmed mobile-money sale of that amount suggested, and attaches it.
    const item = await createItem(t, shop, { name: 'Matches', price: 15, stock: 5 });
    const offline = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'mobile_money',
      note: 'ref typed by the cashier',
    });
    expect(offline).toMatchObject({ paymentProvider: null, mpesaReceipt: null });
    const unused = (await call('GET', '/payments?status=paid&unused=true')).json()
      .payments as PaymentWithSuggestions[];
    const found = unused.find((p) => p.id === late.id)!;
    expect(found.suggestions.map((x) => x.saleId)).toContain(offline.id);
    const attached = await call('PUT', `/payments/${late.id}`, { saleId: offline.id });
    expect(attached.statusCode, attached.body).toBe(200);
    const confirmed = (await call('GET', `/sales/${offline.id}`)).json().sale as Sale;
    // STK query gives no receipt number: confirmed by M-Pesa, without one.
    expect(confirmed).toMatchObject({ paymentProvider: 'mpesa', paymentReference: null });
    const after = (await call('GET', '/payments?status=paid&unused=true')).json()
      .payments as Payment[];
    expect(after.map((p) => p.id)).not.toContain(late.id);
  });

  it('ignores forged, unknown, malformed and mismatched callbacks, answering as Daraja expects', async () => {
    fake.behave({ answer: 'silent' });
    const pending = (await push({ phone: '0712345678', amount: 30 })).json().payment as Payment;
    const stk = fake.stkRequests().at(-1)!;
    const url = new URL(String(stk.body.CallBackURL));
    const success = {
      Body: {
        stkCallback: {
          MerchantRequestID: stk.merchantRequestId,
          CheckoutRequestID: stk.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 30 },
              { Name: 'MpesaReceiptNumber', Value: 'FORGED1234' },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    };
    const post = (path: string, payload: unknown, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

    // Right token, but Daraja says the push is still being processed: a forgery changes nothing.
    for (const res of [
      await post(url.pathname, success),
      await post(url.pathname.replace(/[^/]+$/, 'wrong-token'), success),
      await post(`/api/pay-callbacks/stk/00000000-0000-4000-8000-000000000000/x`, success),
      await post(`/api/pay-callbacks/stk/not-a-uuid/x`, success),
      await post(url.pathname, '{"Body": nonsense'),
      await post(url.pathname, { Body: { stkCallback: { ResultCode: 'x' } } }),
      await post(url.pathname, 'hello', 'text/plain'),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(accepted);
    }
    expect(await getPayment(pending.id)).toMatchObject({ status: 'pending', mpesaReceipt: null });

    // Daraja did take the money, but the callback's amount is not the request's: nothing changes.
    fake.behave({ answer: 'approve', answerAfterMs: 10, callbackAmount: 3 });
    const mismatch = (await push({ phone: '0712345678', amount: 31 })).json().payment as Payment;
    await fake.settled();
    await new Promise((r) => setTimeout(r, 300));
    expect((await getPayment(mismatch.id)).status).toBe('pending');
  });

  it('fails fast and records nothing when Daraja is down or slow; a retry then works', async () => {
    const count = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.businessId, shop.businessId)))
        .length;
    const before = await count();
    fake.behave({ down: true });
    const started = Date.now();
    const down = await push({ phone: '0712345678', amount: 12 }, 'retry-me');
    expect(down.statusCode).toBe(503);
    expect(down.json().errorCode).toBe('PAYMENT_PROVIDER_ERROR');
    fake.behave({ respondAfterMs: 5_000 });
    const slow = await push({ phone: '0712345678', amount: 12 }, 'slow-one');
    expect(slow.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(await count()).toBe(before);
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'retry-me'));
    expect(keys).toHaveLength(0);

    fake.behave({ answer: 'silent' });
    const retried = await push({ phone: '0712345678', amount: 12 }, 'retry-me');
    expect(retried.statusCode).toBe(201);
    const pushes = fake.stkRequests().length;
    const replay = await push({ phone: '0712345678', amount: 12 }, 'retry-me');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().payment.id).toBe(retried.json().payment.id);
    expect(fake.stkRequests()).toHaveLength(pushes);
  });

  it('refuses bad pushes with field errors: KES only, whole amounts, Kenyan phones', async () => {
    const bad = await push({ phone: '0812345678', amount: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['amount', 'phone']);
    expect((await push({ phone: '0712345678', amount: 0 })).statusCode).toBe(400);
    const naira = await createShop(t);
    await call('PUT', '/payment-settings/mpesa', SETTINGS, naira.owner.headers, naira);
    const ngn = await push({ phone: '0712345678', amount: 10 }, 'ngn', naira);
    expect(ngn.statusCode).toBe(400);
    expect(ngn.json().details[0].field).toBe('amount');
    const unset = await createShop(t);
    await t.database.db
      .update(businesses)
      .set({ currency: 'KES' })
      .where(eq(businesses.id, unset.businessId));
    forgetAccessCache(t);
    expect((await push({ phone: '0712345678', amount: 10 }, 'unset', unset)).statusCode).toBe(400);
  });

  it('registers the C2B URLs and matches till payments to a sale and to a customer credit', async () => {
    const reg = await call('POST', '/payment-settings/mpesa/register-c2b');
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json().mpesa.c2bRegisteredAt).toEqual(expect.any(String));
    const urls = fake.registered.get('174379')!;
    expect(urls.confirmationUrl).toMatch(
      new RegExp(`/api/pay-callbacks/c2b/${shop.businessId}/[A-Za-z0-9_-]{20,}/confirmation$`),
    );

    // A mobile-money sale typed by the cashier, waiting for its payment.
    const item = await createItem(t, shop, { name: 'Flour', price: 70, stock: 10 });
    const sale = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 1 }],
      paymentMethod: 'mobile_money',
    });
    const first = await fake.postC2B({ shortcode: '174379', amount: 70, firstName: 'Wanjiku' });
    expect(first.status).toBe(200);
    // Daraja retries: the same TransID is one payment.
    await fake.postC2B({ shortcode: '174379', amount: 70, transId: first.transId! });
    // A forged confirmation (wrong token) and another shortcode's change nothing.
    await fetch(urls.confirmationUrl.replace(/\/[^/]+\/confirmation$/, '/forged/confirmation'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...first.body, TransID: 'FORGED0001' }),
    });
    await fetch(urls.confirmationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...first.body, TransID: 'OTHER00001', BusinessShortCode: '999999' }),
    });

    const list = await call('GET', '/payments?status=unmatched');
    expect(list.statusCode).toBe(200);
    const unmatched = list.json().payments as PaymentWithSuggestions[];
    expect(unmatched).toHaveLength(1);
    expect(unmatched[0]).toMatchObject({
      source: 'c2b',
      status: 'unmatched',
      amount: 70,
      payerName: 'Wanjiku',
      mpesaReceipt: first.transId,
      suggestions: [{ saleId: sale.id, receiptNumber: sale.receiptNumber, total: 70 }],
    });

    const matched = await call('PUT', `/payments/${unmatched[0]!.id}`, { saleId: sale.id });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().payment).toMatchObject({ status: 'matched', saleId: sale.id });
    const saleNow = (await call('GET', `/sales/${sale.id}`)).json().sale as Sale;
    expect(saleNow).toMatchObject({
      mpesaReceipt: first.transId,
      paymentProvider: 'mpesa',
      paymentReference: first.transId,
    });
    // The history list says so too: no longer unconfirmed.
    const listed = (await call('GET', '/sales')).json().sales as Sale[];
    expect(listed.find((x) => x.id === sale.id)).toMatchObject({ paymentProvider: 'mpesa' });
    const twice = await call('PUT', `/payments/${unmatched[0]!.id}`, { saleId: sale.id });
    expect(twice.statusCode).toBe(409);

    // A customer pays their debt to the till: matched to their credit.
    const customer = await createCustomer(t, shop, { name: 'Otieno', phone: '+254712000111' });
    await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 2 }],
      paymentMethod: 'credit',
      customerId: customer.id,
    });
    const debt = await fake.postC2B({ shortcode: '174379', amount: 100, firstName: 'Otieno' });
    const [credit] = (await call('GET', '/payments?status=unmatched')).json()
      .payments as PaymentWithSuggestions[];
    expect(credit!.mpesaReceipt).toBe(debt.transId);
    const both = await call('PUT', `/payments/${credit!.id}`, {
      saleId: sale.id,
      customerId: customer.id,
    });
    expect(both.statusCode).toBe(400);
    const toCustomer = await call('PUT', `/payments/${credit!.id}`, { customerId: customer.id });
    expect(toCustomer.statusCode, toCustomer.body).toBe(200);
    expect(toCustomer.json().payment).toMatchObject({ status: 'matched', customerId: customer.id });
    const after = (await call('GET', `/customers/${customer.id}`)).json().customer as Customer;
    expect(after.balance).toBe(40);

    const stray = await fake.postC2B({ shortcode: '174379', amount: 5 });
    const [strayRow] = (await call('GET', '/payments?status=unmatched')).json()
      .payments as Payment[];
    expect(strayRow!.mpesaReceipt).toBe(stray.transId);
    const dismissed = await call('PUT', `/payments/${strayRow!.id}`, { dismiss: true });
    expect(dismissed.json().payment.status).toBe('dismissed');
    expect((await call('GET', '/payments?status=unmatched')).json().payments).toEqual([]);
  });

  it('keeps payments to their business', async () => {
    const stranger = await createShop(t);
    const res = await t.app.inject({
      method: 'GET',
      url: shop.url('/payments?status=unmatched'),
      headers: stranger.owner.headers,
    });
    expect(res.statusCode).toBe(404);
    const own = (await call('GET', '/payments')).json().payments as Payment[];
    const peek = await call(
      'GET',
      `/payments/${own[0]!.id}`,
      undefined,
      stranger.owner.headers,
      stranger,
    );
    expect(peek.statusCode).toBe(404);
  });
});
