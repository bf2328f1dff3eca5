import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Business } from '@app/contracts/businesses';
import type { ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { BUSINESS_STORE_TEXTS } from '#src/features/businesses/messages.ts';
import { errorMessage } from '#src/lib/api-client.ts';

/**
 * A business screen's frame: the route's loader has resolved the business (SPEC section 2); this
 * waits for its details (currency, time zone, settings) with a skeleton, offers a retry when they
 * fail to load, and then renders the screen for that business.
 */
export function RouteBusiness({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<Business>;
  /** What loads, said to screen readers (`msg`). */
  loadingLabel: MessageDescriptor;
  children: (business: Business) => ReactNode;
}) {
  const { t } = useLingui();
  const business = query.data;
  if (business) return children(business);
  if (query.isError) {
    return (
      <EmptyState
        title={t(BUSINESS_STORE_TEXTS.loadDetailsFailed)}
        description={errorMessage(query.error, t`Check your connection and try again.`)}
        action={
          <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-5" aria-busy="true">
      <span className="sr-only" role="status">
        {t(loadingLabel)}
      </span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  );
}
