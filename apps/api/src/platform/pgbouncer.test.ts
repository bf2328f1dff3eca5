import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, sameDatabaseAt, TEST_DB_KIND } from '#test/app.ts';
import { executePrepared, migrateDatabase, openDatabase, type Database } from './db.ts';

/*
 * The server behind PgBouncer in transaction mode (ADR 080): TEST_PGBOUNCER_URL is a PgBouncer
 * in front of TEST_DATABASE_URL's server (any database in the URL; the test's own is used).
 */
const PGBOUNCER_URL = process.env.TEST_PGBOUNCER_URL;
if (TEST_DB_KIND === 'postgres' && !PGBOUNCER_URL) {
  console.log('TEST_PGBOUNCER_URL is not set: the server is not tested through PgBouncer.');
}

const rowsOf = (result: unknown) => (result as { rows: Array<{ n: number }> }).rows;

describe.skipIf(TEST_DB_KIND !== 'postgres' || !PGBOUNCER_URL)('through PgBouncer', () => {
  let direct: Awaited<ReturnType<typeof createTestDatabase>>;
  let pooled: Database;

  beforeAll(async () => {
    direct = await createTestDatabase();
    pooled = await openDatabase({
      kind: 'postgres',
      url: sameDatabaseAt(PGBOUNCER_URL!, direct.url!),
      listenUrl: direct.url!,
      preparedStatements: false,
      poolSize: 10,
    });
  });
  afterAll(async () => {
    await pooled?.close();
    await direct?.drop();
  });

  it('runs the hot statements unnamed: many at once, on whichever connection PgBouncer gives', async () => {
    const runs = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        executePrepared(pooled.db, sql`select ${i}::int + count(*)::int as n from businesses`),
      ),
    );
    expect(runs.map((r) => rowsOf(r)[0]!.n)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    // Inside transactions too (the sale's write runs in one).
    const inTx = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pooled.db.transaction(
          async (tx) => rowsOf(await executePrepared(tx, sql`select ${i}::int as n`))[0]!.n,
        ),
      ),
    );
    expect(inTx).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('migrates under its lock on the direct connection', async () => {
    await expect(migrateDatabase(pooled)).resolves.toBeUndefined();
    expect(pooled.sessionPool).not.toBe(pooled.pool);
  });
});
