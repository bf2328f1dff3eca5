import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from './db.ts';

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
      db.execute(
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
      const info = routeOptions.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : info.method;
      // A limiter made with app.rateLimit() has no route: its key generator names what it counts.
      const namespace = info.url
        ? `${method ?? ''} ${info.url}`
        : `custom:${String(routeOptions.max)}/${String(routeOptions.timeWindow)}`;
      return new PostgresRateLimitStore(
        routeOptions,
        namespace,
      ) as unknown as FastifyRateLimitStore;
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Removes counters whose window has passed (a row is reset in place when its key comes back). */
export async function sweepRateLimitCounters(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where reset_at <= now()`);
}
