import { queryOptions, useQuery } from '@tanstack/react-query';
import { AnalyticsResponseSchema } from '@app/contracts/analytics';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

export interface MonthTrendRange {
  from: string;
  to: string;
}

/** GET /businesses/{id}/analytics, day by day: the dashboard's revenue and profit chart. */
export async function getMonthTrend(businessId: string, { from, to }: MonthTrendRange) {
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/analytics`, {
      searchParams: { from, to, granularity: 'day' },
    })
    .json();
  return parseResponse(AnalyticsResponseSchema, data).series;
}

export function getMonthTrendQueryOptions(businessId: string, range: MonthTrendRange) {
  return queryOptions({
    queryKey: dashboardKeys.trend(businessId, range.from, range.to),
    queryFn: () => getMonthTrend(businessId, range),
  });
}

/** Waits for the dashboard, whose month and today give the range on the business's clock. */
export function useMonthTrend(businessId: string, range: MonthTrendRange | undefined) {
  return useQuery({
    ...getMonthTrendQueryOptions(businessId, range ?? { from: '', to: '' }),
    enabled: Boolean(range),
  });
}
