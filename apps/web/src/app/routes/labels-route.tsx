import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { LabelsPage } from '#src/features/labels/pages/labels-page.tsx';
import { ReceiptPrinterProvider } from './receipt-printer-provider.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /labels/{businessId}: the loader has resolved the business (SPEC section 2); its full record
 * (currency, country, time zone) comes from the businesses feature.
 */
export function LabelsRoute() {
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  // Labels print on this device's receipt printer (features/printing) too, when it has one.
  return (
    <ReceiptPrinterProvider>
      <RouteBusiness query={query} loadingLabel={msg`Loading barcode labels`}>
        {(business) => <LabelsPage key={business.id} business={business} />}
      </RouteBusiness>
    </ReceiptPrinterProvider>
  );
}
