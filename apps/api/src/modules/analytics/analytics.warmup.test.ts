import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { warmAnalytics } from './analytics.warmup.ts';

/*
 * The start-up call that plans analytics (ADR 042). What it buys is time (measured by the
 * bench); what is tested here is that it can never stop a start: it works on a database with no
 * business at all, changes nothing, and a database that cannot answer makes it reject (the
 * server logs that and goes on).
 */
describe('warmAnalytics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const count = async (table: string) =>
    (
      (await t.database.db.execute(
        sql`select count(*)::integer as n from ${sql.identifier(table)}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it('calls analytics on an empty database, and writes nothing', async () => {
    expect(await count('businesses')).toBe(0);
    const tables = ['rollup_days', 'rollup_year_products', 'rollup_customers', 'expenses'];
    const before = await Promise.all(tables.map(count));
    const ms = await warmAnalytics(t.app.deps);
    expect(ms).toBeGreaterThan(0);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('rejects when the database cannot answer', async () => {
    const failing = {
      ...t.app.deps,
      db: { execute: () => Promise.reject(new Error('database unavailable')) },
    } as unknown as typeof t.app.deps;
    await expect(warmAnalytics(failing)).rejects.toThrow('database unavailable');
  });
});
