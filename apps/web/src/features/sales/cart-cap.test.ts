import { describe, expect, it } from 'vitest';
import { emptyCart, overDiscountCap, type Cart, type CartLine } from './cart.ts';

const line = (unitPrice: string, quantity: number, discount = ''): CartLine => ({
  productId: `p${unitPrice}`,
  name: 'Item',
  unitPrice,
  stock: null,
  quantity,
  discount,
  allowDiscount: true,
  code: null,
});

const cart = (lines: CartLine[], orderDiscount = ''): Cart => ({
  ...emptyCart(),
  lines,
  orderDiscount,
});

describe("a staff member's discount cap in the cart", () => {
  it('allows anything on an account (no cap) and nothing over a cap of 0', () => {
    expect(overDiscountCap(cart([line('10.00', 2)], '5.00'), null)).toBe(false);
    expect(overDiscountCap(cart([line('10.00', 2)]), 0)).toBe(false);
    expect(overDiscountCap(cart([line('10.00', 2)], '0.01'), 0)).toBe(true);
  });

  it('counts line and order discounts together against the list-price subtotal', () => {
    // 10 % of 200.00 is 20.00.
    const lines = [line('50.00', 2, '10.00'), line('100.00', 1)];
    expect(overDiscountCap(cart(lines, '10.00'), 10)).toBe(false);
    expect(overDiscountCap(cart(lines, '10.01'), 10)).toBe(true);
  });
});
