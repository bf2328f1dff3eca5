import type { ReactNode } from 'react';
import { RefundSale } from '#src/features/refunds/components/refund-sale.tsx';
import { SaleRefunds } from '#src/features/refunds/components/sale-refunds.tsx';
import { canRefund } from '#src/features/refunds/refund-draft.ts';
import { deviceRegister } from '#src/features/shifts/register.ts';
import { whatsappUrl } from '#src/features/sales/receipt-text.ts';
import {
  SaleRefundSlotsContext,
  type SaleRefundSlots,
} from '#src/features/sales/sale-refund-slots.ts';

/** The refunds feature in a sale's details (features/sales/sale-refund-slots.ts). */
const slots: SaleRefundSlots = {
  canRefund,
  history: ({ sale, business }) => (
    <SaleRefunds sale={sale} currency={business.currency} timezone={business.timezone} />
  ),
  screen: ({ sale, business, onClose }) => (
    <RefundSale
      business={business}
      sale={sale}
      onClose={onClose}
      register={deviceRegister()}
      whatsappLink={(text, phone) => whatsappUrl(text, phone, business.country)}
    />
  ),
};

export function WithSaleRefunds({ children }: { children: ReactNode }) {
  return <SaleRefundSlotsContext value={slots}>{children}</SaleRefundSlotsContext>;
}
