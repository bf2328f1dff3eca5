import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AnalyticsResponseSchema, type AnalyticsQuery } from '@app/contracts/analytics';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { analyticsKeys } from './keys.ts';

/** GET /businesses/{id}/analytics?from&to&granularity: days in the business's time zone. */
export async function getAnalytics(businessId: string, query: AnalyticsQuery) {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) searchParams[key] = value;
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/analytics`, { searchParams })
    .json();
  return parseResponse(AnalyticsResponseSchema, data);
}

export function getAnalyticsQueryOptions(businessId: string, query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsKeys.detail(businessId, query),
    queryFn: () => getAnalytics(businessId, query),
  });
}

/** Keeps the last report on screen while another range loads. */
export function useAnalytics(businessId: string, query: AnalyticsQuery) {
  return useQuery({
    ...getAnalyticsQueryOptions(businessId, query),
    placeholderData: keepPreviousData,
  });
}
