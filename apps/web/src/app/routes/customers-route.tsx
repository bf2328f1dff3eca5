import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { CustomersPage } from '#src/features/customers/pages/customers-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /customers/{businessId}: the loader has resolved the business (SPEC section 2); its currency
 * comes from the businesses feature, and a purchase in a customer's history opens on the sales
 * screen.
 */
export function CustomersRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
  const saleHref = useCallback(
    (saleId: string) =>
      `/sales/${encodeURIComponent(businessId ?? '')}?sale=${encodeURIComponent(saleId)}`,
    [businessId],
  );

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading customers`}>
      {(business) => <CustomersPage key={business.id} business={business} saleHref={saleHref} />}
    </RouteBusiness>
  );
}
