import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import { toCsv } from '#src/lib/csv.ts';
import { lineAmount } from './order-text.ts';

/**
 * The order as CSV, for the owner's own books: one row a line (ordered, received, unit cost,
 * amount as plain numbers a spreadsheet adds up), then the total. Headers in `i18n`'s language.
 */
export function orderCsv(order: PurchaseOrder, i18n: I18n): string {
  return toCsv([
    [
      i18n._(msg({ message: 'Item', context: 'a column of an order export' })),
      i18n._(msg({ message: 'Ordered', context: 'a column of an order export' })),
      i18n._(msg({ message: 'Received', context: 'a column of an order export' })),
      i18n._(msg({ message: 'Unit cost', context: 'a column of an order export' })),
      i18n._(msg({ message: 'Amount', context: 'a column of an order export' })),
    ],
    ...order.lines.map((line) => [
      line.productName,
      line.quantity,
      line.receivedQuantity,
      line.unitCost.toFixed(2),
      lineAmount(line),
    ]),
    [
      i18n._(msg({ message: 'Total', context: 'a column of an order export' })),
      '',
      '',
      '',
      order.total.toFixed(2),
    ],
  ]);
}
