import type { ShopOrder, ShopOrderStatus } from '@app/contracts/shop';
import type { PaymentMethod } from '@app/contracts/customers';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Shown with `i18n._(STATUS_LABELS[status])`. */
export const STATUS_LABELS: Record<ShopOrderStatus, MessageDescriptor> = {
  new: msg({ message: 'New', comment: 'an order status: just placed' }),
  accepted: msg({ message: 'Accepted', comment: 'an order status' }),
  ready: msg({ message: 'Ready', comment: 'an order status: ready for pick-up or delivery' }),
  completed: msg({ message: 'Completed', comment: 'an order status' }),
  cancelled: msg({ message: 'Cancelled', comment: 'an order status' }),
};

/** What the owner is told after moving an order on (a whole sentence per status). */
export const STATUS_DONE: Record<ShopOrderStatus, (reference: string) => MessageDescriptor> = {
  new: (reference) => msg`Order ${reference}: new`,
  accepted: (reference) => msg`Order ${reference}: accepted`,
  ready: (reference) => msg`Order ${reference}: ready`,
  completed: (reference) => msg`Order ${reference} completed and recorded as a sale`,
  cancelled: (reference) => msg`Order ${reference}: cancelled`,
};

export const STATUS_BADGE: Record<ShopOrderStatus, 'primary' | 'warning' | 'neutral' | 'danger'> = {
  new: 'warning',
  accepted: 'primary',
  ready: 'primary',
  completed: 'neutral',
  cancelled: 'danger',
};

/** The one step forward the owner is offered next (the server also allows skipping steps). */
export const NEXT_STEP: Partial<
  Record<ShopOrderStatus, { status: 'accepted' | 'ready'; label: MessageDescriptor }>
> = {
  new: {
    status: 'accepted',
    label: msg({ message: 'Accept', comment: 'a button: accept the order' }),
  },
  accepted: { status: 'ready', label: msg`Mark ready` },
};

export const isOpen = (order: Pick<ShopOrder, 'status'>) =>
  order.status !== 'completed' && order.status !== 'cancelled';

/** A completed order becomes a paid sale: credit needs a customer account, so it is not offered. */
export const ORDER_PAYMENT_METHODS: {
  value: Exclude<PaymentMethod, 'credit'>;
  label: MessageDescriptor;
}[] = [
  { value: 'cash', label: msg({ message: 'Cash', comment: 'a payment method' }) },
  {
    value: 'mobile_money',
    label: msg({ message: 'Mobile money', comment: 'a payment method: M-Pesa, MTN MoMo...' }),
  },
  { value: 'card', label: msg({ message: 'Card', comment: 'a payment method: bank card' }) },
  {
    value: 'transfer',
    label: msg({ message: 'Transfer', comment: 'a payment method: bank transfer' }),
  },
];

export const FILTERS = [
  { value: 'all', label: msg({ message: 'All', comment: 'orders of every status' }) },
  { value: 'new', label: STATUS_LABELS.new },
  { value: 'accepted', label: STATUS_LABELS.accepted },
  { value: 'ready', label: STATUS_LABELS.ready },
  { value: 'completed', label: STATUS_LABELS.completed },
  { value: 'cancelled', label: STATUS_LABELS.cancelled },
] as const;
export type OrderFilter = (typeof FILTERS)[number]['value'];

/** The customer's number as a tel: and a wa.me link (digits only). */
export const phoneDigits = (phone: string) => phone.replace(/[^\d]/g, '');
