import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { SalesPage } from '#src/features/sales/pages/sales-page.tsx';
import { useCurrentBusiness } from '../current-business.tsx';
import { RouteBusiness } from './route-business.tsx';

/** /sales/{businessId?}: the loader has resolved the business (SPEC section 2). */
export function SalesRoute() {
  const { businessId: routeId } = useParams();
  const current = useCurrentBusiness();
  const query = useBusiness(routeId ?? current?.id);

  return (
    <RouteBusiness query={query} loadingLabel="Loading sales">
      {(business) => <SalesPage key={business.id} business={business} />}
    </RouteBusiness>
  );
}
