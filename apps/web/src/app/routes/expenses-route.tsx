import { useParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { BUSINESS_STORE_MESSAGES } from '#src/features/businesses/messages.ts';
import { ExpensesPage } from '#src/features/expenses/pages/expenses-page.tsx';
import { errorMessage } from '#src/lib/api-client.ts';

/**
 * /expenses/{businessId}: the loader has resolved the business (SPEC section 2); its currency
 * and time zone (for "today") come from the businesses feature.
 */
export function ExpensesRoute() {
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
          Loading expenses
        </span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  return (
    <ExpensesPage
      key={business.id}
      business={{
        id: business.id,
        currency: business.currency,
        timezone: business.settings.timezone,
      }}
    />
  );
}
