import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { AnalyticsPage } from '#src/features/analytics/pages/analytics-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /analytics/{businessId}: the loader has resolved the business (SPEC section 2); its name (for
 * the printed header) and time zone (for the date presets) come from the businesses feature.
 */
export function AnalyticsRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading analytics`}>
      {(business) => (
        <AnalyticsPage
          key={business.id}
          business={{ id: business.id, name: business.name, timezone: business.settings.timezone }}
        />
      )}
    </RouteBusiness>
  );
}
