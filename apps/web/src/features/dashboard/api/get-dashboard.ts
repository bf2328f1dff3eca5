import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardResponseSchema } from '@app/contracts/dashboard';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** GET /businesses/{id}/dashboard: today, this week and this month, with the lists. */
export async function getDashboard(businessId: string) {
  const data = await api.get(`businesses/${encodeURIComponent(businessId)}/dashboard`).json();
  return parseResponse(DashboardResponseSchema, data);
}

export function getDashboardQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: dashboardKeys.detail(businessId),
    queryFn: () => getDashboard(businessId),
  });
}

export function useDashboard(businessId: string) {
  return useQuery(getDashboardQueryOptions(businessId));
}
