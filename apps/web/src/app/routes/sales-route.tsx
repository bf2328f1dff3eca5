import { msg } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { useOfflineBusiness } from '#src/features/sales/offline/use-offline-business.ts';
import { SalesPage } from '#src/features/sales/pages/sales-page.tsx';
import { preloadSalesPageParts } from '#src/features/sales/pages/sales-page-parts.tsx';
import { firstScreenShown, whenFirstScreenShown } from '#src/lib/first-screen.tsx';
import { usePosTill } from '#src/features/shifts/components/pos-till.tsx';
import type { Business } from '@app/contracts';
import { useCurrentBusiness } from '../current-business.tsx';
import { ReceiptPrinterProvider } from './receipt-printer-provider.tsx';
import { RouteBusiness } from './route-business.tsx';
import { WithMobileMoney } from './sale-mobile-money.tsx';
import { WithSaleRefunds } from './sale-refunds.tsx';

/** /sales/{businessId?}: the loader has resolved the business (SPEC section 2). */
export function SalesRoute() {
  const { businessId: routeId } = useParams();
  const current = useCurrentBusiness();
  const id = routeId ?? current?.id;
  const query = useBusiness(id);
  // No connection (after a reload): the POS opens with the business as last seen on this device.
  const offline = useOfflineBusiness(id, query.isError || (query.isPending && !navigator.onLine));
  // One place in the tree for both, so the POS is not remounted when the details arrive.
  const business = query.data ?? offline;
  // The POS's first-load wiring (ADR 082), here rather than in the page: the grid is its first
  // content (`holdsFirstScreen` in routes.tsx), and what the grid does not show loads once it is.
  useEffect(() => {
    void whenFirstScreenShown().then(preloadSalesPageParts);
  }, []);
  // This device's receipt printer (features/printing) and the sale details' refunds
  // (features/refunds), both given to the POS from here: features do not import each other.
  return (
    <ReceiptPrinterProvider>
      <WithSaleRefunds>
        <WithMobileMoney>
          {business ? (
            <SalesWithTill key={business.id} business={business} />
          ) : (
            <RouteBusiness query={query} loadingLabel={msg`Loading sales`}>
              {(loaded) => <SalesWithTill key={loaded.id} business={loaded} />}
            </RouteBusiness>
          )}
        </WithMobileMoney>
      </WithSaleRefunds>
    </ReceiptPrinterProvider>
  );
}

/** The POS with its till's shift (ADR 075): the chip, the register, and shiftRequired. */
function SalesWithTill({ business }: { business: Business }) {
  const till = usePosTill({
    id: business.id,
    name: business.name,
    currency: business.currency,
    timezone: business.settings.timezone,
    shiftRequired: business.settings.shiftRequired ?? false,
  });
  return <SalesPage business={business} till={till} onGridShown={firstScreenShown} />;
}
