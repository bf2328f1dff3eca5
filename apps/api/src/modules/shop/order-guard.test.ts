import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_MESSAGES, SHOP_ORDERS_BEFORE_CHECK, SHOP_ORDERS_PER_SHOP } from '@app/contracts';
import { businesses } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { forgetAccessCache } from '#test/builders.ts';
import { createItem, createShop } from '#src/modules/inventory/inventory.fixtures.ts';
import { randomIp, solveHumanCheck } from '#src/modules/auth/test-support.ts';

/** A shared mobile address is asked for the human check, never refused outright. */
describe('who may place a public shop order', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  /** A published shop with one item in stock, and an order of it from `ip`. */
  async function openShop() {
    const shop = await createShop(t);
    const item = await createItem(t, shop, { name: 'Suya', price: 500, stock: 5_000 });
    const [row] = await t.database.db
      .update(businesses)
      .set({ shopPublished: true, socials: { whatsapp: '+234 801 234 5678' } })
      .where(eq(businesses.id, shop.businessId))
      .returning();
    forgetAccessCache(t);
    const order = (ip: string, captchaToken?: string, identifier = row!.slug) =>
      t.app.inject({
        method: 'POST',
        url: `/api/shop/${identifier}/orders`,
        remoteAddress: ip,
        payload: {
          customerName: 'Chidi',
          customerPhone: '+2348000000001',
          fulfilment: 'pickup',
          lines: [{ itemId: item.id, quantity: 1 }],
          ...(captchaToken ? { captchaToken } : {}),
        },
      });
    return { shop, slug: row!.slug, order };
  }

  it('asks an address that orders often for the human check, and takes the order after it', async () => {
    const { order } = await openShop();
    const shared = randomIp();
    for (let i = 0; i < SHOP_ORDERS_BEFORE_CHECK; i++) {
      expect((await order(shared)).statusCode).toBe(201);
    }
    const asked = await order(shared);
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toEqual({
      error: SHOP_MESSAGES.orderCheckRequired,
      message: SHOP_MESSAGES.orderCheckRequired,
      errorCode: 'CAPTCHA_REQUIRED',
      captcha: 'altcha',
    });
    // A customer who passes the check orders, however busy the address.
    const token = await solveHumanCheck(t);
    expect((await order(shared, token)).statusCode).toBe(201);
    // Each solution works once; a garbled one is a clear 400.
    expect((await order(shared, token)).json().errorCode).toBe('CAPTCHA_FAILED');
    expect((await order(shared, 'garbled')).statusCode).toBe(400);
    expect((await order(shared)).statusCode).toBe(428);
    // Another address is not affected.
    expect((await order(randomIp())).statusCode).toBe(201);
  });

  it('refuses past the per-shop ceiling, and only that shop, with a clear message', async () => {
    const { order, shop } = await openShop();
    const other = await openShop();
    // Every order from its own address: none is asked for the check, the shop still fills up.
    for (let i = 0; i < SHOP_ORDERS_PER_SHOP; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, SHOP_ORDERS_PER_SHOP - i) }, () => order(randomIp())),
      );
      expect(batch.map((r) => r.statusCode).filter((c) => c !== 201)).toEqual([]);
    }
    // By its id as by its slug: one shop, one ceiling; a solved check does not pass it either.
    for (const res of [
      await order(randomIp(), undefined, shop.businessId),
      await order(randomIp(), await solveHumanCheck(t)),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        error: SHOP_MESSAGES.shopBusy,
        message: SHOP_MESSAGES.shopBusy,
        errorCode: 'SHOP_BUSY',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await other.order(randomIp())).statusCode).toBe(201);
  });
});
