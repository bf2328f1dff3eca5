import { queryOptions, useQuery } from '@tanstack/react-query';
import { CheckResponseSchema, type User } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { useSession } from '#src/lib/session.ts';
import { authKeys } from './keys.ts';

/**
 * GET /auth/check: the signed-in user as the server knows them now. `retry: false` for the
 * verification poll, which has its own back-off and must not multiply attempts.
 */
export async function getCurrentUser(options: { retry?: boolean } = {}): Promise<User> {
  const data = await api
    .get('auth/check', options.retry === false ? { retry: { limit: 0 } } : {})
    .json();
  return parseResponse(CheckResponseSchema, data).user;
}

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: authKeys.me(), queryFn: () => getCurrentUser() });
}

export function useCurrentUser() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...getCurrentUserQueryOptions(), enabled: isLoggedIn });
}
