import { isLanguage } from '@app/contracts/languages';
import type { Sale } from '@app/contracts/sales';
import { i18n as appI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMemo, type ReactNode } from 'react';
import { OpenDrawerButton } from '#src/features/printing/components/open-drawer-button.tsx';
import {
  afterSale,
  printDocumentNow,
  printReceiptNow,
  type ReceiptJob,
} from '#src/features/printing/printer-actions.ts';
import { usePrinterSettings } from '#src/features/printing/settings/printer-settings.ts';
import { receiptPdfLabels } from '#src/features/sales/receipt-labels.ts';
import { verifyReceiptUrl } from '#src/features/sales/receipt-text.ts';
import { i18nFor } from '#src/i18n/for-language.ts';
import {
  ReceiptPrinterContext,
  type ReceiptPrinter,
  type ReceiptPrinterBusiness,
} from '#src/lib/receipt-printer.ts';

/**
 * A sale's receipt for the printer: the words of the on-screen receipt and its PDF
 * (features/sales receipt-labels.ts) in the business's language, as its customers read it.
 */
export async function receiptJob(
  sale: Sale,
  business: ReceiptPrinterBusiness,
  pending = false,
  origin?: string,
): Promise<ReceiptJob> {
  const i18n = isLanguage(business.language) ? await i18nFor(business.language) : appI18n;
  // At a till the staff member who served, else the account that rang it up (ADR 076).
  const seller = sale.staffName ?? sale.createdByUsername;
  const labels = {
    ...receiptPdfLabels(sale, business.name, i18n),
    servedBy: seller ? i18n._(msg`Served by ${seller}`) : null,
    pendingSync: i18n._(msg`Pending sync: the receipt number comes when it syncs.`),
  };
  return {
    receipt: {
      sale,
      business,
      labels,
      verifyUrl: pending ? null : verifyReceiptUrl(sale.receiptCode, origin),
      pending,
    },
    logoUrl: business.logoUrl,
  };
}

/** Gives the POS and the shifts this device's receipt printer (features/printing). */
export function ReceiptPrinterProvider({ children }: { children: ReactNode }) {
  const ready = usePrinterSettings() !== null;
  const value = useMemo<ReceiptPrinter>(
    () => ({
      ready,
      afterSale: (sale, business, pending) =>
        void afterSale(() => receiptJob(sale, business, pending), sale.paymentMethod === 'cash'),
      printReceipt: (sale, business, pending) =>
        printReceiptNow(() => receiptJob(sale, business, pending)),
      printDocument: printDocumentNow,
      OpenDrawerButton,
    }),
    [ready],
  );
  return <ReceiptPrinterContext.Provider value={value}>{children}</ReceiptPrinterContext.Provider>;
}
