import { useParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { BUSINESS_STORE_MESSAGES } from '#src/features/businesses/messages.ts';
import { SalesPage } from '#src/features/sales/pages/sales-page.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useCurrentBusiness } from '../current-business.tsx';

/** /sales/{businessId?}: the loader has resolved the business (SPEC section 2). */
export function SalesRoute() {
  const { businessId: routeId } = useParams();
  const current = useCurrentBusiness();
  const query = useBusiness(routeId ?? current?.id);
  const business = query.data;

  if (!business) {
    if (query.isError) {
      return (
        <EmptyState
          title={BUSINESS_STORE_MESSAGES.loadDetailsFailed}
          description={errorMessage(query.error, 'Check your connection and try again.')}
          action={
            <Button
              variant="outline"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
          }
        />
      );
    }
    return (
      <div className="space-y-5" aria-busy="true">
        <span className="sr-only" role="status">
          Loading sales
        </span>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-13 w-full rounded-xl" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }

  return <SalesPage key={business.id} business={business} />;
}
