import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { BusinessListResponseSchema, type Business } from '@app/contracts/businesses';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { useSession } from '#src/lib/session.ts';
import {
  readCachedBusinesses,
  syncCurrentBusiness,
  writeCachedBusinesses,
} from '../business-storage.ts';
import { businessKeys } from './keys.ts';

/** GET /businesses: the user's own businesses and those they manage. */
export async function getBusinesses(): Promise<Business[]> {
  const data = await api.get('businesses').json();
  const { businesses } = parseResponse(BusinessListResponseSchema, data);
  writeCachedBusinesses(businesses);
  syncCurrentBusiness(businesses);
  return businesses;
}

/**
 * Fresh for 5 minutes (the query client default, SPEC section 9). The list saved in local storage
 * (also valid 5 minutes) is the initial data, so a reload shows the businesses without waiting;
 * it counts as stale all the same, so a reload also asks the server once, in the background (a
 * business changed on another device shows its new name, logo or language).
 */
export function getBusinessesQueryOptions() {
  return queryOptions({
    queryKey: businessKeys.list(),
    queryFn: getBusinesses,
    initialData: () => readCachedBusinesses()?.businesses,
    initialDataUpdatedAt: 0,
  });
}

/** SPEC section 4: businesses are blocked until the email is verified, so none are fetched before. */
export function useBusinesses() {
  const { isLoggedIn, isVerified } = useSession();
  return useQuery({ ...getBusinessesQueryOptions(), enabled: isLoggedIn && isVerified });
}

/**
 * Changes the cached list in place (after a create, update, delete or a 404) and keeps the copy
 * in local storage and the current business in step with it.
 */
export function updateCachedBusinesses(
  queryClient: QueryClient,
  update: (businesses: Business[]) => Business[],
) {
  const previous = queryClient.getQueryData<Business[]>(businessKeys.list());
  if (!previous) return;
  const next = update(previous);
  queryClient.setQueryData(businessKeys.list(), next);
  writeCachedBusinesses(next);
  syncCurrentBusiness(next);
}

/** Puts a business answered by the server into the list and detail caches. */
export function storeBusiness(queryClient: QueryClient, business: Business) {
  queryClient.setQueryData(businessKeys.detail(business.id), business);
  updateCachedBusinesses(queryClient, (list) =>
    list.some((b) => b.id === business.id)
      ? list.map((b) => (b.id === business.id ? business : b))
      : [...list, business],
  );
}

/** Applies a partial answer (a new logo) to the cached business, wherever it is cached. */
export function patchCachedBusiness(
  queryClient: QueryClient,
  id: string,
  patch: Partial<Business>,
) {
  queryClient.setQueryData<Business>(businessKeys.detail(id), (b) => b && { ...b, ...patch });
  updateCachedBusinesses(queryClient, (list) =>
    list.map((b) => (b.id === id ? { ...b, ...patch } : b)),
  );
}
