import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { DashboardPage } from '#src/features/dashboard/pages/dashboard-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/** /dashboard/{businessId}: the loader has resolved the business (SPEC section 2). */
export function DashboardRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading the dashboard`}>
      {(business) => (
        <DashboardPage key={business.id} businessId={business.id} businessName={business.name} />
      )}
    </RouteBusiness>
  );
}
