import { ANALYTICS_TOP_LIMIT } from '@app/contracts';
import { addDays, localDate } from '#src/modules/expenses/calendar.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import * as repo from './analytics.repo.ts';
import { resolveRange } from './analytics.service.ts';

/** No business has this id: the call plans the statement and finds no rows. */
const NO_BUSINESS = '00000000-0000-0000-0000-000000000000';

/**
 * Plans `analytics_figures` before the first request needs it (ADR 042). plpgsql keeps the
 * function's plan per connection (ADR 037), and planning it is most of a first analytics request
 * on PGlite (~100 ms of ~160): one call at start, on PGlite's one connection, pays it while the
 * server is not yet taking requests. The call is the request's own (the default range, its
 * signed buckets, the top count) for a business that does not exist, so it reads no rows and
 * works on an empty database. On PostgreSQL it plans one pooled connection (~1 ms each there).
 * Resolves with how long it took; a failure is the caller's to log: analytics then plans on its
 * first request, as before.
 */
export async function warmAnalytics(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number> {
  const started = performance.now();
  const range = resolveRange({}, localDate(deps.now(), 'UTC'));
  const previous = { from: addDays(range.from, -range.days), to: addDays(range.from, -1) };
  await repo.analyticsFigures(
    deps.db,
    { businessId: NO_BUSINESS, timezone: 'UTC', ...range },
    previous,
    ANALYTICS_TOP_LIMIT,
  );
  return performance.now() - started;
}
