import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { StockReportPage } from '#src/features/stock-reports/pages/stock-report-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /financial-stock-reports/{businessId}: the loader has resolved the business (SPEC section 2);
 * its full record (currency, time zone, logo for the printed header) comes from the businesses
 * feature.
 */
export function StockReportRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading the stock report`}>
      {(business) => <StockReportPage key={business.id} business={business} />}
    </RouteBusiness>
  );
}
