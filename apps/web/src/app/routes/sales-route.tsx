import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { useOfflineBusiness } from '#src/features/sales/offline/use-offline-business.ts';
import { SalesPage } from '#src/features/sales/pages/sales-page.tsx';
import { useCurrentBusiness } from '../current-business.tsx';
import { RouteBusiness } from './route-business.tsx';
import { WithSaleRefunds } from './sale-refunds.tsx';

/** /sales/{businessId?}: the loader has resolved the business (SPEC section 2). */
export function SalesRoute() {
  const { businessId: routeId } = useParams();
  const current = useCurrentBusiness();
  const id = routeId ?? current?.id;
  const query = useBusiness(id);
  // No connection (after a reload): the POS opens with the business as last seen on this device.
  const offline = useOfflineBusiness(id, query.isError || (query.isPending && !navigator.onLine));
  // One place in the tree for both, so the POS is not remounted when the details arrive.
  const business = query.data ?? offline;
  if (business) {
    return (
      <WithSaleRefunds>
        <SalesPage key={business.id} business={business} />
      </WithSaleRefunds>
    );
  }

  return (
    <WithSaleRefunds>
      <RouteBusiness query={query} loadingLabel={msg`Loading sales`}>
        {(loaded) => <SalesPage key={loaded.id} business={loaded} />}
      </RouteBusiness>
    </WithSaleRefunds>
  );
}
