import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { PurchasingPage } from '#src/features/purchasing/pages/purchasing-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/** /purchasing/{businessId}: suppliers, purchase orders and reorder suggestions. */
export function PurchasingRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading purchasing`}>
      {(business) => <PurchasingPage key={business.id} business={business} />}
    </RouteBusiness>
  );
}
