import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { ShiftsPage } from '#src/features/shifts/pages/shifts-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/** /shifts/{businessId}: the till's shifts and cash-up (issue 43). */
export function ShiftsRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading shifts`}>
      {(business) => (
        <ShiftsPage
          key={business.id}
          business={{
            id: business.id,
            name: business.name,
            currency: business.currency,
            timezone: business.settings.timezone,
          }}
        />
      )}
    </RouteBusiness>
  );
}
