import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { useUpdateBusiness } from '#src/features/businesses/api/update-business.ts';
import { CatalogPage } from '#src/features/catalog/pages/catalog-page.tsx';
import { RouteBusiness } from './route-business.tsx';

/** /catalog/{businessId}: the catalogue manager; publishing goes through the business profile. */
export function CatalogRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);
  const update = useUpdateBusiness();

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading the catalogue`}>
      {(business) => (
        <CatalogPage
          key={business.id}
          business={{
            id: business.id,
            name: business.name,
            slug: business.slug,
            currency: business.currency,
            language: business.language,
            isOwner: business.role === 'owner',
            shopPublished: business.shopPublished,
            hasWhatsapp: Boolean(business.socials.whatsapp),
          }}
          publishing={update.isPending}
          onPublish={(shopPublished) =>
            update.mutateAsync({ id: business.id, body: { shopPublished } })
          }
        />
      )}
    </RouteBusiness>
  );
}
