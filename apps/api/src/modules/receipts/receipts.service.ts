import type { BusinessReceiptVerification, ReceiptVerification, Sale } from '@app/contracts';
import * as salesService from '#src/modules/sales/sales.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { saleIdOfReceiptCode, sameReceiptCode } from '#src/modules/sales/receipt-code.ts';
import * as repo from './receipts.repo.ts';

/**
 * The sale a code belongs to, when the code is exactly the one the server signed for it as it is
 * now. Malformed, altered, unknown, re-signed after an edit or deleted: null, all alike.
 */
async function genuineSale(deps: AppDeps, code: string): Promise<Sale | null> {
  const saleId = saleIdOfReceiptCode(code);
  if (!saleId) return null;
  const sale = await salesService.findSaleForReceipt(deps.db, saleId);
  return sale && sameReceiptCode(code, sale.receiptCode) ? sale : null;
}

/** The public check (anyone holding a receipt): what the receipt shows, and nothing more. */
export async function verifyReceipt(deps: AppDeps, code: string): Promise<ReceiptVerification> {
  const sale = await genuineSale(deps, code);
  const business = sale ? await repo.findBusinessHeading(deps.db, sale.businessId) : undefined;
  if (!sale || !business) return { valid: false };
  return {
    valid: true,
    receipt: {
      businessName: business.name,
      receiptNumber: sale.receiptNumber,
      soldAt: sale.soldAt,
      items: sale.items.map(({ name, quantity, unitPrice, discount, lineTotal }) => ({
        name,
        quantity,
        unitPrice,
        discount,
        lineTotal,
      })),
      subtotal: sale.subtotal,
      discount: sale.discount,
      tax: sale.tax,
      total: sale.total,
      currency: business.currency,
      ...(sale.paymentProvider === 'mpesa' && sale.paymentReference
        ? { mpesaReceipt: sale.paymentReference }
        : {}),
      ...(sale.paymentProvider ? { paymentProvider: sale.paymentProvider } : {}),
      ...(sale.paymentReference ? { paymentReference: sale.paymentReference } : {}),
    },
  };
}

/** An owner or manager checking a code brought back to them (a return): only their own sales. */
export async function verifyBusinessReceipt(
  deps: AppDeps,
  access: BusinessAccess,
  code: string,
): Promise<BusinessReceiptVerification> {
  const sale = await genuineSale(deps, code);
  return sale && sale.businessId === access.id ? { valid: true, sale } : { valid: false };
}
