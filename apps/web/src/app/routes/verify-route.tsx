import { useCallback } from 'react';
import { useParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { BUSINESS_STORE_MESSAGES } from '#src/features/businesses/messages.ts';
import { VerifyBusinessReceiptPage } from '#src/features/receipts/pages/verify-business-receipt-page.tsx';
import { errorMessage } from '#src/lib/api-client.ts';

/**
 * /verify/{businessId} (signed in): the owner checks a receipt against their business; a genuine
 * one opens on the sales screen for a return.
 */
export function VerifyRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
  const business = query.data;
  const saleHref = useCallback(
    (saleId: string) =>
      `/sales/${encodeURIComponent(businessId ?? '')}?sale=${encodeURIComponent(saleId)}`,
    [businessId],
  );

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
      <div className="mx-auto max-w-2xl space-y-5" aria-busy="true">
        <span className="sr-only" role="status">
          Loading
        </span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    );
  }
  return <VerifyBusinessReceiptPage key={business.id} business={business} saleHref={saleHref} />;
}
