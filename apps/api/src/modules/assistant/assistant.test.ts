import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSISTANT_RATE_LIMIT,
  ASSISTANT_SUGGESTIONS,
  ASSISTANT_TEXTS,
  type AssistantAnswer,
} from '@app/contracts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { resetRateLimitCounters } from '#src/platform/rate-limit-store.ts';
import { createItem, createShop } from '#src/modules/inventory/inventory.fixtures.ts';
import { recordSale } from '#src/modules/sales/sales.fixtures.ts';
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
 * The built-in analyst (no AI_BASE_URL): the product's sample questions in English and Swahili against
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
  // Each test asks as if in a new minute: the question set is longer than one user's limit, which
  // is tested on its own below.
  beforeEach(async () => {
    await resetRateLimitCounters(t.database);
  });

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

  const EAT = 'Africa/Nairobi';
  const en = (period: string, from: string, to: string) =>
    `${period} (${from} to ${to}, ${EAT} time)`;
  const sw = (period: string, from: string, to: string) =>
    `${period} (${from} hadi ${to}, saa za ${EAT})`;
  const sales = (n: number) => `${n} ${n === 1 ? 'sale' : 'sales'}`;
  const cents = (amount: number) => Math.round(amount * 100);

  /** Quantity, revenue (less each sale's discount share) and profit of products, from raw rows. */
  const productFigures = (ids: string[], from: string, to: string) => {
    let quantity = 0;
    let revenue = 0;
    let cost = 0;
    for (const sale of raw.sales.filter((s) => s.day >= from && s.day <= to)) {
      const share =
        Number(sale.discount) > 0
          ? (Number(sale.subtotal) - Number(sale.discount)) / Number(sale.subtotal)
          : 1;
      for (const line of raw.lines.filter(
        (l) => l.sale_id === sale.id && ids.includes(l.product_id!),
      )) {
        quantity += line.quantity;
        revenue += line.lineCents * share;
        cost += line.quantity * line.costCents;
      }
    }
    return { quantity, revenue: Math.round(revenue), profit: Math.round(revenue) - cost };
  };

  it('answers how much was sold this week, in both languages, in KES and Nairobi time', async () => {
    const e = expectedTotals(raw, '2027-03-15', '2027-03-17');
    const revenue = raw.sales
      .filter((s) => s.day >= '2027-03-15' && s.day <= '2027-03-17')
      .reduce((a, s) => a + s.revenueCents, 0);
    expect(e.salesCount).toBeGreaterThan(1);
    expect(cents(e.revenue)).toBe(revenue);
    const english = await ask('How much did I sell this week?');
    expect(english.engine).toBe('builtin');
    expect(english.language).toBe('en');
    expect(english.answer).toBe(
      `You sold ${kes(revenue)} ${en('this week', '2027-03-15', '2027-03-17')} in ${sales(e.salesCount)}. ` +
        `Gross profit was ${kes(cents(e.grossProfit))}; after ${kes(cents(e.expenses))} of expenses, net profit was ${kes(cents(e.netProfit))}.`,
    );
    expect(english.sources).toEqual([
      expect.objectContaining({ tool: 'sales_summary', args: { period: 'this_week' } }),
    ]);
    // The answer's chart: revenue of each day of the week, from the same records.
    const series = english.sources[0]!.result.series as { period: string; revenue: number }[];
    expect(series.map((p) => p.period)).toEqual(['2027-03-15', '2027-03-16', '2027-03-17']);
    for (const p of series)
      expect(cents(p.revenue)).toBe(
        raw.sales.filter((s) => s.day === p.period).reduce((a, s) => a + s.revenueCents, 0),
      );
    const swahili = await ask('Nimeuza kiasi gani wiki hii?');
    expect(swahili.language).toBe('sw');
    expect(swahili.answer).toBe(
      `Umeuza ${kes(revenue)} ${sw('wiki hii', '2027-03-15', '2027-03-17')} katika mauzo ${e.salesCount}. ` +
        `Faida ghafi ni ${kes(cents(e.grossProfit))}; baada ya matumizi ya ${kes(cents(e.expenses))}, faida halisi ni ${kes(cents(e.netProfit))}.`,
    );
  });

  it('says "1 sale" for one sale (and the rent test "1 expense")', async () => {
    const user = await createUser(t, { createdAt: NOW });
    const shop = await createShop(t, user);
    const item = await createItem(t, shop, { name: 'Chapati', price: 20, cost: 12, stock: 50 });
    await recordSale(t, shop, { items: [{ productId: item.id, quantity: 3 }] });
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/assistant/messages'),
      headers: user.headers,
      payload: { message: 'How much did I sell today?' },
    });
    const { answer, sources } = res.json<AssistantAnswer>();
    const today = (sources[0]!.result.period as { from: string }).from;
    const tz = sources[0]!.result.timezone as string;
    const cur = sources[0]!.result.currency as string;
    expect(answer).toBe(
      `You sold ${money(60, cur)} today (${today} to ${today}, ${tz} time) in 1 sale. ` +
        `Gross profit was ${money(24, cur)}; after ${money(0, cur)} of expenses, net profit was ${money(24, cur)}.`,
    );
  });

  it('lists each product a name matches, with their totals', async () => {
    const user = await createUser(t, { createdAt: NOW });
    const shop = await createShop(t, user);
    const small = await createItem(t, shop, {
      name: 'Coca-Cola 500ml',
      price: 60,
      cost: 40,
      stock: 50,
    });
    const big = await createItem(t, shop, {
      name: 'Coca-Cola 1.5L',
      price: 150,
      cost: 110,
      stock: 50,
    });
    await createItem(t, shop, { name: 'Chocolate bar', price: 80, cost: 50, stock: 50 });
    await createItem(t, shop, { name: 'Maji ya Uhai 1L', price: 70, cost: 50, stock: 50 });
    await recordSale(t, shop, {
      items: [
        { productId: small.id, quantity: 2 },
        { productId: big.id, quantity: 1 },
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/assistant/messages'),
      headers: user.headers,
      payload: { message: 'how many COLA did i sell today' },
    });
    const { answer, sources } = res.json<AssistantAnswer>();
    const r = sources[0]!.result as {
      currency: string;
      timezone: string;
      period: { from: string };
    };
    const c = (n: number) => money(n, r.currency);
    const day = r.period.from;
    // "cola" is a word of both Coca-Colas, and only the start of a word in "Chocolate".
    expect(answer).toBe(
      [
        `Products matching "cola" today (${day} to ${day}, ${r.timezone} time): 3 units sold, for ${c(270)} of revenue and ${c(80)} of profit:`,
        `- Coca-Cola 500ml: 2, ${c(120)}`,
        `- Coca-Cola 1.5L: 1, ${c(150)}`,
      ].join('\n'),
    );
    // A word that also names an expense category ("maji", water) still names a product here.
    const water = await t.app.inject({
      method: 'POST',
      url: shop.url('/assistant/messages'),
      headers: user.headers,
      payload: { message: 'Nimeuza maji ngapi leo?' },
    });
    expect(water.json<AssistantAnswer>().answer).toBe(
      `Hukuuza Maji ya Uhai 1L yoyote leo (${day} hadi ${day}, saa za ${r.timezone}).`,
    );
  });

  it('answers who owes money, with each customer and the total', async () => {
    const owed = new Map<string, number>();
    for (const s of raw.sales)
      if (s.customer_id) owed.set(s.customer_id, (owed.get(s.customer_id) ?? 0) + s.balanceCents);
    for (const p of raw.payments) owed.set(p.customer_id, (owed.get(p.customer_id) ?? 0) - p.cents);
    const debtors = [...owed].filter(([, c]) => c > 0);
    const total = debtors.reduce((a, [, c]) => a + c, 0);
    expect(debtors.length).toBe(2);
    const lines = debtors
      .map(([id, c]) => `- ${raw.customers.find((x) => x.id === id)!.name}: ${kes(c)}`)
      .sort();
    for (const [question, head] of [
      ['Who owes me money?', `2 customers owe you ${kes(total)} in all:`],
      ['Nani ananidai pesa?', `Wateja 2 wanakudai jumla ya ${kes(total)}:`],
    ] as const) {
      const [first, ...rest] = (await ask(question)).answer.split('\n');
      expect(first).toBe(head);
      expect(rest.sort()).toEqual(lines);
    }
  });

  it('answers what to restock', async () => {
    const since = '2027-02-18';
    const expected = Object.values(seeded.items)
      .map((item) => {
        const lines = raw.lines.filter((l) => l.product_id === item.id);
        const stock = item.stock - lines.reduce((a, l) => a + l.quantity, 0);
        const sold = lines
          .filter((l) => raw.sales.find((s) => s.id === l.sale_id)!.day >= since)
          .reduce((a, l) => a + l.quantity, 0);
        const daysLeft = sold > 0 ? Math.floor(stock / (sold / 28)) : null;
        const due = stock <= (item.lowStockThreshold ?? 5) || (daysLeft !== null && daysLeft <= 7);
        return { name: item.name, stock, due };
      })
      .filter((x) => x.due);
    expect(expected.map((x) => x.name)).toContain('Cooking oil');
    const n = expected.length;
    const heads = {
      en: `${n} ${n === 1 ? 'product' : 'products'} to restock (at or below ${n === 1 ? 'its' : 'their'} threshold, or running out within 7 days at the last 28 days' rate):`,
      sw: `Bidhaa ${n} ${n === 1 ? 'ya' : 'za'} kuagiza (${n === 1 ? 'imefika' : 'zimefika'} kiwango cha chini, au ${n === 1 ? 'itaisha' : 'zitaisha'} ndani ya siku 7 kwa kasi ya siku 28 zilizopita):`,
    };
    for (const [question, head] of [
      ['What should I restock?', heads.en],
      ['Nini niagize tena?', heads.sw],
    ] as const) {
      const r = await ask(question);
      expect(r.sources[0]).toMatchObject({ tool: 'restock', args: { days: 7 } });
      const [first, ...rest] = r.answer.split('\n');
      expect(first).toBe(head);
      expect(rest.sort()).toEqual(expected.map((x) => `- ${x.name}: ${x.stock}`).sort());
      expect(r.tables[0]!.rows.map((row) => row[0]).sort()).toEqual(
        expected.map((x) => x.name).sort(),
      );
    }
  });

  it('lists the top 5 products of this month by revenue', async () => {
    const expected = Object.values(seeded.items)
      .map((i) => ({ name: i.name, ...productFigures([i.id], '2027-03-01', '2027-03-17') }))
      .sort((a, b) => b.revenue - a.revenue)
      .slice(0, 5);
    for (const [question, head] of [
      [
        'Top 5 products this month',
        `Your top products by revenue ${en('this month', '2027-03-01', '2027-03-17')}:`,
      ],
      [
        'Bidhaa 5 bora mwezi huu',
        `Bidhaa zako bora kwa mapato ${sw('mwezi huu', '2027-03-01', '2027-03-17')}:`,
      ],
    ] as const) {
      const r = await ask(question);
      expect(r.sources[0]).toMatchObject({
        tool: 'top_products',
        args: { period: 'this_month', limit: 5, order: 'top', by: 'revenue' },
      });
      expect(r.answer).toBe(
        [head, ...expected.map((p) => `- ${p.name}: ${kes(p.revenue)}`)].join('\n'),
      );
      expect(r.tables[0]!.rows).toEqual(
        expected.map((p) => [p.name, p.quantity, kes(p.revenue), kes(p.profit)]),
      );
    }
  });

  it('compares this month with last month', async () => {
    const a = expectedTotals(raw, '2027-03-01', '2027-03-17');
    const b = expectedTotals(raw, '2027-02-01', '2027-02-28');
    const diff = cents(a.revenue) - cents(b.revenue);
    const percent = Math.round((Math.abs(diff) * 1000) / cents(b.revenue)) / 10;
    expect(diff).not.toBe(0);
    const english = await ask('Compare this month with last month');
    expect(english.answer).toBe(
      `${en('This month', '2027-03-01', '2027-03-17')}: ${kes(cents(a.revenue))} in ${sales(a.salesCount)}. ` +
        `${en('Last month', '2027-02-01', '2027-02-28')}: ${kes(cents(b.revenue))} in ${sales(b.salesCount)}. ` +
        `That is ${diff < 0 ? 'down' : 'up'} ${kes(Math.abs(diff))} (${percent}%).`,
    );
    expect(english.tables[0]!.rows[0]).toEqual([
      'Revenue',
      kes(cents(a.revenue)),
      kes(cents(b.revenue)),
    ]);
    const swahili = await ask('Linganisha mwezi huu na mwezi uliopita');
    expect(swahili.sources[0]).toMatchObject({
      tool: 'compare_periods',
      args: { current: 'this_month', previous: 'last_month' },
    });
    expect(swahili.answer).toBe(
      `${sw('Mwezi huu', '2027-03-01', '2027-03-17')}: ${kes(cents(a.revenue))} katika mauzo ${a.salesCount}. ` +
        `${sw('Mwezi uliopita', '2027-02-01', '2027-02-28')}: ${kes(cents(b.revenue))} katika mauzo ${b.salesCount}. ` +
        `Hiyo ni ${diff < 0 ? 'upungufu wa' : 'ongezeko la'} ${kes(Math.abs(diff))} (${percent}%).`,
    );
  });

  it('answers what was spent on rent, named in English or Swahili', async () => {
    const spent = (category: string, from: string, to: string) =>
      raw.expenses
        .filter((e) => e.category === category && e.date >= from && e.date <= to)
        .reduce((a, e) => a + e.cents, 0);
    const rent = spent('rent', '2027-03-01', '2027-03-17');
    expect(rent).toBe(2_500_000);
    expect((await ask('What did I spend on rent?')).answer).toBe(
      `You spent ${kes(rent)} on rent ${en('this month', '2027-03-01', '2027-03-17')} (1 expense).`,
    );
    for (const question of [
      'Nimetumia kiasi gani kwa kodi?',
      'Nimetumia kiasi gani kwa kodi ya nyumba?',
    ]) {
      const r = await ask(question);
      expect(r.sources[0]).toMatchObject({
        tool: 'expenses_by_category',
        args: { category: 'rent', period: 'this_month' },
      });
      expect(r.answer).toBe(
        `Umetumia ${kes(rent)} kwa kodi ya pango ${sw('mwezi huu', '2027-03-01', '2027-03-17')} (matumizi 1).`,
      );
    }
    // "Kodi ya serikali" is tax, not rent: none recorded.
    const tax = await ask('Nimelipa kodi ya serikali kiasi gani mwezi huu?');
    expect(tax.sources[0]).toMatchObject({ args: { category: 'taxes' } });
    expect(tax.answer).toBe(
      `Hukurekodi matumizi ya kodi ya serikali ${sw('mwezi huu', '2027-03-01', '2027-03-17')}.`,
    );
    const lastMonth = await ask('What did I spend on rent last month?');
    expect(lastMonth.answer).toBe(
      `You spent ${kes(spent('rent', '2027-02-01', '2027-02-28'))} on rent ${en('last month', '2027-02-01', '2027-02-28')} (1 expense).`,
    );
  });

  it('answers how many of one product were sold, matching its name in the inventory', async () => {
    const { cola, soda, oil } = seeded.items;
    const week = productFigures([cola.id], '2027-03-15', '2027-03-17');
    expect(week.quantity).toBe(7);
    const english = await ask('How many Coca-Cola did I sell this week?');
    expect(english.sources[0]).toMatchObject({
      tool: 'top_products',
      args: { period: 'this_week', product: 'coca cola' },
    });
    expect(english.answer).toBe(
      `You sold 7 units of Coca-Cola 500ml ${en('this week', '2027-03-15', '2027-03-17')}, for ${kes(week.revenue)} of revenue and ${kes(week.profit)} of profit.`,
    );
    const month = productFigures([soda.id], '2027-03-01', '2027-03-17');
    expect(month.quantity).toBe(8);
    for (const question of ['Nimeuza soda ngapi mwezi huu?', 'nimeuza SODA ngapi mwezi huu']) {
      const swahili = await ask(question);
      expect(swahili.answer).toBe(
        `Umeuza vipande 8 vya Krest Soda 300ml ${sw('mwezi huu', '2027-03-01', '2027-03-17')}, kwa mapato ya ${kes(month.revenue)} na faida ya ${kes(month.profit)}.`,
      );
    }
    // A number in the product's name is not a stray figure; a product that did not sell.
    const lastWeek = productFigures([cola.id], '2027-03-08', '2027-03-14');
    expect((await ask('How many coca-cola 500ml did I sell last week?')).answer).toBe(
      `You sold ${lastWeek.quantity} units of Coca-Cola 500ml ${en('last week', '2027-03-08', '2027-03-14')}, for ${kes(lastWeek.revenue)} of revenue and ${kes(lastWeek.profit)} of profit.`,
    );
    expect(productFigures([oil.id], '2027-03-01', '2027-03-17').quantity).toBe(0);
    expect((await ask('How much cooking oil did I sell this month?')).answer).toBe(
      `You sold no Cooking oil ${en('this month', '2027-03-01', '2027-03-17')}.`,
    );
    // A sales question that names no product is still the summary.
    expect((await ask('How much did I sell today?')).sources[0]!.tool).toBe('sales_summary');
  });

  it('answers every suggested question of the chat with a tool, in its language', async () => {
    for (const language of ['en', 'sw'] as const)
      for (const question of ASSISTANT_SUGGESTIONS[language]) {
        const r = await ask(question);
        expect(r.language, question).toBe(language);
        expect(r.sources.length, question).toBeGreaterThan(0);
      }
  });

  /** The owner's account language for the rest of `run` (ADR 070), English again after. */
  const asReader = async (language: string, run: () => Promise<void>) => {
    const set = (l: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/preferences',
        headers: seeded.shop.owner.headers,
        payload: { language: l },
      });
    expect((await set(language)).statusCode).toBe(200);
    try {
      await run();
    } finally {
      await set('en');
    }
  };

  it('answers a French reader in French, with French money words and plurals', async () => {
    await asReader('fr', async () => {
      const e = expectedTotals(raw, '2027-03-15', '2027-03-17');
      const revenue = raw.sales
        .filter((s) => s.day >= '2027-03-15' && s.day <= '2027-03-17')
        .reduce((a, s) => a + s.revenueCents, 0);
      const french = await ask('Combien j’ai vendu cette semaine ?');
      expect(french.language).toBe('fr');
      expect(french.answer).toBe(
        `Vous avez vendu pour ${kes(revenue)} cette semaine (du 2027-03-15 au 2027-03-17, heure de ${EAT}) en ${e.salesCount} ventes. ` +
          `Le bénéfice brut est de ${kes(cents(e.grossProfit))} ; après ${kes(cents(e.expenses))} de dépenses, le bénéfice net est de ${kes(cents(e.netProfit))}.`,
      );
      for (const question of ASSISTANT_SUGGESTIONS.fr) {
        const r = await ask(question);
        expect(r.language, question).toBe('fr');
        expect(r.sources.length, question).toBeGreaterThan(0);
      }
      // Nothing it can read: still the reader's language.
      expect((await ask('Combien d’employés ai-je ?')).answer).toMatch(
        /^Je ne peux pas le savoir d’après vos données\./,
      );
    });
  });

  it('answers Hausa and Yoruba readers in English, saying so in their language', async () => {
    await asReader('ha', async () => {
      const r = await ask('How much did I sell this week?');
      expect(r.language).toBe('en');
      expect(r.answer.split('\n\n')[0]).toBe('Amsoshi da Turanci ne a yanzu.');
      expect(r.answer).toContain('You sold ');
    });
    await asReader('yo', async () => {
      const r = await ask('Who owes me money?');
      expect(r.answer.startsWith('Èdè Gẹ̀ẹ́sì ni àwọn ìdáhùn wà fún báyìí.\n\n')).toBe(true);
    });
    // An English reader gets no note.
    expect((await ask('Who owes me money?')).answer).not.toContain('\n\n');
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
