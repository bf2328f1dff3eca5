import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { BusinessResponseSchema, type Business } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { useSession } from '#src/lib/session.ts';
import { businessKeys } from './keys.ts';

/** GET /businesses/{id}. A 404 is handled app-wide (see business-not-found.ts). */
export async function getBusiness(id: string): Promise<Business> {
  const data = await api.get(`businesses/${encodeURIComponent(id)}`).json();
  return parseResponse(BusinessResponseSchema, data).business;
}

export function getBusinessQueryOptions(id: string) {
  return queryOptions({
    queryKey: businessKeys.detail(id),
    queryFn: () => getBusiness(id),
  });
}

/**
 * One business. The copy in the list (as fresh as the list is) is its initial data, so a screen
 * opened from the list, or offline, has it at once; it is fetched again once that copy is stale.
 */
export function useBusiness(id: string | undefined) {
  const queryClient = useQueryClient();
  const { isLoggedIn, isVerified } = useSession();
  const listState = () => queryClient.getQueryState<Business[]>(businessKeys.list());
  return useQuery({
    ...getBusinessQueryOptions(id ?? ''),
    enabled: Boolean(id) && isLoggedIn && isVerified,
    initialData: () => listState()?.data?.find((b) => b.id === id),
    initialDataUpdatedAt: () => listState()?.dataUpdatedAt,
  });
}
