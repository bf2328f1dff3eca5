import { queryOptions, useQuery } from '@tanstack/react-query';
import { ManagerListResponseSchema, type Manager } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { businessKeys } from './keys.ts';

/** GET /businesses/{id}/managers: owners only. */
export async function getManagers(businessId: string): Promise<Manager[]> {
  const data = await api.get(`businesses/${encodeURIComponent(businessId)}/managers`).json();
  return parseResponse(ManagerListResponseSchema, data).managers;
}

export function getManagersQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: businessKeys.managers(businessId),
    queryFn: () => getManagers(businessId),
  });
}

export function useManagers(businessId: string, enabled = true) {
  return useQuery({ ...getManagersQueryOptions(businessId), enabled });
}
