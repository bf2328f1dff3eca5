import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Sale } from '@app/contracts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { offlineRefusal } from './offline-refusals.ts';

const HOUR = 60 * 60_000;
const MINUTE = 60_000;

/**
 * A phone whose clock is hours off still sells, online and from its offline queue.
 * The server's clock is fixed; the "device" times are that clock plus the phone's error.
 */
describe('sale time on the server clock', () => {
  let t: TestContext;
  let shop: Shop;
  let itemId: string;
  // Whole seconds: the answer's soldAt is compared as text.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
    itemId = (await createItem(t, shop, { name: 'Bread', price: 2, stock: 1000 })).id;
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  /** What a phone's clock reads at a real moment, `skewMs` off. */
  const device = (at: number, skewMs: number) => new Date(at + skewMs).toISOString();
  const post = (body: object) => {
    t.clock.set(now);
    return t.app.inject({
      method: 'POST',
      url: shop.url('/sales'),
      headers: shop.owner.headers,
      payload: { items: [{ productId: itemId, quantity: 1 }], paymentMethod: 'cash', ...body },
    });
  };
  const recorded = async (body: object) => {
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().sale as Sale).soldAt;
  };
  const at = (ms: number) => new Date(ms).toISOString();

  it('records a future soldAt without sentAt at the server time, never refused', async () => {
    expect(await recorded({ soldAt: device(now.getTime(), 3 * HOUR) })).toBe(at(now.getTime()));
    expect(await recorded({ soldAt: device(now.getTime(), 2 * MINUTE) })).toBe(at(now.getTime()));
    // A time in the past is still taken as it is (an older client, an import).
    const past = now.getTime() - 2 * DAY;
    expect(await recorded({ soldAt: at(past) })).toBe(at(past));
  });

  it('records soldAt + sentAt at the server time minus the time the device says passed', async () => {
    const live = now.getTime() - 4_000;
    // A phone 3 hours fast, charging live: sent 4 s after the sale.
    expect(
      await recorded({ soldAt: device(live, 3 * HOUR), sentAt: device(now.getTime(), 3 * HOUR) }),
    ).toBe(at(live));
    // A phone 5 hours slow, in another offset's notation: the offsets are honoured.
    const soldAt = '2020-01-01T10:00:00+05:00';
    const sentAt = '2020-01-01T10:00:30+05:00';
    expect(await recorded({ soldAt, sentAt })).toBe(at(now.getTime() - 30_000));
  });

  it('dates a sale queued offline an hour ago by the elapsed device time, whatever the clock', async () => {
    const madeAt = now.getTime() - HOUR;
    for (const skew of [2 * HOUR, -9 * HOUR, 0]) {
      expect(
        await recorded({
          id: crypto.randomUUID(),
          soldAt: device(madeAt, skew),
          sentAt: device(now.getTime(), skew),
        }),
      ).toBe(at(madeAt));
    }
  });

  it('takes a sentAt before soldAt (the clock was set back meanwhile) as no sentAt', async () => {
    const future = device(now.getTime() - 10 * MINUTE, 3 * HOUR);
    expect(await recorded({ soldAt: future, sentAt: device(now.getTime(), 0) })).toBe(
      at(now.getTime()),
    );
    const past = now.getTime() - 2 * DAY;
    expect(await recorded({ soldAt: at(past), sentAt: at(past - HOUR) })).toBe(at(past));
  });

  it('refuses a sale that is months old by the elapsed device time, with the usual message', async () => {
    const res = await post({
      soldAt: device(now.getTime() - 40 * DAY, 3 * HOUR),
      sentAt: device(now.getTime(), 3 * HOUR),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'soldAt', message: 'The sale time cannot be more than 30 days ago' },
    ]);
    // Absurd but well-formed times: a 400, not a 500.
    const absurd = await post({ soldAt: '0001-01-01T00:00:00Z', sentAt: '9999-12-31T23:59:59Z' });
    expect(absurd.statusCode).toBe(400);
    expect(await recorded({ soldAt: '9999-12-31T23:59:00Z', sentAt: '9999-12-31T23:59:59Z' })).toBe(
      at(now.getTime() - 59_000),
    );
  });

  it('refuses a malformed sentAt, and sentAt without soldAt, with a 400 that records nothing', async () => {
    const before = (await listCount()) as number;
    const cases: [object, { field: string; message: string }[]][] = [
      [
        { soldAt: at(now.getTime()), sentAt: 'yesterday' },
        [{ field: 'sentAt', message: 'Use a date and time with its offset' }],
      ],
      [
        { soldAt: at(now.getTime()), sentAt: '2026-01-01T10:00:00' },
        [{ field: 'sentAt', message: 'Use a date and time with its offset' }],
      ],
      [{ soldAt: at(now.getTime()), sentAt: 12 }, [expect.objectContaining({ field: 'sentAt' })]],
      [{ sentAt: at(now.getTime()) }, [{ field: 'sentAt', message: 'Send soldAt with sentAt' }]],
    ];
    for (const [body, details] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details, JSON.stringify(body)).toEqual(details);
    }
    expect(await listCount()).toBe(before);
  });

  it('answers a resend that differs only in sentAt with the first answer (the queue retries)', async () => {
    const id = crypto.randomUUID();
    const soldAt = device(now.getTime() - 20 * MINUTE, HOUR);
    const first = await post({ id, soldAt, sentAt: device(now.getTime() - 15 * MINUTE, HOUR) });
    const again = await post({ id, soldAt, sentAt: device(now.getTime(), HOUR) });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('edits a sale time the same way (PUT takes sentAt too)', async () => {
    const res = await post({});
    const sale = res.json().sale as Sale;
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: shop.url(`/sales/${sale.id}`),
        headers: shop.owner.headers,
        payload: body,
      });
    const fast = await put({
      soldAt: device(now.getTime() - HOUR, 3 * HOUR),
      sentAt: device(now.getTime(), 3 * HOUR),
    });
    expect(fast.statusCode, fast.body).toBe(200);
    expect(fast.json().sale.soldAt).toBe(at(now.getTime() - HOUR));
    const future = await put({ soldAt: device(now.getTime(), 3 * HOUR) });
    expect(future.json().sale.soldAt).toBe(at(now.getTime()));
    const alone = await put({ sentAt: at(now.getTime()) });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().details).toEqual([{ field: 'sentAt', message: 'Send soldAt with sentAt' }]);
  });

  it('judges a refused offline sale by the same clock (the seller is notified of it)', () => {
    const body = (soldAt: string, sentAt?: string) => ({
      id: crypto.randomUUID(),
      items: [{}],
      soldAt,
      ...(sentAt ? { sentAt } : {}),
    });
    // Queued an hour ago on a phone 3 hours fast: an offline sale, made an hour ago.
    const queued = body(device(now.getTime() - HOUR, 3 * HOUR), device(now.getTime(), 3 * HOUR));
    expect(offlineRefusal(409, queued, now)).toMatchObject({
      soldAt: at(now.getTime() - HOUR),
      itemCount: 1,
    });
    // A live checkout on a phone 3 hours slow: not an offline sale.
    const live = body(device(now.getTime() - 2_000, -3 * HOUR), device(now.getTime(), -3 * HOUR));
    expect(offlineRefusal(409, live, now)).toBeNull();
    // A malformed sentAt (the refusal itself): soldAt alone.
    const malformed = body(at(now.getTime() - HOUR), 'soon');
    expect(offlineRefusal(400, malformed, now)).toMatchObject({ soldAt: at(now.getTime() - HOUR) });
  });

  async function listCount() {
    const res = await t.app.inject({
      method: 'GET',
      url: shop.url('/sales?limit=100'),
      headers: shop.owner.headers,
    });
    return (res.json().sales as Sale[]).length;
  }
});
