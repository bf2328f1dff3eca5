import { AsyncResource } from 'node:async_hooks';
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

/** How often an instance adds the requests it admitted in memory to the shared table. */
export const RATE_LIMIT_FLUSH_EVERY_MS = 250;
/** A key counts in memory only for limits of at least this many requests per window. */
const LOCAL_FROM_MAX = 40;
/** Unflushed requests an instance may hold per key: a 20th of the limit, at most 32. */
const localBudget = (max: number) =>
  max < LOCAL_FROM_MAX ? 0 : Math.min(32, Math.floor(max / 20));

/** This instance's view of one key: the table's count when it last answered, and what is not in it yet. */
interface LocalCount {
  /** The table's count as of the last statement that touched the key from here. */
  known: number;
  /** Admitted here and in no statement yet. */
  pending: number;
  /** Admitted here and in a flush on its way. */
  sending: number;
  /** When the window ends, on this process's clock (from the table's answer). */
  resetAt: number;
  windowMs: number;
}

interface Counted {
  current: number;
  ttl: number;
}

/** A flush is no request's work: it runs outside the one that scheduled it (statement counts). */
const outsideRequests = (fn: () => void) => () => runAtTop(fn);
const runAtTop = AsyncResource.bind((fn: () => void) => fn());

/** What `resetRateLimitCounters` clears: every instance's memory on one database (tests). */
const localCountsOf = new WeakMap<Db, Set<Map<string, LocalCount>>>();

/**
 * @fastify/rate-limit's counters in PostgreSQL: one row per route and client in
 * `rate_limit_counters`, so every instance on the database shares each limit (ADR 020). The
 * database's clock decides the window, so instances with skewed clocks still agree.
 *
 * A request costs a statement only near its limit (ADR 087): while a key's count is below half
 * its limit and this instance holds fewer than a 20th of it unflushed, the request is counted in
 * memory and the instance adds its counts to the table in one statement every
 * RATE_LIMIT_FLUSH_EVERY_MS. From half the limit on, every request is counted by its own upsert
 * (with what this instance still held), as before. So one instance never lets more than the limit
 * through, and with N instances a client gets at most 2 x (N - 1) x max/20 (at most 64 per other
 * instance) past it in a window; limits under 40 always count in the table.
 */
