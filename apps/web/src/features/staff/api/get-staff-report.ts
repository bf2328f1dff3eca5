import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffReportResponseSchema } from '@app/contracts/staff';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { staffKeys } from './keys.ts';

/** GET /businesses/{id}/reports/staff?from=&to= (dates, inclusive). */
export async function getStaffReport(businessId: string, from: string, to: string) {
  const data = await api
    .get(`businesses/${encodeURIComponent(businessId)}/reports/staff`, {
      searchParams: { from, to },
    })
    .json();
  return parseResponse(StaffReportResponseSchema, data).staff;
}

export const getStaffReportQueryOptions = (businessId: string, from: string, to: string) =>
  queryOptions({
    queryKey: staffKeys.report(businessId, from, to),
    queryFn: () => getStaffReport(businessId, from, to),
  });

export const useStaffReport = (businessId: string, from: string, to: string) =>
  useQuery(getStaffReportQueryOptions(businessId, from, to));
