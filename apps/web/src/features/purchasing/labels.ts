import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PurchaseOrderStatus } from '@app/contracts/purchase-orders';
import type { SupplierPaymentMethod } from '@app/contracts/suppliers';
import type { BadgeProps } from '#src/components/ui/badge.tsx';

export const STATUS_LABELS: Record<PurchaseOrderStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'purchase order status' }),
  ordered: msg({ message: 'Ordered', context: 'purchase order status' }),
  partially_received: msg({ message: 'Partly received', context: 'purchase order status' }),
  received: msg({ message: 'Received', context: 'purchase order status' }),
  cancelled: msg({ message: 'Cancelled', context: 'purchase order status' }),
};

export const STATUS_VARIANTS: Record<PurchaseOrderStatus, BadgeProps['variant']> = {
  draft: 'neutral',
  ordered: 'primary',
  partially_received: 'warning',
  received: 'outline',
  cancelled: 'danger',
};

export const PAYMENT_METHOD_LABELS: Record<SupplierPaymentMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  card: msg`Card`,
  transfer: msg`Bank transfer`,
  mobile_money: msg`Mobile money`,
  other: msg`Other`,
};
