import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardResponseSchema } from '@app/contracts/dashboard';
import type { Dashboard } from '@app/contracts/dashboard';
import { api, isNetworkFailure, parseResponse } from '#src/lib/api-client.ts';
import { dashboardCopy, keepDashboard } from './dashboard-copy.ts';
import { dashboardKeys } from './keys.ts';

/**
 * GET /businesses/{id}/dashboard: today, this week and this month, with the lists. With no
 * connection, the last copy read on this device, with `asOf` (ms) saying when.
 */
export async function getDashboard(businessId: string): Promise<Dashboard & { asOf?: number }> {
  const copy = () => {
    const found = dashboardCopy(businessId);
    return found && { ...found.dashboard, asOf: found.asOf };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    const found = copy();
    if (found) return found;
  }
  try {
    const data = await api.get(`businesses/${encodeURIComponent(businessId)}/dashboard`).json();
    const dashboard = parseResponse(DashboardResponseSchema, data);
    keepDashboard(businessId, dashboard);
    return dashboard;
  } catch (err) {
    const found = isNetworkFailure(err) ? copy() : null;
    if (!found) throw err;
    return found;
  }
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
