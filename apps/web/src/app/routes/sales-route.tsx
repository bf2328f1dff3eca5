import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { useOfflineBusiness } from '#src/features/sales/offline/use-offline-business.ts';
import { SalesPage } from '#src/features/sales/pages/sales-page.tsx';
import { useCurrentBusiness } from '../current-business.tsx';
import { RouteBusiness } from './route-business.tsx';

/** /sales/{businessId?}: the loader has resolved the business (SPEC section 2). */
export function SalesRoute() {
  const { businessId: routeId } = useParams();
  const current = useCurrentBusiness();
  const id = routeId ?? current?.id;
  const query = useBusiness(id);
  // No connection (after a reload): the POS opens with the business as last seen on this device.
  const offline = useOfflineBusiness(id, query.isError || (query.isPending && !navigator.onLine));
  if (!query.data && offline) return <SalesPage key={offline.id} business={offline} />;

  return (
    <RouteBusiness query={query} loadingLabel="Loading sales">
      {(business) => <SalesPage key={business.id} business={business} />}
    </RouteBusiness>
  );
}
