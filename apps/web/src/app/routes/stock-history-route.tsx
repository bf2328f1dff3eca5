import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { StockHistoryPage } from '#src/features/stock-history/pages/stock-history-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /stock-history/{businessId}: the loader has resolved the business (SPEC section 2); its full
 * record (currency, time zone) comes from the businesses feature.
 */
export function StockHistoryRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading stock history`}>
      {(business) => <StockHistoryPage key={business.id} business={business} />}
    </RouteBusiness>
  );
}
