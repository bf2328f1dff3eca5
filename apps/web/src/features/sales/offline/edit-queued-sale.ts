import { t } from '@lingui/core/macro';
import { emptyCart, type Cart, type CartLine } from '../cart.ts';
import { fromMinor, toMinor } from '../money.ts';
import { cachedCustomer, cachedItems } from './catalogue-store.ts';
import type { QueuedSale } from './outbox-store.ts';

const moneyText = (value: number | string | undefined): string =>
  value === undefined ? '' : fromMinor(toMinor(value));

/**
 * A refused sale back as a cart (ADR 025, "edit"): its lines with the names, prices and stock
 * of the local catalogue, its customer, discounts, payment and note. It gets a new sale id (the
 * refused one may be taken, see SALE_ID_CONFLICT) and remembers which queued sale it replaces.
 */
export async function cartFromQueuedSale(sale: QueuedSale): Promise<Cart> {
  const { body } = sale;
  const items = await cachedItems(body.items.map((l) => l.productId));
  const lines: CartLine[] = body.items.map((line) => {
    const item = items.get(line.productId);
    return {
      productId: line.productId,
      // Not on this phone any more (deleted since): the server will say so by its name.
      name: item?.name ?? t`Item no longer in the catalogue`,
      unitPrice: moneyText(line.unitPrice ?? item?.price ?? 0),
      stock: item?.stock ?? null,
      quantity: line.quantity,
      discount: line.discount === undefined ? '' : moneyText(line.discount),
      allowDiscount: item?.settings.allowDiscount ?? true,
      code: item ? (item.barcode ?? item.sku) : null,
    };
  });
  const customer = body.customerId ? await cachedCustomer(body.customerId) : null;
  return {
    ...emptyCart(),
    lines,
    orderDiscount: body.discount === undefined ? '' : moneyText(body.discount),
    customer: body.customerId
      ? {
          id: body.customerId,
          // Never searched on this phone: the sale still belongs to them.
          name: customer?.name ?? t`Customer of the refused sale`,
          phone: customer?.phone ?? null,
        }
      : null,
    paymentMethod: body.paymentMethod,
    amountPaid: body.amountPaid === undefined ? '' : moneyText(body.amountPaid),
    note: body.note ?? '',
    replacesQueuedId: sale.id,
  };
}
