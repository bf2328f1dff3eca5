import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { useBusinesses } from '#src/features/businesses/api/get-businesses.ts';
import { TransfersPage } from '#src/features/transfers/pages/transfers-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /transfers/{businessId}: stock sent to and from the owner's other businesses (ADR 074). The
 * businesses feature gives the list to choose from: features never import each other.
 */
export function TransfersRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
  const businesses = useBusinesses();

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading transfers`}>
      {(business) => (
        <TransfersPage
          key={business.id}
          business={business}
          others={(businesses.data ?? []).filter((b) => b.id !== business.id && b.role === 'owner')}
        />
      )}
    </RouteBusiness>
  );
}
