import type { Sale } from '@app/contracts/sales';
import { lineTotal } from '@app/contracts/domain/sale-totals';
import { moneyOrZero, totalsOf, type Cart } from '../cart.ts';
import { minorToNumber, toMinor } from '../money.ts';

/**
 * The receipt of a sale kept on this device to sync later, from its cart and the one shared totals
 * computation (the server records the same amounts): what the paper shows until the server's
 * receipt exists. It has no receipt number or verification code; the printed receipt says
 * "pending sync" in their place.
 */
export function pendingSale(
  cart: Cart,
  business: { id: string; taxRate: number },
  soldAt: string,
  seller: string | null,
): Sale {
  const totals = totalsOf(cart, business.taxRate);
  const items = cart.lines.map((line, i) => {
    const amounts = {
      quantity: line.quantity,
      unitPrice: toMinor(line.unitPrice),
      discount: moneyOrZero(line.discount),
    };
    return {
      id: `pending-${i}`,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: minorToNumber(amounts.unitPrice),
      discount: minorToNumber(amounts.discount),
      lineTotal: minorToNumber(lineTotal(amounts)),
      cost: 0,
      refundedQuantity: 0,
    };
  });
  return {
    id: cart.checkoutId,
    businessId: business.id,
    receiptNumber: 0,
    receiptCode: '',
    customerId: cart.customer?.id ?? null,
    customer: cart.customer,
    items,
    subtotal: minorToNumber(totals.subtotal),
    discount: minorToNumber(totals.discount),
    taxRate: business.taxRate,
    tax: minorToNumber(totals.tax),
    total: minorToNumber(totals.total),
    amountPaid: minorToNumber(totals.paid),
    balance: minorToNumber(totals.balance),
    paymentMethod: cart.paymentMethod,
    note: cart.note.trim() || null,
    soldAt,
    createdBy: null,
    createdByUsername: seller,
    createdAt: soldAt,
    updatedAt: soldAt,
    refunds: [],
  };
}
