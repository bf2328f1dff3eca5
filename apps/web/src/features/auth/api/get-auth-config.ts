import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuthConfigResponseSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { authKeys } from './keys.ts';

/** GET /auth/config: which sign-in options this server offers (Google, human check). */
export async function getAuthConfig() {
  return parseResponse(AuthConfigResponseSchema, await api.get('auth/config').json());
}

export function getAuthConfigQueryOptions() {
  return queryOptions({
    queryKey: authKeys.config(),
    queryFn: getAuthConfig,
    staleTime: 60 * 60_000,
  });
}

export function useAuthConfig() {
  return useQuery(getAuthConfigQueryOptions());
}
