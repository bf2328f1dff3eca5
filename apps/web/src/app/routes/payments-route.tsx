import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { PaymentsPage } from '#src/features/payments/pages/payments-page.tsx';
import { CustomerPicker } from '#src/features/sales/components/customer-picker.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /payments/{businessId} (ADR 077): unmatched M-Pesa till/paybill payments. The sales feature's
 * customer picker is given to it from here: features do not import each other.
 */
export function PaymentsRoute() {
  const { t } = useLingui();
  const { businessId } = useParams();
  const query = useBusiness(businessId);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading payments`}>
      {(business) => (
        <PaymentsPage
          key={business.id}
          business={business}
          customerPicker={({ value, onChange }) => (
            <CustomerPicker
              businessId={business.id}
              placeholder={t`Tap to choose the customer who paid`}
              value={value ? { id: value.id, name: value.name, phone: null } : null}
              onChange={(c) => onChange(c ? { id: c.id, name: c.name } : null)}
            />
          )}
        />
      )}
    </RouteBusiness>
  );
}
