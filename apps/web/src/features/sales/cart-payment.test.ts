import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '@app/contracts/inventory';
import { cartReducer, emptyCart, saleBody } from './cart.ts';

const item = {
  id: 'p1',
  name: 'Unga',
  price: 230,
  stock: 5,
  settings: { allowDiscount: true },
} as unknown as InventoryItem;

describe('a cart paid by M-Pesa', () => {
  const paid = () =>
    cartReducer(cartReducer(emptyCart(), { type: 'add', item }), {
      type: 'mobileMoneyPaid',
      paymentId: 'pay-1',
    });

  it('sends the payment with the sale, as mobile money', () => {
    const cart = paid();
    expect(cart.paymentMethod).toBe('mobile_money');
    expect(saleBody(cart)).toMatchObject({ paymentMethod: 'mobile_money', paymentId: 'pay-1' });
  });

  it('keeps it for a note or a customer, lets it go when the total or the method changes', () => {
    expect(cartReducer(paid(), { type: 'note', note: 'thanks' }).paymentId).toBe('pay-1');
    expect(cartReducer(paid(), { type: 'customer', customer: null }).paymentId).toBe('pay-1');
    expect(cartReducer(paid(), { type: 'step', productId: 'p1', by: 1 }).paymentId).toBeUndefined();
    expect(cartReducer(paid(), { type: 'payment', method: 'cash' }).paymentId).toBeUndefined();
    expect(saleBody(cartReducer(paid(), { type: 'payment', method: 'cash' }))).not.toHaveProperty(
      'paymentId',
    );
  });
});
