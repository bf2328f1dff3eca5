import type { Business } from '@app/contracts/businesses';
import { Trans } from '@lingui/react/macro';
import { MpesaSettingsSection } from './mpesa-settings-section.tsx';
import { PaystackSettingsSection } from './paystack-settings-section.tsx';

/**
 * Settings, Payments: M-Pesa (Daraja) and Paystack, the one the business's currency uses most
 * first (a Ghanaian shop has no M-Pesa; a Kenyan one may have both).
 */
export function PaymentSettings({ business }: { business: Business }) {
  const mpesa = (
    <section key="mpesa" className="space-y-4" aria-labelledby="mpesa-settings-title">
      <h3 id="mpesa-settings-title" className="text-base font-semibold">
        <Trans>M-Pesa (Safaricom Daraja)</Trans>
      </h3>
      <MpesaSettingsSection business={business} />
    </section>
  );
  const paystack = (
    <section key="paystack" className="space-y-4" aria-labelledby="paystack-settings-title">
      <h3 id="paystack-settings-title" className="text-base font-semibold">
        <Trans>Mobile money through Paystack</Trans>
      </h3>
      <PaystackSettingsSection business={business} />
    </section>
  );
  const sections = business.currency === 'KES' ? [mpesa, paystack] : [paystack, mpesa];
  return <div className="space-y-10 divide-y divide-border [&>*+*]:pt-8">{sections}</div>;
}
