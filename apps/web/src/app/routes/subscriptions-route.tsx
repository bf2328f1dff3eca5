import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { useCurrentBusinessSelection } from '#src/features/businesses/business-storage.ts';
import { SubscriptionReturnPage } from '#src/features/subscriptions/pages/subscription-return-page.tsx';
import { SubscriptionsPage } from '#src/features/subscriptions/pages/subscriptions-page.tsx';
import { trialKeys } from '#src/features/trial/api/keys.ts';

/** /subscriptions: allowed without a business; prices in the current business's currency. */
export function SubscriptionsRoute() {
  const selection = useCurrentBusinessSelection();
  const business = useBusiness(selection?.id);
  return <SubscriptionsPage preferredCurrency={business.data?.currency} />;
}

function useUnlock() {
  const queryClient = useQueryClient();
  // The trial status decides the guard, the badge and the dialog: refetch it, no reload.
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trialKeys.all }),
    [queryClient],
  );
}

export function SubscriptionSuccessRoute() {
  return <SubscriptionReturnPage outcome="success" onActivated={useUnlock()} />;
}

export function SubscriptionCancelRoute() {
  return <SubscriptionReturnPage outcome="cancel" />;
}
