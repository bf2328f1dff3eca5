import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { orderCsv } from './order-csv.ts';

describe('orderCsv', () => {
  it('writes one row a line with its amount to the cent, then the total', () => {
    const order = {
      number: 7,
      total: 30.6,
      lines: [
        {
          productId: 'p1',
          productName: 'Rice; 5kg',
          quantity: 3,
          receivedQuantity: 1,
          unitCost: 0.1,
        },
        { productId: 'p2', productName: 'Oil', quantity: 2, receivedQuantity: 0, unitCost: 15.15 },
      ],
    } as PurchaseOrder;
    expect(orderCsv(order, i18n).replace('\uFEFF', '').split('\r\n')).toEqual([
      'Item,Ordered,Received,Unit cost,Amount',
      '"Rice; 5kg",3,1,0.10,0.30',
      'Oil,2,0,15.15,30.30',
      'Total,,,,30.60',
      '',
    ]);
  });
});
