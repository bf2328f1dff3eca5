import { lazy, Suspense, type ReactNode } from 'react';
import { canRefund } from '#src/features/refunds/refund-draft.ts';
import { deviceRegister } from '#src/features/shifts/register.ts';
import { whatsappUrl } from '#src/features/sales/receipt-text.ts';
import {
  SaleRefundSlotsContext,
  type SaleRefundSlots,
} from '#src/features/sales/sale-refund-slots.ts';

// Shown only in a sale's details: not on the POS's path to its first tap (ADR 091).
const SaleRefunds = lazy(() =>
  import('#src/features/refunds/components/sale-refunds.tsx').then((m) => ({
    default: m.SaleRefunds,
  })),
);
const RefundSale = lazy(() =>
  import('#src/features/refunds/components/refund-sale.tsx').then((m) => ({
    default: m.RefundSale,
  })),
);

/** The refunds feature in a sale's details (features/sales/sale-refund-slots.ts). */
const slots: SaleRefundSlots = {
  canRefund,
  history: ({ sale, business }) => (
    <Suspense fallback={null}>
      <SaleRefunds sale={sale} currency={business.currency} timezone={business.timezone} />
    </Suspense>
  ),
  screen: ({ sale, business, onClose }) => (
    <Suspense fallback={null}>
      <RefundSale
        business={business}
        sale={sale}
        onClose={onClose}
        register={deviceRegister()}
        whatsappLink={(text, phone) => whatsappUrl(text, phone, business.country)}
      />
    </Suspense>
  ),
};

export function WithSaleRefunds({ children }: { children: ReactNode }) {
  return <SaleRefundSlotsContext value={slots}>{children}</SaleRefundSlotsContext>;
}
