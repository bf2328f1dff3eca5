import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_RATE_LIMIT, ASSISTANT_TEXTS, type AssistantAnswer } from '@app/contracts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { createShop } from '#src/modules/inventory/inventory.fixtures.ts';
import {
  expectedTotals,
  NOW,
  rawFacts,
  seedAssistantShop,
  type AssistantShop,
  type RawFacts,
} from './assistant.fixtures.ts';
import { money } from './format.ts';
import { unverifiedNumbers } from './numbers.ts';

/*
 * The built-in analyst (no AI_BASE_URL): the questions in English and Swahili against
 * the seeded shop, each expected figure computed here from the raw rows.
 */
describe('assistant: the built-in analyst over HTTP', () => {
  let t: TestContext;
  let seeded: AssistantShop;
  let raw: RawFacts;
  const kes = (cents: number) => money(cents / 100, 'KES');

  beforeAll(async () => {
    t = await createTestContext();
    seeded = await seedAssistantShop(t);
    raw = await rawFacts(t, seeded.shop.businessId);
    t.clock.set(NOW);
  });
  afterAll(() => t.close());

  const ask = async (message: string, conversationId?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: seeded.shop.url('/assistant/messages'),
      headers: seeded.shop.owner.headers,
      payload: { message, ...(conversationId ? { conversationId } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AssistantAnswer>();
    // Every number of every answer is in a source (or the question).
    expect(
      unverifiedNumbers(body.answer, [message, ...body.sources.map((s) => [s.args, s.result])]),
      body.answer,
    ).toEqual([]);
    return body;
  };

  it('answers how much was sold this week, in both languages, in KES and Nairobi time', async () => {
    const e = expectedTotals(raw, '2027-03-15', '2027-03-17');
    const cents = raw.sales
      .filter((s) => s.day >= '2027-03-15' && s.day <= '2027-03-17')
      .reduce((a, s) => a + s.revenueCents, 0);
    expect(e.salesCount).toBeGreaterThan(0);
    const en = await ask('How much did I sell this week?');
    expect(en.engine).toBe('builtin');
    expect(en.language).toBe('en');
    expect(en.answer).toContain(
      `You sold ${kes(cents)} this week (2027-03-15 to 2027-03-17, Africa/Nairobi time) in ${e.salesCount} sales.`,
    );
    expect(en.sources).toEqual([
      expect.objectContaining({ tool: 'sales_summary', args: { period: 'this_week' } }),
    ]);
    const sw = await ask('Nimeuza kiasi gani wiki hii?');
    expect(sw.language).toBe('sw');
    expect(sw.answer).toContain(`Umeuza ${kes(cents)} wiki hii`);
    expect(sw.answer).toContain(`katika mauzo ${e.salesCount}.`);
  });

  it('answers who owes money, with each customer and the total', async () => {
    const owed = new Map<string, number>();
    for (const s of raw.sales)
      if (s.customer_id) owed.set(s.customer_id, (owed.get(s.customer_id) ?? 0) + s.balanceCents);
    for (const p of raw.payments) owed.set(p.customer_id, (owed.get(p.customer_id) ?? 0) - p.cents);
    const debtors = [...owed].filter(([, c]) => c > 0);
    const total = debtors.reduce((a, [, c]) => a + c, 0);
    expect(debtors.length).toBeGreaterThan(0);
    for (const question of ['Who owes me money?', 'Nani ananidai pesa?']) {
      const r = await ask(question);
      expect(r.answer).toContain(kes(total));
      expect(r.answer).toContain(String(debtors.length));
      for (const [id, c] of debtors) {
        const name = raw.customers.find((x) => x.id === id)!.name;
        expect(r.answer).toContain(`- ${name}: ${kes(c)}`);
      }
    }
  });

  it('answers what to restock', async () => {
    const since = '2027-02-18';
    const expected = Object.values(seeded.items)
      .filter((item) => {
        const lines = raw.lines.filter((l) => l.product_id === item.id);
        const stock = item.stock - lines.reduce((a, l) => a + l.quantity, 0);
        const sold = lines
          .filter((l) => raw.sales.find((s) => s.id === l.sale_id)!.day >= since)
          .reduce((a, l) => a + l.quantity, 0);
        const daysLeft = sold > 0 ? Math.floor(stock / (sold / 28)) : null;
        return stock <= (item.lowStockThreshold ?? 5) || (daysLeft !== null && daysLeft <= 7);
      })
      .map((i) => i.name)
      .sort();
    expect(expected).toContain('Cooking oil');
    for (const question of ['What should I restock?', 'Nini niagize tena?']) {
      const r = await ask(question);
      expect(r.sources[0]).toMatchObject({ tool: 'restock', args: { days: 7 } });
      expect(r.tables[0]!.rows.map((row) => row[0]).sort()).toEqual(expected);
    }
  });

  it('lists the top 5 products of this month by revenue', async () => {
    const per = new Map<string, number>();
    for (const sale of raw.sales.filter((s) => s.day >= '2027-03-01')) {
      const share =
        Number(sale.discount) > 0
          ? (Number(sale.subtotal) - Number(sale.discount)) / Number(sale.subtotal)
          : 1;
      for (const line of raw.lines.filter((l) => l.sale_id === sale.id))
        per.set(line.product_id!, (per.get(line.product_id!) ?? 0) + line.lineCents * share);
    }
    const names = Object.fromEntries(Object.values(seeded.items).map((i) => [i.id, i.name]));
    const expected = [...per]
      .map(([id, c]) => ({ name: names[id]!, cents: Math.round(c) }))
      .sort((a, b) => b.cents - a.cents)
      .slice(0, 5);
    for (const question of ['Top 5 products this month', 'Bidhaa 5 bora mwezi huu']) {
      const r = await ask(question);
      expect(r.sources[0]).toMatchObject({
        tool: 'top_products',
        args: { period: 'this_month', limit: 5, order: 'top', by: 'revenue' },
      });
      const lines = r.answer.split('\n').slice(1);
      expect(lines.slice(0, expected.length)).toEqual(
        expected.map((p) => `- ${p.name}: ${kes(p.cents)}`),
      );
    }
  });

  it('compares this month with last month', async () => {
    const a = expectedTotals(raw, '2027-03-01', '2027-03-17');
    const b = expectedTotals(raw, '2027-02-01', '2027-02-28');
    const diff = Math.round(a.revenue * 100) - Math.round(b.revenue * 100);
    const percent = Math.round((Math.abs(diff) * 1000) / Math.round(b.revenue * 100)) / 10;
    const en = await ask('Compare this month with last month');
    expect(en.answer).toContain(
      `This month (2027-03-01 to 2027-03-17, Africa/Nairobi time): ${kes(Math.round(a.revenue * 100))} in ${a.salesCount} sales.`,
    );
    expect(en.answer).toContain(
      `Last month (2027-02-01 to 2027-02-28, Africa/Nairobi time): ${kes(Math.round(b.revenue * 100))} in ${b.salesCount} sales.`,
    );
    expect(en.answer).toContain(`${diff < 0 ? 'down' : 'up'} ${kes(Math.abs(diff))} (${percent}%)`);
    const sw = await ask('Linganisha mwezi huu na mwezi uliopita');
    expect(sw.sources[0]).toMatchObject({
      tool: 'compare_periods',
      args: { current: 'this_month', previous: 'last_month' },
    });
    expect(sw.answer).toContain(`${kes(Math.abs(diff))} (${percent}%)`);
  });

  it('answers what was spent on rent (this month)', async () => {
    const rent = raw.expenses
      .filter((e) => e.category === 'rent' && e.date >= '2027-03-01' && e.date <= '2027-03-17')
      .reduce((a, e) => a + e.cents, 0);
    expect(rent).toBe(2_500_000);
    const en = await ask('What did I spend on rent?');
    expect(en.answer).toBe(
      `You spent ${kes(rent)} on rent this month (2027-03-01 to 2027-03-17, Africa/Nairobi time) (1 expenses).`,
    );
    const sw = await ask('Nimetumia kiasi gani kwa kodi ya nyumba?');
    expect(sw.answer).toContain(`Umetumia ${kes(rent)} kwa rent mwezi huu`);
    const lastMonth = await ask('What did I spend on rent last month?');
    expect(lastMonth.answer).toContain(kes(2_400_000));
  });

  it("says it can't tell what the records do not hold, and what it can tell", async () => {
    for (const question of [
      'How many employees do I have?',
      'What did I sell in 2019?',
      'Nina wanyama wangapi?',
    ]) {
      const r = await ask(question);
      expect(r.sources).toEqual([]);
      expect(
        r.answer.startsWith(ASSISTANT_TEXTS.cantTell) || r.answer.startsWith('Siwezi'),
        r.answer,
      ).toBe(true);
      expect(r.answer.length).toBeGreaterThan(60);
    }
  });

  it('keeps conversations per business and user: list, history, delete', async () => {
    const first = await ask('Who owes me money?');
    const second = await ask('What should I restock?', first.conversationId);
    expect(second.conversationId).toBe(first.conversationId);
    const list = await t.app.inject({
      method: 'GET',
      url: seeded.shop.url('/assistant/conversations'),
      headers: seeded.shop.owner.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().conversations.map((c: { id: string }) => c.id)).toContain(
      first.conversationId,
    );
    const url = seeded.shop.url(`/assistant/conversations/${first.conversationId}`);
    const detail = await t.app.inject({ method: 'GET', url, headers: seeded.shop.owner.headers });
    expect(detail.statusCode).toBe(200);
    const messages = detail.json().messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(messages[1]).toMatchObject({ content: first.answer, sources: first.sources });
    // Someone else's user (even in another business of theirs) sees nothing.
    const stranger = await createShop(t, await createUser(t, { createdAt: NOW }));
    const foreign = await t.app.inject({
      method: 'GET',
      url: stranger.url(`/assistant/conversations/${first.conversationId}`),
      headers: stranger.owner.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errorCode: 'CONVERSATION_NOT_FOUND' });
    const notMine = await t.app.inject({ method: 'GET', url, headers: stranger.owner.headers });
    expect(notMine.statusCode).toBe(404);
    const continued = await t.app.inject({
      method: 'POST',
      url: stranger.url('/assistant/messages'),
      headers: stranger.owner.headers,
      payload: { message: 'Who owes me money?', conversationId: first.conversationId },
    });
    expect(continued.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url, headers: seeded.shop.owner.headers });
    expect(del.json()).toEqual({ deleted: true });
    const gone = await t.app.inject({ method: 'GET', url, headers: seeded.shop.owner.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    for (const payload of [
      {},
      { message: '   ' },
      { message: 'x'.repeat(1001) },
      { message: 'hi', conversationId: 'nope' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: seeded.shop.url('/assistant/messages'),
        headers: seeded.shop.owner.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('streams an answer as server-sent events', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: seeded.shop.url('/assistant/messages'),
      headers: { ...seeded.shop.owner.headers, accept: 'text/event-stream' },
      payload: { message: 'How much did I sell this week?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [e, d] = block.split('\n');
        return { event: e!.slice(7), data: JSON.parse(d!.slice(6)) };
      });
    expect(events[0]).toMatchObject({ event: 'source', data: { tool: 'sales_summary' } });
    expect(events[1]).toMatchObject({ event: 'conversation' });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(text).toBe(done.data.answer);
  });

  it('is a paid benefit: refused after the trial, for outsiders and signed-out callers', async () => {
    const lapsed = await createShop(
      t,
      await createUser(t, { createdAt: new Date(NOW.getTime() - 60 * DAY) }),
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: lapsed.url('/assistant/messages'),
      headers: lapsed.owner.headers,
      payload: { message: 'Who owes me money?' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'SUBSCRIPTION_REQUIRED' });
    // History stays readable.
    const list = await t.app.inject({
      method: 'GET',
      url: lapsed.url('/assistant/conversations'),
      headers: lapsed.owner.headers,
    });
    expect(list.statusCode).toBe(200);
    const outsider = await t.app.inject({
      method: 'POST',
      url: seeded.shop.url('/assistant/messages'),
      headers: lapsed.owner.headers,
      payload: { message: 'Who owes me money?' },
    });
    expect(outsider.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: seeded.shop.url('/assistant/messages'),
      payload: { message: 'Who owes me money?' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits questions per user', async () => {
    const user = await createUser(t, { createdAt: NOW });
    const shop = await createShop(t, user);
    const statuses: number[] = [];
    for (let i = 0; i <= ASSISTANT_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: shop.url('/assistant/messages'),
        headers: user.headers,
        payload: { message: 'Who owes me money?' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, ASSISTANT_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another user is not limited by the first one's questions.
    const other = await t.app.inject({
      method: 'POST',
      url: seeded.shop.url('/assistant/messages'),
      headers: seeded.shop.owner.headers,
      payload: { message: 'Who owes me money?' },
    });
    expect(other.statusCode).toBe(200);
  });
});