export function postgresRateLimitStore(db: Db): {
  Store: FastifyRateLimitStoreCtor;
  close: () => Promise<void>;
  sweep: () => void;
} {
  const counts = new Map<string, LocalCount>();
  let registered = localCountsOf.get(db);
  if (!registered) localCountsOf.set(db, (registered = new Set()));
  registered.add(counts);
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  /** Shut down: the last flush is not tried again on a closed pool. */
  let closed = false;

  /** A statement's answer for a key: the newest window wins, within one the highest count. */
  const learn = (entry: LocalCount, row: Counted) => {
    const resetAt = Date.now() + row.ttl;
    if (resetAt > entry.resetAt + 500) {
      entry.known = row.current;
      entry.resetAt = resetAt;
    } else if (resetAt >= entry.resetAt - 500 && row.current > entry.known) {
      entry.known = row.current;
    }
  };

  const flushNow = async (): Promise<void> => {
    timer = undefined;
    const batch: Array<{ k: string; n: number; w: number }> = [];
    const sent: Array<[LocalCount, number]> = [];
    const now = Date.now();
    for (const [key, entry] of counts) {
      if (entry.pending > 0) {
        batch.push({ k: key, n: entry.pending, w: entry.windowMs });
        sent.push([entry, entry.pending]);
        entry.sending += entry.pending;
        entry.pending = 0;
      } else if (entry.sending === 0 && entry.resetAt <= now) counts.delete(key);
    }
    if (batch.length === 0) return;
    try {
      // Prepared (ADR 049): the text is the same whatever the keys, which travel as one JSON value.
      const result = await executePrepared(
        db,
        sql`
          insert into rate_limit_counters as c (key, count, reset_at)
          select b.k, b.n, now() + make_interval(secs => b.w / 1000)
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as b(k text, n integer, w double precision)
          on conflict (key) do update set
            count = case when c.reset_at <= now() then excluded.count else c.count + excluded.count end,
            reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
          returning key, count as current,
            greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::float8 as ttl`,
      );
      const rows = new Map(
        (result as { rows: Array<{ key: string; current: unknown; ttl: unknown }> }).rows.map(
          (row) => [row.key, { current: Number(row.current), ttl: Number(row.ttl) }],
        ),
      );
      for (const [entry, n] of sent) entry.sending -= n;
      for (const { k } of batch) {
        const entry = counts.get(k);
        const row = rows.get(k);
        if (entry && row) learn(entry, row);
      }
    } catch {
      // The database is away: the counts go with the next flush (or the next upsert).
      for (const [entry, n] of sent) {
        entry.sending -= n;
        entry.pending += n;
      }
      schedule();
    }
  };

  const schedule = () => {
    if (closed) return;
    timer ??= setTimeout(
      outsideRequests(() => {
        flushing = flushNow().finally(() => (flushing = undefined));
      }),
      RATE_LIMIT_FLUSH_EVERY_MS,
    );
    timer.unref();
  };

  class PostgresRateLimitStore {
    constructor(
      private readonly params: StoreParams,
      private readonly namespace = 'all',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
      max: number,
    ): void {
      const extend = Boolean(this.params.continueExceeding);
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      const name = `${this.namespace}|${key}`;
      const now = Date.now();
      let entry = counts.get(name);
      if (entry && entry.resetAt <= now && entry.pending + entry.sending === 0) {
        counts.delete(name);
        entry = undefined;
      }
      const budget = localBudget(max);
      if (budget > 0) {
        entry ??= { known: 0, pending: 0, sending: 0, resetAt: now + windowMs, windowMs };
        if (!counts.has(name)) counts.set(name, entry);
        const held = entry.pending + entry.sending;
        if (entry.resetAt > now && held < budget && entry.known + held + 1 <= max / 2) {
          entry.pending += 1;
          schedule();
          callback(null, { current: entry.known + held + 1, ttl: entry.resetAt - now });
          return;
        }
      }
      // Near the limit (or a small limit): this request and what this instance held, counted now.
      const n = 1 + (entry?.pending ?? 0);
      if (entry) entry.pending = 0;
      // Prepared on PostgreSQL (ADR 049).
      executePrepared(
        db,
        sql`
          insert into rate_limit_counters as c (key, count, reset_at)
          values (${name}, ${n}::int,
                  now() + make_interval(secs => ${windowMs}::double precision / 1000))
          on conflict (key) do update set
            count = case when c.reset_at <= now() then excluded.count else c.count + excluded.count end,
            reset_at = case
              when c.reset_at <= now() then excluded.reset_at
              when ${extend}::boolean and c.count + excluded.count > ${max}::int then excluded.reset_at
              else c.reset_at end
          returning count as current,
            greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::float8 as ttl`,
      ).then(
        (result: unknown) => {
          const row = (result as { rows: Array<{ current: unknown; ttl: unknown }> }).rows[0];
          const counted = { current: Number(row?.current ?? n), ttl: Number(row?.ttl ?? windowMs) };
          if (entry) learn(entry, counted);
          callback(null, counted);
        },
        (err: unknown) => {
          // Not counted: what this instance held goes with the next flush.
          if (entry && n > 1) {
            entry.pending += n - 1;
            schedule();
          }
          callback(err instanceof Error ? err : new Error(String(err)));
        },
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
  return {
    Store: PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor,
    /** At shutdown: adds what this instance holds to the table, and flushes no more. */
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await flushing;
      await flushNow();
    },
    /** Forgets keys whose window has passed and that hold nothing. */
    sweep: () => {
      const now = Date.now();
      for (const [key, entry] of counts) {
        if (entry.pending + entry.sending === 0 && entry.resetAt <= now) counts.delete(key);
      }
    },
  };
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
  return processMemoryStore(countersOf(database));
}

/**
 * Counters in this process's memory: PGlite's store (above), and each instance's own count while
 * the shared store is away (rate-limit-fallback.ts).
 */
export function processMemoryStore(
  counters: Map<string, Counter> = new Map(),
): FastifyRateLimitStoreCtor {
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
  for (const counts of localCountsOf.get(database.db) ?? []) counts.clear();
  await database.db.execute(sql`delete from rate_limit_counters`);
}
