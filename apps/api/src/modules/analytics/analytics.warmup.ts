import { sql } from 'drizzle-orm';
import { ANALYTICS_TOP_LIMIT, DEFAULT_BUSINESS_SETTINGS } from '@app/contracts';
import { addDays, localDate } from '#src/modules/expenses/calendar.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import * as repo from './analytics.repo.ts';
import { resolveRange } from './analytics.service.ts';

/** No business has this id: the call plans the statement and reads no rows. */
const NO_BUSINESS = '00000000-0000-0000-0000-000000000000';
/**
 * Calls on real figures. V8 optimises the WebAssembly functions as they run hot: on the bench
 * business the CPU time of successive cold calls went ~600, ~100, ~70, ~55, ~50 ms (steady).
 */
const CALLS_ON_DATA = 3;

/** Analytics' default range (the last 30 days, as the page opens) for `businessId`. */
function defaultRangeCall(deps: Pick<AppDeps, 'db' | 'now'>, businessId: string, timezone: string) {
  const today = localDate(deps.now(), timezone);
  const range = resolveRange({}, today);
  const previous = { from: addDays(range.from, -range.days), to: addDays(range.from, -1) };
  return repo.analyticsFigures(
    deps.db,
    { businessId, timezone, today, ...range },
    previous,
    ANALYTICS_TOP_LIMIT,
  );
}

/**
 * Runs analytics before users do, once the server listens (ADR 042). On PGlite the first
 * analytics request after a start was ~3x the next ones: the first call of `analytics_figures`
 * loads the catalog of every table it reads, compiles the plpgsql function and plans its
 * statement (kept per connection, ADR 037), and the WebAssembly code of the executor paths it
 * takes (hash aggregation, numeric sums, sorts) runs unoptimised until V8 has compiled it again.
 * So: one call for a business that does not exist (the plan; works on an empty database), then
 * three on the figures of the business that sold last, read-only, for the range the analytics
 * page opens with (one plan serves every range: the buckets are arguments). Resolves with the
 * milliseconds of each call; a failure is the caller's to log: the first request then pays, as
 * before. On PostgreSQL it warms one pooled connection, where planning is ~1 ms anyway.
 */
export async function warmAnalytics(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number[]> {
  const timings: number[] = [];
  const timed = async (call: () => Promise<unknown>) => {
    const started = performance.now();
    await call();
    timings.push(performance.now() - started);
  };
  await timed(() => defaultRangeCall(deps, NO_BUSINESS, 'UTC'));
  const latest = (await deps.db.execute(sql`
    select s.business_id as id, b.settings->>'timezone' as timezone
    from sales s join businesses b on b.id = s.business_id
    order by s.sold_at desc limit 1`)) as unknown as {
    rows: { id: string; timezone: string | null }[];
  };
  const business = latest.rows[0];
  if (!business) return timings;
  const timezone = business.timezone ?? DEFAULT_BUSINESS_SETTINGS.timezone;
  for (let n = 0; n < CALLS_ON_DATA; n++) {
    await timed(() => defaultRangeCall(deps, business.id, timezone));
  }
  return timings;
}
