import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckoutResponseSchema,
  CurrentSubscriptionSchema,
  PlansResponseSchema,
  type CheckoutBody,
  type CurrentSubscription,
  type PlansResponse,
} from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  current: () => [...subscriptionKeys.all, 'current'] as const,
};

/** GET /subscriptions/plans. */
export async function getPlans(): Promise<PlansResponse> {
  return parseResponse(PlansResponseSchema, await api.get('subscriptions/plans').json());
}

/** GET /subscriptions/current (never opens the subscription dialog: SPEC section 8). */
export async function getCurrentSubscription(): Promise<CurrentSubscription> {
  return parseResponse(CurrentSubscriptionSchema, await api.get('subscriptions/current').json());
}

export function usePlans() {
  return useQuery(queryOptions({ queryKey: subscriptionKeys.plans(), queryFn: getPlans }));
}

/** The caller's plan; with `pollUntil`, re-asked every `pollMs` until it says yes (return pages). */
export function useCurrentSubscription(
  poll?: { pollMs: number; until: (data: CurrentSubscription) => boolean } | false,
) {
  return useQuery({
    queryKey: subscriptionKeys.current(),
    queryFn: getCurrentSubscription,
    refetchInterval: poll
      ? (query) => (query.state.data && poll.until(query.state.data) ? false : poll.pollMs)
      : false,
  });
}

/** POST /subscriptions/checkout: the provider's payment page to go to. */
export async function startCheckout(body: CheckoutBody): Promise<string> {
  const res = await api.post('subscriptions/checkout', { json: body, ...ACTION }).json();
  return parseResponse(CheckoutResponseSchema, res).url;
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

/** POST /subscriptions/cancel: stops renewal; the plan stays until its period ends. */
export function useCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      parseResponse(
        CurrentSubscriptionSchema,
        await api.post('subscriptions/cancel', ACTION).json(),
      ),
    onSuccess: (data) => queryClient.setQueryData(subscriptionKeys.current(), data),
  });
}
