import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffListResponseSchema, type Staff } from '@app/contracts/staff';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { staffKeys } from './keys.ts';

/** GET /businesses/{id}/staff: the owner or a manager account. */
export async function getStaff(businessId: string): Promise<Staff[]> {
  const data = await api.get(`businesses/${encodeURIComponent(businessId)}/staff`).json();
  return parseResponse(StaffListResponseSchema, data).staff;
}

export const getStaffQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: staffKeys.list(businessId), queryFn: () => getStaff(businessId) });

export const useStaff = (businessId: string) => useQuery(getStaffQueryOptions(businessId));
