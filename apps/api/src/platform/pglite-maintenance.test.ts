import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db.ts';
import { createPgliteMaintenance, needsAnalyze, type Maintenance } from './pglite-maintenance.ts';

describe('needsAnalyze (autovacuum threshold: 50 rows + 10%)', () => {
  it('analyzes a table without statistics once it holds rows', () => {
    expect(needsAnalyze({ name: 't', rows: 0, hasStats: false }, undefined)).toBe(false);
    expect(needsAnalyze({ name: 't', rows: 1, hasStats: false }, undefined)).toBe(true);
    expect(needsAnalyze({ name: 't', rows: 5000, hasStats: true }, undefined)).toBe(false);
  });

  it('analyzes again when the row count moved past the threshold, either way', () => {
    expect(needsAnalyze({ name: 't', rows: 1150, hasStats: true }, 1000)).toBe(false);
    expect(needsAnalyze({ name: 't', rows: 1151, hasStats: true }, 1000)).toBe(true);
    expect(needsAnalyze({ name: 't', rows: 849, hasStats: true }, 1000)).toBe(true);
    expect(needsAnalyze({ name: 't', rows: 0, hasStats: true }, 1000)).toBe(true);
  });
});

describe('PGlite maintenance', () => {
  let database: Database;
  let maintenance: Maintenance;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const visibility = async () =>
    (
      await rows<{ pages: number; visible: number; stats: boolean }>(sql`
        select relpages as pages, relallvisible as visible,
               exists (select 1 from pg_statistic where starelid = 'public.items'::regclass) as stats
        from pg_class where oid = 'public.items'::regclass`)
    )[0]!;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', client: await PGlite.create() });
    await database.db.execute(sql`create table items (id integer primary key, stock integer)`);
    await database.db.execute(sql`create table empty_things (id integer)`);
    // Rounds run when the test says (the server runs them as a scheduled job).
    maintenance = createPgliteMaintenance(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('vacuums (visibility map, dead rows) and analyzes tables without statistics', async () => {
    await database.db.execute(sql`insert into items select n, 10 from generate_series(1, 5000) n`);
    await database.db.execute(sql`update items set stock = stock - 1 where id <= 2500`);
    expect(await visibility()).toMatchObject({ visible: 0, stats: false });

    expect(await maintenance.runOnce()).toEqual(['items']);
    const after = await visibility();
    expect(after.stats).toBe(true);
    expect(after.visible).toBeGreaterThan(0);
    expect(after.visible).toBe(after.pages);
    const [counts] = await rows<{ n: number }>(
      sql`select reltuples::integer as n from pg_class where oid = 'public.items'::regclass`,
    );
    expect(counts!.n).toBe(5000);
  });

  it('analyzes again only when the row count moved by more than 50 rows + 10%', async () => {
    await database.db.execute(
      sql`insert into items select n, 1 from generate_series(5001, 5500) n`,
    );
    expect(await maintenance.runOnce()).toEqual([]);
    await database.db.execute(
      sql`insert into items select n, 1 from generate_series(5501, 5600) n`,
    );
    expect(await maintenance.runOnce()).toEqual(['items']);
  });

  it('shares a round in progress', async () => {
    const [a, b] = [maintenance.runOnce(), maintenance.runOnce()];
    expect(a).toBe(b);
    await a;
  });
});
