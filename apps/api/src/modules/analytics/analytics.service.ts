import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_MAX_DAY_BUCKETS,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_MESSAGES,
  ANALYTICS_TOP_LIMIT,
  DEFAULT_BUSINESS_SETTINGS,
  defaultGranularity,
  type Analytics,
  type AnalyticsQuery,
  type Granularity,
} from '@app/contracts';
import { addDays, daysBetween, localDate } from '#src/modules/expenses/calendar.ts';
import * as expensesService from '#src/modules/expenses/expenses.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as repo from './analytics.repo.ts';

export interface ResolvedRange {
  from: string;
  to: string;
  /** Days in the range, both ends included. */
  days: number;
  granularity: Granularity;
}

/** The range asked for, completed with the defaults and checked against the limits. */
export function resolveRange(query: AnalyticsQuery, today: string): ResolvedRange {
  const span = ANALYTICS_DEFAULT_RANGE_DAYS - 1;
  const to = query.to ?? (query.from ? addDays(query.from, span) : today);
  const from = query.from ?? addDays(to, -span);
  if (to < from) throw validationError([{ field: 'to', message: ANALYTICS_MESSAGES.toBeforeFrom }]);
  const days = daysBetween(from, to) + 1;
  if (days > ANALYTICS_MAX_RANGE_DAYS) {
    throw validationError([{ field: 'from', message: ANALYTICS_MESSAGES.rangeTooLong }]);
  }
  const granularity = query.granularity ?? defaultGranularity(days);
  if (granularity === 'day' && days > ANALYTICS_MAX_DAY_BUCKETS) {
    throw validationError([{ field: 'granularity', message: ANALYTICS_MESSAGES.tooManyDays }]);
  }
  return { from, to, days, granularity };
}

/**
 * The analytics of a range of days and of the same number of days just before it. The
 * schedules' due expenses are recorded first, so the figures include them.
 */
export async function getAnalytics(
  deps: AppDeps,
  access: BusinessAccess,
  query: AnalyticsQuery,
): Promise<Analytics> {
  const timezone = access.row.settings.timezone ?? DEFAULT_BUSINESS_SETTINGS.timezone;
  const today = localDate(deps.now(), timezone);
  const range = resolveRange(query, today);
  await expensesService.recordDueExpenses(deps, access);
  const previous = {
    from: addDays(range.from, -range.days),
    to: addDays(range.from, -1),
  };
  const figures = await fromReplica(deps, access.id, (db) =>
    repo.analyticsFigures(
      db,
      { businessId: access.id, timezone, today, ...range },
      previous,
      ANALYTICS_TOP_LIMIT,
    ),
  );
  return {
    ...figures.totals,
    from: range.from,
    to: range.to,
    granularity: range.granularity,
    currency: access.row.currency,
    timezone,
    series: figures.series,
    topProducts: figures.products,
    topCustomers: figures.customers,
    byPaymentMethod: figures.payments,
    byHour: figures.hours,
    previous: { ...figures.previous, ...previous },
  };
}
