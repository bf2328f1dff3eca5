import { queryOptions } from '@tanstack/react-query';
import { CheckUsernameResponseSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { authKeys } from './keys.ts';

/** GET /auth/check-username: whether a name is free (the caller's own name counts as free). */
export async function checkUsername(username: string, signal?: AbortSignal) {
  const data = await api
    .get('auth/check-username', { searchParams: { username }, signal, retry: { limit: 1 } })
    .json();
  return parseResponse(CheckUsernameResponseSchema, data);
}

export function checkUsernameQueryOptions(username: string) {
  return queryOptions({
    queryKey: authKeys.usernameCheck(username),
    queryFn: ({ signal }) => checkUsername(username, signal),
    staleTime: 30_000,
  });
}
