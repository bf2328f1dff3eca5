import type { Sale } from '@app/contracts/sales';
import { createContext, type ReactNode } from 'react';
import type { HistoryBusiness } from './history-business.ts';

/**
 * What a sale's details show of its refunds (ADR 071): the refunds feature fills these in, and
 * src/app composes the two (features never import each other). Without a provider, nothing.
 */
export interface SaleRefundSlots {
  /** Whether anything of the sale is left to refund: the "Refund" action shows only then. */
  canRefund: (sale: Sale) => boolean;
  /** Under the receipt: the sale's refunds. */
  history: (props: { sale: Sale; business: HistoryBusiness }) => ReactNode;
  /** The refund screen, in the sale's panel; `onClose` goes back to the sale. */
  screen: (props: { sale: Sale; business: HistoryBusiness; onClose: () => void }) => ReactNode;
}

export const SaleRefundSlotsContext = createContext<SaleRefundSlots | null>(null);
