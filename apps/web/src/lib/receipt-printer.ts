import type { Sale } from '@app/contracts/sales';
import { createContext, useContext, type ComponentType } from 'react';
import type { PrintDocument } from './print-document.ts';

/** What a printed receipt needs of its business (features/sales ReceiptBusiness has it all). */
export interface ReceiptPrinterBusiness {
  name: string;
  currency: string;
  address?: string | null;
  phone?: string | null;
  logoUrl?: string | null;
  receiptFooter?: string | null;
  timezone?: string;
  language?: string;
}

/**
 * This device's receipt printer as the POS and the shifts see it (ADR 072). They ask for it here;
 * src/app provides it from features/printing (features do not import each other), so the POS
 * works, with the browser's print dialog, where no provider is given.
 */
export interface ReceiptPrinter {
  /** A printer is set up on this device. */
  ready: boolean;
  /**
   * After a sale (recorded, or `pending`: kept on this device to sync): prints when the setup
   * says so and opens the drawer on cash when set. Never throws; failures are toasted.
   */
  afterSale(sale: Sale, business: ReceiptPrinterBusiness, pending?: boolean): void;
  /** One copy now (the receipt screen's and the history's Print). True when it printed. */
  printReceipt(sale: Sale, business: ReceiptPrinterBusiness, pending?: boolean): Promise<boolean>;
  /** Another till document (a shift's X/Z report), one copy now. True when it printed. */
  printDocument(document: PrintDocument): Promise<boolean>;
  /** The "Open drawer" button (renders nothing without a printer). */
  OpenDrawerButton: ComponentType;
}

export const ReceiptPrinterContext = createContext<ReceiptPrinter | null>(null);

export const useReceiptPrinter = () => useContext(ReceiptPrinterContext);
