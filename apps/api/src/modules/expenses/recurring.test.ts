import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expense, RecurringExpense } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { startSession } from '#src/modules/auth/sessions.service.ts';
import {
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { materialiseDueExpenses } from './recurring.service.ts';

/** The clock is in the future: session tokens are checked against the real time. */
describe('recurring expenses', () => {
  let t: TestContext;
  let shop: Shop;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: shop.url(url),
      headers: shop.owner.headers,
      ...(payload ? { payload } : {}),
    });
  const schedule = async (body: object) => {
    const res = await call('POST', '/recurring-expenses', {
      amount: 100,
      category: 'rent',
      paymentMethod: 'transfer',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().recurringExpense as RecurringExpense;
  };
  const occurrences = async (recurringId: string) => {
    const res = await call('GET', '/expenses?limit=200');
    return (res.json().expenses as Expense[])
      .filter((e) => e.recurringId === recurringId)
      .map((e) => [e.date, e.amount])
      .reverse();
  };
  const run = () => materialiseDueExpenses(t.app.deps, t.clock.now());
  /** Moves the clock; sessions last 30 days, so the owner signs in again at the new time. */
  const moveClock = async (iso: string) => {
    t.clock.set(new Date(iso));
    const token = await startSession(t.app.deps, t.database.db, shop.owner.user);
    shop.owner = { ...shop.owner, token, headers: { authorization: `Bearer ${token}` } };
  };

  beforeAll(async () => {
    // Months pass in these tests: a trial long enough to keep writing.
    t = await createTestContext({ FREE_TRIAL_DAYS: '3650' });
    t.clock.set(new Date('2028-01-15T12:00:00Z'));
    shop = await createShop(t);
    await setBusinessSettings(t, shop, { timezone: 'Africa/Lagos' });
  });
  afterAll(() => t.close());

  it('records a monthly expense on the 31st, on the last day of shorter months, once', async () => {
    const rent = await schedule({ frequency: 'monthly', startDate: '2027-12-31', note: 'Shop' });
    // The start is past: its occurrence is recorded at once.
    expect(rent).toMatchObject({
      amount: 100,
      category: 'rent',
      frequency: 'monthly',
      startDate: '2027-12-31',
      endDate: null,
      nextDate: '2028-01-31',
    });
    expect(await occurrences(rent.id)).toEqual([['2027-12-31', 100]]);

    await moveClock('2028-03-01T12:00:00Z');
    expect(await run()).toBe(2);
    expect(await run()).toBe(0);
    expect(await occurrences(rent.id)).toEqual([
      ['2027-12-31', 100],
      ['2028-01-31', 100],
      ['2028-02-29', 100],
    ]);

    // Three runs at once (an hourly run, a read, another server): each occurrence once.
    await moveClock('2028-05-01T12:00:00Z');
    const counts = await Promise.all([run(), run(), run()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await occurrences(rent.id)).slice(3)).toEqual([
      ['2028-03-31', 100],
      ['2028-04-30', 100],
    ]);
    const after = await call('GET', `/recurring-expenses/${rent.id}`);
    expect(after.json().recurringExpense.nextDate).toBe('2028-05-31');
  });

  it('does not record again an occurrence the owner deleted', async () => {
    const fee = await schedule({ frequency: 'weekly', startDate: '2028-05-01', amount: 7 });
    const list = await call('GET', '/expenses?category=rent&limit=200');
    const recorded = (list.json().expenses as Expense[]).find((e) => e.recurringId === fee.id)!;
    expect((await call('DELETE', `/expenses/${recorded.id}`)).statusCode).toBe(200);
    expect(await run()).toBe(0);
    expect(await occurrences(fee.id)).toEqual([]);
    await call('DELETE', `/recurring-expenses/${fee.id}`);
  });

  it('records what fell due before answering the expenses, with no run in between', async () => {
    const salaries = await schedule({
      frequency: 'weekly',
      category: 'Salaries',
      startDate: '2028-05-02',
      endDate: '2028-05-16',
    });
    expect(await occurrences(salaries.id)).toEqual([]);
    // Midnight in Lagos is 23:00 UTC: the 16th has begun there.
    await moveClock('2028-05-15T23:00:00Z');
    expect(await occurrences(salaries.id)).toEqual([
      ['2028-05-02', 100],
      ['2028-05-09', 100],
      ['2028-05-16', 100],
    ]);
    const ended = await call('GET', `/recurring-expenses/${salaries.id}`);
    expect(ended.json().recurringExpense.nextDate).toBeNull();
  });

  it('applies an edit to the occurrences still to come, and restarts a changed schedule', async () => {
    const power = await schedule({
      frequency: 'monthly',
      startDate: '2028-05-10',
      amount: 50,
      category: 'Electricity',
    });
    const edited = await call('PUT', `/recurring-expenses/${power.id}`, {
      amount: 65.5,
      category: 'Utilities',
    });
    expect(edited.json().recurringExpense).toMatchObject({ amount: 65.5, category: 'utilities' });
    const past = await call('PUT', `/recurring-expenses/${power.id}`, { startDate: '2028-05-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([
      {
        field: 'startDate',
        message:
          'A new schedule starts today or later: choose a start date from today (the expenses already recorded are kept)',
      },
    ]);
    const weekly = await call('PUT', `/recurring-expenses/${power.id}`, {
      frequency: 'weekly',
      startDate: '2028-05-20',
    });
    expect(weekly.json().recurringExpense).toMatchObject({
      frequency: 'weekly',
      startDate: '2028-05-20',
      nextDate: '2028-05-20',
    });
    await moveClock('2028-05-28T10:00:00Z');
    expect(await occurrences(power.id)).toEqual([
      ['2028-05-10', 50],
      ['2028-05-20', 65.5],
      ['2028-05-27', 65.5],
    ]);
  });

  it('answers the validation texts, lists the schedules and deletes one keeping its expenses', async () => {
    const cases: [object, string, string][] = [
      [
        { frequency: 'daily', startDate: '2028-06-01' },
        'frequency',
        'Frequency must be one of weekly, monthly',
      ],
      [
        { frequency: 'monthly', startDate: '2027-05-01' },
        'startDate',
        'The start date cannot be more than 366 days ago',
      ],
      [
        { frequency: 'monthly', startDate: '2028-06-10', endDate: '2028-06-01' },
        'endDate',
        'The end date cannot be before the start date',
      ],
      [
        { frequency: 'monthly', startDate: '2028-06-01', amount: 0 },
        'amount',
        'The amount must be more than 0',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/recurring-expenses', {
        amount: 10,
        category: 'rent',
        paymentMethod: 'cash',
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details).toEqual([{ field, message }]);
    }
    const all = (await call('GET', '/recurring-expenses')).json()
      .recurringExpenses as RecurringExpense[];
    expect(all.map((r) => r.category)).toEqual(['rent', 'salaries', 'utilities']);
    const rent = all[0]!;
    const kept = await occurrences(rent.id);
    const res = await call('DELETE', `/recurring-expenses/${rent.id}`);
    expect(res.json()).toEqual({
      message: 'Recurring expense deleted. The expenses already recorded are kept.',
    });
    expect((await call('GET', `/recurring-expenses/${rent.id}`)).json()).toMatchObject({
      errorCode: 'RECURRING_EXPENSE_NOT_FOUND',
    });
    const rentDates = (
      (await call('GET', '/expenses?category=rent&limit=200')).json().expenses as Expense[]
    ).map((e) => [e.date, e.amount]);
    expect(rentDates.reverse()).toEqual(kept);
  });
});
