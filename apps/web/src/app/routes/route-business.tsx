import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Business } from '@app/contracts/businesses';
import type { ReactNode } from 'react';
import { LoadFailedState } from '#src/components/ui/load-failed-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { BUSINESS_STORE_TEXTS } from '#src/features/businesses/messages.ts';

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
    return <LoadFailedState query={query} title={t(BUSINESS_STORE_TEXTS.loadDetailsFailed)} />;
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
