import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FREE_TRIAL_DAYS_DEFAULT,
  GRACE_PERIOD_DAYS_DEFAULT,
  MESSAGES,
  TRIAL_STATUS_CACHE_MS,
  TrialStatusResponseSchema,
  type TrialStatus,
} from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { useSession } from '#src/lib/session.ts';
import { trialKeys } from './keys.ts';

/** GET /trial-status/current. */
export async function getTrialStatus(): Promise<TrialStatus> {
  return parseResponse(TrialStatusResponseSchema, await api.get('trial-status/current').json())
    .data;
}

export function getTrialStatusQueryOptions() {
  return queryOptions({
    queryKey: trialKeys.current(),
    queryFn: getTrialStatus,
    staleTime: TRIAL_STATUS_CACHE_MS,
  });
}

/** SPEC section 8: when the status cannot be fetched, it is 'error' with this message. */
export const TRIAL_STATUS_ERROR: TrialStatus = {
  status: 'error',
  trialStatus: 'error',
  hasFullAccess: false,
  requiresSubscription: false,
  inGracePeriod: false,
  daysUntilDeadline: null,
  subscriptionDeadline: null,
  message: MESSAGES.trialUnknown,
  category: 'unknown',
  freeTrialDays: FREE_TRIAL_DAYS_DEFAULT,
  gracePeriodDays: GRACE_PERIOD_DAYS_DEFAULT,
  subscriptionDetails: { plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
};

/** The signed-in user's trial status (cached 5 min); undefined while the first answer loads. */
export function useTrialStatus(): TrialStatus | undefined {
  const { isLoggedIn } = useSession();
  const query = useQuery({ ...getTrialStatusQueryOptions(), enabled: isLoggedIn });
  if (query.data) return query.data;
  return query.isError ? TRIAL_STATUS_ERROR : undefined;
}
