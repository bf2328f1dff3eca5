import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { StockCountPage } from '#src/features/stock-counts/pages/stock-count-page.tsx';
import { StockCountsPage } from '#src/features/stock-counts/pages/stock-counts-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/** /stock-counts/{businessId}/{countId?}: the business's counts, or one count (ADR 074). */
export function StockCountsRoute() {
  const { businessId, countId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading stock counts`}>
      {(business) =>
        countId ? (
          <StockCountPage key={countId} business={business} countId={countId} />
        ) : (
          <StockCountsPage key={business.id} business={business} />
        )
      }
    </RouteBusiness>
  );
}
