import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { PriceListPage } from '#src/features/price-lists/pages/price-list-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /price-list-generator/{businessId}: the loader has resolved the business (SPEC section 2); its full
 * record (currency, logo, contact details) comes from the businesses feature.
 */
export function PriceListRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading the price list generator`}>
      {(business) => <PriceListPage key={business.id} business={business} />}
    </RouteBusiness>
  );
}
