import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { ExpensesPage } from '#src/features/expenses/pages/expenses-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /expenses/{businessId}: the loader has resolved the business (SPEC section 2); its currency
 * and time zone (for "today") come from the businesses feature.
 */
export function ExpensesRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading expenses`}>
      {(business) => (
        <ExpensesPage
          key={business.id}
          business={{
            id: business.id,
            currency: business.currency,
            timezone: business.settings.timezone,
          }}
        />
      )}
    </RouteBusiness>
  );
}
