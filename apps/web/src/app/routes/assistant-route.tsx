import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { AssistantPage } from '#src/features/assistant/pages/assistant-page.tsx';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { RouteBusiness } from './route-business.tsx';

/** /ai-assistant/{businessId}: the loader has resolved the business (SPEC section 2). */
export function AssistantRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading the assistant`}>
      {(business) => (
        <AssistantPage key={business.id} business={{ id: business.id, name: business.name }} />
      )}
    </RouteBusiness>
  );
}
