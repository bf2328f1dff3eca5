import { createContext, type ReactNode } from 'react';

/**
 * The POS's mobile-money request (ADR 077: M-Pesa, Paystack): the payments feature fills it in
 * and src/app composes the two (features never import each other). Without a provider, the
 * checkout has none.
 */
export interface MobileMoneyRequestProps {
  businessId: string;
  /** The business's currency: the payments feature offers the providers set up for it. */
  currency: string;
  /** The cart's own id (the sale's): a push belongs to one cart. */
  cartId: string;
  /** The cart's total in minor units. */
  totalMinor: bigint;
  customerPhone: string | null;
  /** Confirmed paid: the cart takes the payment and the sale records it. */
  onPaid: (paymentId: string) => void;
  /** "The customer paid another way". */
  onOtherWay: () => void;
}

export const MobileMoneySlotContext = createContext<
  ((props: MobileMoneyRequestProps) => ReactNode) | null
>(null);
