/**
 * What the POS checkout gives the mobile-money request (ADR 077): the sales feature holds the
 * slot (features/sales/mobile-money-slot.ts), the payments feature fills it, and src/app composes
 * the two; features never import each other, so the shape they share lives here.
 */
export interface MobileMoneyRequestProps {
  businessId: string;
  /** The business's currency: the payments feature offers the providers set up for it. */
  currency: string;
  /** The cart's own id (the sale's): a request belongs to one cart. */
  cartId: string;
  /** The cart's total in minor units. */
  totalMinor: bigint;
  /** The customer's phone, when the cart has a customer with one. */
  customerPhone: string | null;
  /** Confirmed paid: the cart takes the payment and the sale records it. */
  onPaid: (paymentId: string) => void;
  /** "The customer paid another way": back to choosing a method. */
  onOtherWay: () => void;
}
