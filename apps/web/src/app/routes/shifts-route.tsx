import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { ShiftsPage } from '#src/features/shifts/pages/shifts-page.tsx';
import { ReceiptPrinterProvider } from './receipt-printer-provider.tsx';
import { RouteBusiness } from './route-business.tsx';

/** /shifts/{businessId}: the till's shifts and cash-up (ADR 075). */
export function ShiftsRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  // The reports print on this device's receipt printer (features/printing) when it has one.
  return (
    <ReceiptPrinterProvider>
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
    </ReceiptPrinterProvider>
  );
}
