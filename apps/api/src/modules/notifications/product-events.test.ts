import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '#src/db/schema/index.ts';
import {
  addManager,
  createItem,
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { OFFLINE_SALE_MIN_AGE_MS } from '#src/modules/sales/offline-refusals.ts';
import { LOW_STOCK_JOB } from '#src/modules/stock/low-stock.ts';
import { notifyPlansEnding, PLAN_ENDING_JOB } from '#src/modules/trial/plan-ending.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Product events as notifications: each fires once per occurrence and obeys its preference. */
describe('product event notifications', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ FREE_TRIAL_DAYS: '14' });
  });
  afterAll(() => t.close());

  const inject = (
    who: TestUser,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...who.headers, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const turnOff = async (who: TestUser, key: string) => {
    const res = await inject(who, 'PUT', '/api/notifications/preferences', { [key]: false });
    expect(res.statusCode).toBe(200);
  };

  async function events(who: TestUser, source: string) {
    return rows<{ title: string; body: string; action_url: string; is_important: boolean }>(
      await t.database.db.execute(sql`select title, body, action_url, is_important
        from notifications where user_id = ${who.user.id} and source = ${source} order by id`),
    );
  }

  /** Waits until the queue has run every job of this name. */
  async function settled(job: string) {
    await expect
      .poll(
        async () =>
          rows<{ n: number }>(
            await t.database.db.execute(
              sql`select count(*)::int as n from jobs where name = ${job} and status <> 'failed'`,
            ),
          )[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(0);
  }

  describe('low stock', () => {
    let shop: Shop;
    let manager: TestUser;
    let quietManager: TestUser;
    beforeAll(async () => {
      shop = await createShop(t);
      manager = await addManager(t, shop);
      quietManager = await addManager(t, shop);
      await turnOff(quietManager, 'low_stock');
    });

    const sell = async (productId: string, quantity: number) => {
      const res = await inject(shop.owner, 'POST', shop.url('/sales'), {
        items: [{ productId, quantity }],
        paymentMethod: 'cash',
      });
      expect(res.statusCode, res.body).toBe(201);
      await settled(LOW_STOCK_JOB);
    };

    it('tells the owner and managers once per crossing of the threshold, not on every sale below it', async () => {
      const soap = await createItem(t, shop, { name: 'Soap', stock: 10, lowStockThreshold: 5 });
      await sell(soap.id, 4); // 6 left: above the level
      expect(await events(shop.owner, 'low_stock')).toEqual([]);
      await sell(soap.id, 2); // 4 left: crossed
      const [first] = await events(shop.owner, 'low_stock');
      expect(first).toEqual({
        title: 'Low stock: Soap',
        body: 'Soap is down to 4 at Test Shop (low-stock level 5).',
        action_url: `/inventory/${shop.businessId}`,
        is_important: true,
      });
      expect(await events(manager, 'low_stock')).toHaveLength(1);
      await sell(soap.id, 1); // 3 left: still below, no new crossing
      await sell(soap.id, 3); // 0 left
      expect(await events(shop.owner, 'low_stock')).toHaveLength(1);

      // A restock above the level and a new fall is a new crossing.
      const restock = await inject(shop.owner, 'POST', shop.url('/stock'), {
        productId: soap.id,
        quantity: 20,
        type: 'restock',
      });
      expect(restock.statusCode, restock.body).toBe(201);
      await settled(LOW_STOCK_JOB);
      expect(await events(shop.owner, 'low_stock')).toHaveLength(1);
      const damage = await inject(shop.owner, 'POST', shop.url('/stock'), {
        productId: soap.id,
        quantity: -16,
        type: 'damage',
      });
      expect(damage.statusCode, damage.body).toBe(201);
      await settled(LOW_STOCK_JOB);
      expect((await events(shop.owner, 'low_stock')).map((e) => e.body)).toEqual([
        'Soap is down to 4 at Test Shop (low-stock level 5).',
        'Soap is down to 4 at Test Shop (low-stock level 5).',
      ]);
      expect(await events(manager, 'low_stock')).toHaveLength(2);
      // The manager who turned low stock off heard nothing.
      expect(await events(quietManager, 'low_stock')).toEqual([]);
    });

    it("uses the business's default level and counts an edited stock level", async () => {
      await setBusinessSettings(t, shop, { lowStockThreshold: 3 });
      const rice = await createItem(t, shop, { name: 'Rice', stock: 8 });
      const edit = await inject(shop.owner, 'PUT', shop.url(`/inventory/${rice.id}`), {
        stock: 3,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      await settled(LOW_STOCK_JOB);
      const found = (await events(shop.owner, 'low_stock')).filter(
        (e) => e.title === 'Low stock: Rice',
      );
      expect(found.map((e) => e.body)).toEqual([
        'Rice is down to 3 at Test Shop (low-stock level 3).',
      ]);
    });
  });

  describe('trial or plan ending in 3 days', () => {
    const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);

    it('is a daily job on the queue', async () => {
      const schedule = rows<{ every_ms: number }>(
        await t.database.db.execute(
          sql`select every_ms::float8 as every_ms from job_schedules where name = ${PLAN_ENDING_JOB}`,
        ),
      );
      expect(schedule).toEqual([{ every_ms: DAY }]);
    });

    it('tells a user whose trial ends within 3 days, once per trial, unless turned off', async () => {
      const ending = await createUser(t, { createdAt: ago(14 - 2.5) }); // 2.5 days left
      const later = await createUser(t, { createdAt: ago(14 - 5) }); // 5 days left
      const quiet = await createUser(t, { createdAt: ago(14 - 1) });
      await turnOff(quiet, 'plan_ending');
      await notifyPlansEnding(t.app.deps);
      expect(await events(ending, 'plan_ending')).toEqual([
        {
          title: 'Your free trial ends in 3 days',
          body: 'Choose a plan before it ends to keep recording sales, stock and expenses.',
          action_url: '/subscriptions',
          is_important: true,
        },
      ]);
      expect(await events(later, 'plan_ending')).toEqual([]);
      expect(await events(quiet, 'plan_ending')).toEqual([]);
      // The next day's run: the same trial is not announced again, even if the row was deleted.
      await t.database.db.execute(sql`delete from notifications where user_id = ${ending.user.id}`);
      t.clock.advance(DAY);
      try {
        await notifyPlansEnding(t.app.deps);
        expect(await events(ending, 'plan_ending')).toEqual([]);
        expect(await events(later, 'plan_ending')).toEqual([]);
      } finally {
        t.clock.reset();
      }
    });

    it('tells a user whose paid plan ends within 3 days without renewing, once per period', async () => {
      const now = t.clock.now();
      const cancelled = await createUser(t, { createdAt: ago(90) });
      const renewing = await createUser(t, { createdAt: ago(90) });
      const plan = (
        userId: string,
        days: number,
        extra: Partial<typeof subscriptions.$inferInsert>,
      ) =>
        t.database.db.insert(subscriptions).values({
          userId,
          plan: 'monthly',
          status: 'active',
          currentPeriodEnd: new Date(now.getTime() + days * DAY),
          provider: 'stripe',
          providerSubscriptionId: randomUUID(),
          ...extra,
        });
      await plan(cancelled.user.id, 2, { cancelAtPeriodEnd: true });
      await plan(renewing.user.id, 2, {});
      await notifyPlansEnding(t.app.deps);
      await notifyPlansEnding(t.app.deps);
      expect((await events(cancelled, 'plan_ending')).map((e) => [e.title, e.body])).toEqual([
        [
          'Your monthly plan ends in 2 days',
          'It will not renew by itself. Renew it to keep full access to your records.',
        ],
      ]);
      expect(await events(renewing, 'plan_ending')).toEqual([]);
      // Paid again by mobile money for a new period that also runs out: a new occurrence.
      await t.database.db.execute(sql`update subscriptions set status = 'expired'
        where user_id = ${cancelled.user.id}`);
      await plan(cancelled.user.id, 1, {
        provider: 'paystack',
        providerSubscriptionId: randomUUID(),
      });
      await notifyPlansEnding(t.app.deps);
      expect(await events(cancelled, 'plan_ending')).toHaveLength(2);
    });
  });

  describe('a sale refused on offline sync', () => {
    let shop: Shop;
    let seller: TestUser;
    beforeAll(async () => {
      shop = await createShop(t);
      seller = await addManager(t, shop);
    });

    const sale = (productId: string, ageMs: number, id = randomUUID()) => ({
      id,
      soldAt: new Date(t.clock.now().getTime() - ageMs).toISOString(),
      items: [{ productId, quantity: 5 }],
      paymentMethod: 'cash',
    });
    const send = (who: TestUser, body: ReturnType<typeof sale>) =>
      inject(who, 'POST', shop.url('/sales'), body, { 'idempotency-key': randomUUID() });
    const refused = async (who: TestUser) => {
      // Stored after the answer is sent: wait for it (or for its absence to be certain).
      await new Promise((r) => setTimeout(r, 300));
      return events(who, 'sale_refused');
    };

    it('tells the seller once when a sale made minutes ago is refused, with the reason', async () => {
      const tea = await createItem(t, shop, { name: 'Tea', stock: 2 });
      const body = sale(tea.id, OFFLINE_SALE_MIN_AGE_MS + 60_000);
      const res = await send(seller, body);
      expect(res.statusCode).toBe(409);
      const reason = res.json().message as string;
      await expect.poll(() => events(seller, 'sale_refused'), { timeout: 5_000 }).toHaveLength(1);
      const [event] = await events(seller, 'sale_refused');
      expect(event).toEqual({
        title: 'A sale made offline was refused',
        body: `The sale of 1 item made offline was refused when it synced: ${reason} It waits on the device that made it, under "Needs attention".`,
        action_url: `/sales/${shop.businessId}`,
        is_important: true,
      });
      // "Try again" by hand: the same sale, refused again, is not a second notification.
      expect((await send(seller, body)).statusCode).toBe(409);
      expect(await refused(seller)).toHaveLength(1);
      // The owner did not send it.
      expect(await events(shop.owner, 'sale_refused')).toEqual([]);
    });

    it("gives the reason in the seller's language, not the server's English", async () => {
      const swahili = await addManager(t, shop);
      expect(
        (await inject(swahili, 'PUT', '/api/auth/preferences', { language: 'sw' })).statusCode,
      ).toBe(200);
      const maize = await createItem(t, shop, { name: 'Unga 2kg', stock: 3 });
      const res = await send(swahili, sale(maize.id, OFFLINE_SALE_MIN_AGE_MS + 60_000));
      expect(res.statusCode).toBe(409);
      await expect.poll(() => events(swahili, 'sale_refused'), { timeout: 5_000 }).toHaveLength(1);
      const [event] = await events(swahili, 'sale_refused');
      expect(event!.title).toBe('Mauzo yaliyofanywa nje ya mtandao yamekataliwa');
      expect(event!.body).toContain('Hakuna stoku ya kutosha ya: Unga 2kg (zimebaki 3).');
      expect(event!.body).not.toContain(res.json().message);
      expect(event!.body).not.toMatch(/Not enough|left\)/);

      // A product deleted before the sale synced: said in French for a French reader.
      const french = await addManager(t, shop);
      await inject(french, 'PUT', '/api/auth/preferences', { language: 'fr' });
      const gone = sale(randomUUID(), OFFLINE_SALE_MIN_AGE_MS + 60_000);
      expect((await send(french, gone)).statusCode).toBe(400);
      await expect.poll(() => events(french, 'sale_refused'), { timeout: 5_000 }).toHaveLength(1);
      const [refusal] = await events(french, 'sale_refused');
      expect(refusal!.body).toContain('Un de ses articles n’existe plus dans ce commerce.');
    });

    it('stays quiet for a live checkout, an accepted late sale and when turned off', async () => {
      const cola = await createItem(t, shop, { name: 'Cola', stock: 50 });
      const fresh = await createUser(t);
      const shop2 = await createShop(t, fresh);
      // Live checkout refused (soldAt just now): the seller sees it at the till.
      expect((await send(seller, sale(randomUUID(), 5_000))).statusCode).toBe(400);
      // Accepted after hours offline.
      expect((await send(seller, sale(cola.id, 3 * 3_600_000))).statusCode).toBe(201);
      expect(await refused(seller)).toHaveLength(1); // only the one from the test before
      // Refused, but the owner turned the event off.
      await turnOff(fresh, 'sale_refused');
      const res = await inject(fresh, 'POST', shop2.url('/sales'), sale(randomUUID(), DAY));
      expect(res.statusCode).toBe(400);
      expect(await refused(fresh)).toEqual([]);
    });
  });
});
