import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { OrdersPage } from '#src/features/orders/pages/orders-page.tsx';
import { businessPath } from '../navigation.ts';
import { RouteBusiness } from './route-business.tsx';

/** /orders/{businessId}: the shop's orders; a completed one links to its sale. */
export function OrdersRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading the orders`}>
      {(business) => (
        <OrdersPage
          key={business.id}
          business={{
            id: business.id,
            currency: business.currency,
            shopPublished: business.shopPublished,
          }}
          catalogHref={businessPath('catalog', business.id)}
          saleHref={(saleId) =>
            `${businessPath('sales', business.id)}?sale=${encodeURIComponent(saleId)}`
          }
        />
      )}
    </RouteBusiness>
  );
}
