import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/app.ts';
import { countStatements, type Database } from './db.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

/*
 * The shared counters' store (ADR 020, 087): far from its limit a request is counted in memory
 * and flushed with the others; from half the limit on, each request is an upsert. One instance
 * never lets more than the limit through; two let at most 2 x max/20 more.
 */

interface Counted {
  current: number;
  ttl: number;
}

type Incr = (key: string, max: number) => Promise<Counted>;

function storeOn(database: Database): { incr: Incr; flush: () => Promise<void> } {
  const shared = postgresRateLimitStore(database.db);
  const Store = shared.Store as unknown as new (params: object) => {
    incr(key: string, cb: (err: Error | null, res?: Counted) => void, w: number, m: number): void;
  };
  const store = new Store({});
  const incr: Incr = (key, max) =>
    new Promise((resolve, reject) =>
      store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), 60_000, max),
    );
  return { incr, flush: shared.close };
}

describe('rate-limit store on the database', () => {
  let database: Database & { drop: () => Promise<void> };
  const tableCount = async (key: string) => {
    const result = await database.db.execute(
      sql`select count from rate_limit_counters where key = ${`all|${key}`}`,
    );
    return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('counts far from the limit in memory and adds it to the table in one statement', async () => {
    const { incr, flush } = storeOn(database);
    const keys = [randomUUID(), randomUUID()];
    const { result, statements } = await countStatements(async () => {
      const counted: Counted[] = [];
      for (let i = 0; i < 10; i++) counted.push(await incr(keys[i % 2]!, 600));
      return counted;
    });
    expect(statements).toBe(0);
    expect(result.map((r) => r.current)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(result.every((r) => r.ttl > 0 && r.ttl <= 60_000)).toBe(true);
    const flushed = await countStatements(flush);
    // One statement (on PGlite its first run is prepared first, ADR 062).
    expect(flushed.statements).toBe(database.kind === 'pglite' ? 2 : 1);
    expect(await tableCount(keys[0]!)).toBe(5);
    expect(await tableCount(keys[1]!)).toBe(5);
  });

  it('lets exactly the limit through on one instance, and counts every request', async () => {
    const { incr, flush } = storeOn(database);
    const key = randomUUID();
    let admitted = 0;
    for (let i = 0; i < 150; i++) if ((await incr(key, 100)).current <= 100) admitted++;
    expect(admitted).toBe(100);
    await flush();
    expect(await tableCount(key)).toBe(150);
  });

  it('lets at most 2 x max/20 past the limit across two instances, and counts every request', async () => {
    const a = storeOn(database);
    const b = storeOn(database);
    const key = randomUUID();
    let admitted = 0;
    for (let i = 0; i < 300; i++) {
      // Bursts of ten to each, as a load balancer may spread one client's requests.
      const node = Math.floor(i / 10) % 2 ? a : b;
      if ((await node.incr(key, 200)).current <= 200) admitted++;
    }
    expect(admitted).toBeGreaterThanOrEqual(200);
    expect(admitted).toBeLessThanOrEqual(200 + 2 * 10);
    await a.flush();
    await b.flush();
    expect(await tableCount(key)).toBe(300);
  });

  it('counts a small limit in the table at every request, as before', async () => {
    const { incr } = storeOn(database);
    const key = randomUUID();
    const { result, statements } = await countStatements(async () => {
      const counted: number[] = [];
      for (let i = 0; i < 12; i++) counted.push((await incr(key, 10)).current);
      return counted;
    });
    expect(statements).toBe(12);
    expect(result).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(await tableCount(key)).toBe(12);
  });
});
