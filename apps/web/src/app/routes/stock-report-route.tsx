import { useParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { BUSINESS_STORE_MESSAGES } from '#src/features/businesses/messages.ts';
import { StockReportPage } from '#src/features/stock-reports/pages/stock-report-page.tsx';
import { errorMessage } from '#src/lib/api-client.ts';

/**
 * /financial-stock-reports/{businessId}: the loader has resolved the business (SPEC section 2);
 * its full record (currency, time zone, logo for the printed header) comes from the businesses
 * feature.
 */
export function StockReportRoute() {
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
          Loading the stock report
        </span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  return <StockReportPage key={business.id} business={business} />;
}
