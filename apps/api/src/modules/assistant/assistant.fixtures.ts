import { eq, sql } from 'drizzle-orm';
import type { InventoryItem } from '@app/contracts';
import { businesses } from '#src/db/schema/index.ts';
import type { TestContext } from '#test/app.ts';
import { createUser, forgetAccessCache } from '#test/builders.ts';
import {
  createItem,
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';

/*
 * A shop in Nairobi (UTC+3, KES) on Wednesday 2027-03-17 at 12:00 local, with eight weeks of
 * sales generated from a fixed seed (discounts, credit sales, sales just after local midnight),
 * expenses in several categories and a customer payment. The tests compute what they expect
 * from the raw rows (`rawFacts`), never from the services under test.
 */
export const NOW = new Date('2027-03-17T09:00:00Z');
export const TIMEZONE = 'Africa/Nairobi';
export const CURRENCY = 'KES';

export interface AssistantShop {
  shop: Shop;
  items: Record<'sugar' | 'rice' | 'soap' | 'oil' | 'salt' | 'cola' | 'soda', InventoryItem>;
}

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export async function seedAssistantShop(t: TestContext): Promise<AssistantShop> {
  t.clock.set(NOW);
  // Created "now", so the trial covers the clock moved back to each sale's time below.
  const shop = await createShop(t, await createUser(t, { createdAt: NOW }));
  await setBusinessSettings(t, shop, { timezone: TIMEZONE, lowStockThreshold: 5 });
  await t.database.db
    .update(businesses)
    .set({ currency: CURRENCY })
    .where(eq(businesses.id, shop.businessId));
  forgetAccessCache(t);
  const items = {
    sugar: await createItem(t, shop, { name: 'Sugar 1kg', price: 150, cost: 110.5, stock: 400 }),
    rice: await createItem(t, shop, { name: 'Rice 2kg', price: 320, cost: 260, stock: 200 }),
    soap: await createItem(t, shop, {
      name: 'Bar soap',
      price: 45.5,
      cost: 30,
      stock: 300,
      lowStockThreshold: 20,
    }),
    oil: await createItem(t, shop, { name: 'Cooking oil', price: 410, cost: 350, stock: 4 }),
    salt: await createItem(t, shop, { name: 'Salt', price: 30, cost: 18, stock: 150 }),
    // Named in questions about one product ("How many Coca-Cola ...", "... soda ngapi ...").
    cola: await createItem(t, shop, { name: 'Coca-Cola 500ml', price: 60, cost: 42, stock: 120 }),
    soda: await createItem(t, shop, { name: 'Krest Soda 300ml', price: 50, cost: 35, stock: 80 }),
  };
  const ada = await createCustomer(t, shop, { name: 'Ada Wanjiku' });
  const ben = await createCustomer(t, shop, { name: 'Ben Otieno', phone: '+254 700 000 001' });
  const next = random(20);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  // 2027-01-18 (a Monday) to today, 0-3 sales a day between 06:00 and 21:59 local.
  const start = Date.UTC(2027, 0, 18);
  for (let day = 0; day <= 58; day++) {
    const count = Math.floor(next() * 4);
    for (let n = 0; n < count; n++) {
      const hour = 6 + Math.floor(next() * 16);
      const instant = new Date(
        start + day * 86_400_000 + (hour - 3) * 3_600_000 + Math.floor(next() * 60) * 60_000,
      );
      if (instant > NOW) continue;
      // A sale may be back-dated 30 days at most: the clock follows the sales.
      t.clock.set(new Date(instant.getTime() + 60_000));
      const lines = [
        {
          productId: pick([items.sugar, items.rice, items.soap, items.sugar]).id,
          quantity: 1 + Math.floor(next() * 4),
        },
      ];
      if (next() < 0.4)
        lines.push({ productId: items.salt.id, quantity: 1 + Math.floor(next() * 3) });
      const credit = next() < 0.15;
      await recordSale(t, shop, {
        items: lines,
        soldAt: instant.toISOString(),
        ...(next() < 0.2 ? { discount: 10 } : {}),
        ...(credit
          ? { paymentMethod: 'credit', customerId: pick([ada, ben]).id, amountPaid: 0 }
          : {}),
      });
    }
  }
  // The drinks sell on fixed days, after the generated sales (which they leave as they were).
  t.clock.set(NOW);
  for (const [soldAt, lines] of [
    ['2027-02-25T10:00:00Z', [{ productId: items.soda.id, quantity: 3 }]],
    ['2027-03-02T08:15:00Z', [{ productId: items.soda.id, quantity: 6 }]],
    ['2027-03-10T12:40:00Z', [{ productId: items.cola.id, quantity: 5 }]],
    ['2027-03-15T06:10:00Z', [{ productId: items.cola.id, quantity: 3 }]],
    [
      '2027-03-16T15:00:00Z',
      [
        { productId: items.cola.id, quantity: 4 },
        { productId: items.soda.id, quantity: 2 },
      ],
    ],
  ] as const)
    await recordSale(t, shop, { items: [...lines], soldAt });
  // Just after local midnight on Monday the 15th (still Sunday the 14th in UTC): this week.
  await recordSale(t, shop, {
    items: [{ productId: items.rice.id, quantity: 2 }],
    soldAt: '2027-03-14T21:30:00Z',
  });
  const pay = await t.app.inject({
    method: 'POST',
    url: shop.url(`/customers/${ada.id}/payments`),
    headers: shop.owner.headers,
    payload: { amount: 100, method: 'cash' },
  });
  if (pay.statusCode !== 201) throw new Error(`payment: ${pay.body}`);
  for (const [amount, date, category] of [
    [25000, '2027-03-01', 'rent'],
    [24000, '2027-02-01', 'rent'],
    [1830.4, '2027-03-05', 'utilities'],
    [640, '2027-03-16', 'transport'],
    [2100, '2027-02-20', 'utilities'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/expenses'),
      headers: shop.owner.headers,
      payload: { amount, date, category, paymentMethod: 'cash' },
    });
    if (res.statusCode !== 201) throw new Error(`expense: ${res.body}`);
  }
  return { shop, items };
}

/** The raw rows, read straight from the tables, with each sale's local day and hour. */
export async function rawFacts(t: TestContext, businessId: string) {
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  const sales = rows<{
    id: string;
    sold_at: string | Date;
    total: string;
    tax: string;
    cogs: string;
    discount: string;
    subtotal: string;
    balance: string;
    customer_id: string | null;
  }>(
    await t.database.db.execute(
      sql`select id, sold_at, total::text, tax::text, cogs::text, discount::text, subtotal::text, (total - amount_paid)::text as balance, customer_id from sales where business_id = ${businessId}`,
    ),
  );
  const lines = rows<{
    sale_id: string;
    product_id: string | null;
    quantity: number;
    cost: string;
    line_total: string;
  }>(
    await t.database.db.execute(
      sql`select sale_id, product_id, quantity, cost::text, line_total::text from sale_items where business_id = ${businessId}`,
    ),
  );
  const expenses = rows<{ amount: string; date: string; category: string }>(
    await t.database.db.execute(
      sql`select amount::text, date::text, category from expenses where business_id = ${businessId}`,
    ),
  );
  const payments = rows<{ customer_id: string; amount: string }>(
    await t.database.db.execute(
      sql`select customer_id, amount::text from customer_payments where business_id = ${businessId}`,
    ),
  );
  const customers = rows<{ id: string; name: string }>(
    await t.database.db.execute(
      sql`select id, name from customers where business_id = ${businessId}`,
    ),
  );
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const cents = (s: string) => Math.round(Number(s) * 100);
  return {
    sales: sales.map((s) => {
      const p = Object.fromEntries(
        format.formatToParts(new Date(s.sold_at)).map((x) => [x.type, x.value]),
      );
      return {
        ...s,
        day: `${p.year}-${p.month}-${p.day}`,
        hour: Number(p.hour),
        revenueCents: cents(s.total) - cents(s.tax),
        cogsCents: cents(s.cogs),
        balanceCents: cents(s.balance),
      };
    }),
    lines: lines.map((l) => ({ ...l, costCents: cents(l.cost), lineCents: cents(l.line_total) })),
    expenses: expenses.map((e) => ({ ...e, cents: cents(e.amount) })),
    payments: payments.map((p) => ({ ...p, cents: cents(p.amount) })),
    customers,
  };
}
export type RawFacts = Awaited<ReturnType<typeof rawFacts>>;

/** Revenue, profit and expenses of local days [from, to] from the raw rows, in cents. */
export function expectedTotals(raw: RawFacts, from: string, to: string) {
  const sales = raw.sales.filter((s) => s.day >= from && s.day <= to);
  const revenue = sales.reduce((a, s) => a + s.revenueCents, 0);
  const cogs = sales.reduce((a, s) => a + s.cogsCents, 0);
  const expenses = raw.expenses
    .filter((e) => e.date >= from && e.date <= to)
    .reduce((a, e) => a + e.cents, 0);
  return {
    revenue: revenue / 100,
    grossProfit: (revenue - cogs) / 100,
    expenses: expenses / 100,
    netProfit: (revenue - cogs - expenses) / 100,
    salesCount: sales.length,
  };
}
