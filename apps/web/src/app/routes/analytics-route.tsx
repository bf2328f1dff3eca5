import { useParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { BUSINESS_STORE_MESSAGES } from '#src/features/businesses/messages.ts';
import { AnalyticsPage } from '#src/features/analytics/pages/analytics-page.tsx';
import { errorMessage } from '#src/lib/api-client.ts';

/**
 * /analytics/{businessId}: the loader has resolved the business (SPEC section 2); its name (for
 * the printed header) and time zone (for the date presets) come from the businesses feature.
 */
export function AnalyticsRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
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
          Loading analytics
        </span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  return (
    <AnalyticsPage
      key={business.id}
      business={{ id: business.id, name: business.name, timezone: business.settings.timezone }}
    />
  );
}
