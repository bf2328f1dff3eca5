import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { executePrepared, type Database, type Db } from './db.ts';

interface StoreParams {
  continueExceeding?: boolean;
  timeWindow?: unknown;
  max?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Counter rows past their window are removed by the job queue's schedule (ADR 020). */
export const RATE_LIMIT_SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * @fastify/rate-limit's counters in PostgreSQL (or PGlite): one row per route and client, counted
 * with one atomic upsert, so every instance on the database shares each limit (ADR 020). The
 * database's clock decides the window, so instances with skewed clocks still agree.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore {
    constructor(
      private readonly params: StoreParams,
      private readonly namespace = 'all',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const extend = Boolean(this.params.continueExceeding);
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      // Prepared on PostgreSQL (ADR 049): every request sends it.
      executePrepared(
        db,
        sql`
          insert into rate_limit_counters as c (key, count, reset_at)
          values (${`${this.namespace}|${key}`}, 1,
                  now() + make_interval(secs => ${windowMs}::double precision / 1000))
          on conflict (key) do update set
            count = case when c.reset_at <= now() then 1 else c.count + 1 end,
            reset_at = case
              when c.reset_at <= now() then excluded.reset_at
              when ${extend}::boolean and c.count + 1 > ${max}::int then excluded.reset_at
              else c.reset_at end
          returning count as current,
            greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::float8 as ttl`,
      ).then(
        (result: unknown) => {
          const row = (result as { rows: Array<{ current: unknown; ttl: unknown }> }).rows[0];
          callback(null, { current: Number(row?.current ?? 1), ttl: Number(row?.ttl ?? windowMs) });
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const routeOptions = options as StoreParams;
      return new PostgresRateLimitStore(
        routeOptions,
        childNamespace(routeOptions),
      ) as unknown as FastifyRateLimitStore;
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** A route's limits count apart from the others'. */
function childNamespace(routeOptions: StoreParams): string {
  const info = routeOptions.routeInfo ?? {};
  const method = Array.isArray(info.method) ? info.method.join(',') : info.method;
  // A limiter made with app.rateLimit() has no route: its key generator names what it counts.
  return info.url
    ? `${method ?? ''} ${info.url}`
    : `custom:${String(routeOptions.max)}/${String(routeOptions.timeWindow)}`;
}

interface Counter {
  count: number;
  resetAt: number;
}

/** The counters of each PGlite database, shared by every app built on it (tests build several). */
const memoryCounters = new WeakMap<Database, Map<string, Counter>>();

function countersOf(database: Database): Map<string, Counter> {
  let counters = memoryCounters.get(database);
  if (!counters) memoryCounters.set(database, (counters = new Map()));
  return counters;
}

/**
 * The same counters in process memory, for PGlite (ADR 036): only one process can ever open a
 * PGlite data directory, so every instance that shares the database shares this memory, and the
 * count is as exact as the table's without a statement per request (a sale's worker time and a
 * message that waited for the open transaction). Same rules as the table: a window restarts once
 * it has passed, `continueExceeding` restarts it on every request over the limit.
 */
export function memoryRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  const counters = countersOf(database);
  class MemoryRateLimitStore {
    constructor(
      private readonly params: StoreParams,
      private readonly namespace = 'all',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const now = Date.now();
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      const name = `${this.namespace}|${key}`;
      let counter = counters.get(name);
      if (!counter || counter.resetAt <= now) {
        counter = { count: 1, resetAt: now + windowMs };
        counters.set(name, counter);
      } else {
        counter.count += 1;
        if (this.params.continueExceeding && counter.count > max) counter.resetAt = now + windowMs;
      }
      callback(null, { current: counter.count, ttl: Math.max(0, counter.resetAt - now) });
    }

    child(options: unknown): FastifyRateLimitStore {
      const routeOptions = options as StoreParams;
      return new MemoryRateLimitStore(
        routeOptions,
        childNamespace(routeOptions),
      ) as unknown as FastifyRateLimitStore;
    }
  }
  return MemoryRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Forgets the memory counters whose window has passed (the table's sweep, for PGlite). */
export function sweepMemoryRateLimitCounters(database: Database): void {
  const now = Date.now();
  const counters = countersOf(database);
  for (const [name, counter] of counters) if (counter.resetAt <= now) counters.delete(name);
}

/** Removes counters whose window has passed (a row is reset in place when its key comes back). */
export async function sweepRateLimitCounters(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where reset_at <= now()`);
}

/** For tests that start every limit over: the table's rows and PGlite's memory counters. */
export async function resetRateLimitCounters(database: Database): Promise<void> {
  countersOf(database).clear();
  await database.db.execute(sql`delete from rate_limit_counters`);
}
