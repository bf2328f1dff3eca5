import type { ReceiptBusiness } from './receipt-text.ts';

/** What the sales history, a sale's details and its edit form need to know of the business. */
export interface HistoryBusiness extends ReceiptBusiness {
  id: string;
  taxRate: number;
  allowNegativeStock: boolean;
}
