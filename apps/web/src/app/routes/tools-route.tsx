import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { ToolsPage } from '#src/features/tools/pages/tools-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/** /tools/{businessId}: the loader has resolved the business (SPEC section 2). */
export function ToolsRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading tools`}>
      {(business) => <ToolsPage key={business.id} businessId={business.id} />}
    </RouteBusiness>
  );
}
