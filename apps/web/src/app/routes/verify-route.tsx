import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { VerifyBusinessReceiptPage } from '#src/features/receipts/pages/verify-business-receipt-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /verify/{businessId} (signed in): the owner checks a receipt against their business; a genuine
 * one opens on the sales screen for a return.
 */
export function VerifyRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
  const saleHref = useCallback(
    (saleId: string) =>
      `/sales/${encodeURIComponent(businessId ?? '')}?sale=${encodeURIComponent(saleId)}`,
    [businessId],
  );

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading the receipt check`}>
      {(business) => (
        <VerifyBusinessReceiptPage key={business.id} business={business} saleHref={saleHref} />
      )}
    </RouteBusiness>
  );
}
