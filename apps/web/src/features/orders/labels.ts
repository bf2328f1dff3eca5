import type { ShopOrder, ShopOrderStatus } from '@app/contracts/shop';
import type { PaymentMethod } from '@app/contracts/customers';

export const STATUS_LABELS: Record<ShopOrderStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
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
  Record<ShopOrderStatus, { status: 'accepted' | 'ready'; label: string }>
> = {
  new: { status: 'accepted', label: 'Accept' },
  accepted: { status: 'ready', label: 'Mark ready' },
};

export const isOpen = (order: Pick<ShopOrder, 'status'>) =>
  order.status !== 'completed' && order.status !== 'cancelled';

/** A completed order becomes a paid sale: credit needs a customer account, so it is not offered. */
export const ORDER_PAYMENT_METHODS: { value: Exclude<PaymentMethod, 'credit'>; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'mobile_money', label: 'Mobile money' },
  { value: 'card', label: 'Card' },
  { value: 'transfer', label: 'Transfer' },
];

export const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'ready', label: 'Ready' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type OrderFilter = (typeof FILTERS)[number]['value'];

/** The customer's number as a tel: and a wa.me link (digits only). */
export const phoneDigits = (phone: string) => phone.replace(/[^\d]/g, '');
