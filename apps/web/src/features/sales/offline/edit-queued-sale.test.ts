import 'fake-indexeddb/auto';
import type { Customer } from '@app/contracts/customers';
import type { InventoryItem } from '@app/contracts/inventory';
import { describe, expect, it } from 'vitest';
import { saleBody } from '../cart.ts';
import { saveCustomers, saveItems } from './catalogue-store.ts';
import { cartFromQueuedSale } from './edit-queued-sale.ts';
import type { QueuedSale } from './outbox-store.ts';

const rice = {
  id: 'p-rice',
  businessId: 'b1',
  name: 'Jollof Rice',
  sku: 'JR1',
  barcode: '6150000000001',
  price: 2500,
  stock: 2,
  isLowStock: false,
  settings: { featured: false, taxRate: null, allowDiscount: true },
} as InventoryItem;

const refused: QueuedSale = {
  id: 'sale-1',
  userId: 'u1',
  businessId: 'b1',
  body: {
    id: 'sale-1',
    items: [
      { productId: 'p-rice', quantity: 3, discount: '500.00' },
      { productId: 'p-gone', quantity: 1 },
    ],
    customerId: 'c-ada',
    discount: '100.00',
    amountPaid: '1000.00',
    paymentMethod: 'credit',
    note: 'Party order',
  },
  idempotencyKey: 'k1',
  queuedAt: 1,
  attempts: 1,
  nextAttemptAt: 0,
  status: 'attention',
  reason: 'Not enough stock for: Jollof Rice (2 left)',
  reasonCode: 'INSUFFICIENT_STOCK',
  summary: { total: 7000, itemCount: 4, currency: 'NGN', businessName: 'Shop' },
};

describe('a refused sale opened to edit', () => {
  it('comes back as the same cart, with a new sale id, remembering what it replaces', async () => {
    await saveItems([rice]);
    await saveCustomers([
      { id: 'c-ada', businessId: 'b1', name: 'Ada Obi', phone: '0803', balance: 0 } as Customer,
    ]);
    const cart = await cartFromQueuedSale(refused);
    expect(cart.replacesQueuedId).toBe('sale-1');
    expect(cart.checkoutId).not.toBe('sale-1');
    expect(cart.lines[0]).toMatchObject({
      productId: 'p-rice',
      name: 'Jollof Rice',
      unitPrice: '2500.00',
      stock: 2,
      quantity: 3,
      discount: '500.00',
      code: '6150000000001',
    });
    expect(cart.lines[1]).toMatchObject({ productId: 'p-gone', stock: null, quantity: 1 });
    expect(cart.customer).toEqual({ id: 'c-ada', name: 'Ada Obi', phone: '0803' });
    // Charged unchanged, it asks the server for the very same sale.
    const { id: _id, ...again } = saleBody(cart);
    const { id: _old, ...before } = refused.body;
    expect(again).toEqual(before);
  });
});
