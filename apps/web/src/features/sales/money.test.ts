import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '@app/contracts/inventory';
import { cartReducer, emptyCart, saleBody, totalsOf } from './cart.ts';
import { cartTotals, fromMinor, parseMoneyText, percentOf, toMinor } from './money.ts';

const item = (id: string, price: number, stock = 100): InventoryItem =>
  ({
    id,
    businessId: 'b1',
    name: `Item ${id}`,
    sku: null,
    barcode: null,
    price,
    stock,
    settings: { featured: false, taxRate: null, allowDiscount: true },
  }) as InventoryItem;

describe('cart money in minor units', () => {
  it('3 x 0.10 is exactly 0.30, and 1,000 lines of 0.10 are exactly 100.00', () => {
    const three = cartTotals(
      [{ quantity: 3, unitPrice: toMinor(0.1), discount: 0n }],
      0n,
      0,
      null,
      false,
    );
    expect(fromMinor(three.total)).toBe('0.30');
    expect(0.1 * 3).not.toBe(0.3); // what float accumulation would have shown
    const lines = Array.from({ length: 1000 }, () => ({
      quantity: 1,
      unitPrice: toMinor('0.10'),
      discount: 0n,
    }));
    expect(fromMinor(cartTotals(lines, 0n, 0, null, false).subtotal)).toBe('100.00');
  });

  it('takes line and order discounts before tax, rounding tax half away from zero', () => {
    const totals = cartTotals(
      [
        { quantity: 2, unitPrice: toMinor('19.99'), discount: toMinor('1.00') },
        { quantity: 1, unitPrice: toMinor('0.05'), discount: 0n },
      ],
      toMinor('2.50'),
      7.5,
      null,
      false,
    );
    // 38.98 + 0.05 = 39.03; minus 2.50 = 36.53; tax 7.5% = 2.739750 -> 2.74
    expect(fromMinor(totals.subtotal)).toBe('39.03');
    expect(fromMinor(totals.tax)).toBe('2.74');
    expect(fromMinor(totals.total)).toBe('39.27');
    expect(percentOf(5n, 10)).toBe(1n); // 0.5 cent rounds up
  });

  it('gives change for cash over the total and a balance for credit', () => {
    const line = [{ quantity: 1, unitPrice: toMinor('750.00'), discount: 0n }];
    expect(fromMinor(cartTotals(line, 0n, 0, toMinor('1000'), false).change)).toBe('250.00');
    const credit = cartTotals(line, 0n, 0, null, true);
    expect(fromMinor(credit.balance)).toBe('750.00');
    expect(fromMinor(cartTotals(line, 0n, 0, toMinor('200'), true).balance)).toBe('550.00');
  });

  it('reads typed amounts exactly and refuses more than 2 decimals', () => {
    expect(parseMoneyText('1,250.5')).toBe(125050n);
    expect(parseMoneyText('0.005')).toBeNull();
    expect(parseMoneyText('')).toBeNull();
  });
});

describe('the cart', () => {
  it('adds the same product to one line and builds an exact request body', () => {
    let cart = emptyCart();
    cart = cartReducer(cart, { type: 'add', item: item('p1', 0.1) });
    cart = cartReducer(cart, { type: 'add', item: item('p1', 0.1) });
    cart = cartReducer(cart, { type: 'step', productId: 'p1', by: 1 });
    cart = cartReducer(cart, { type: 'add', item: item('p2', 2.5) });
    cart = cartReducer(cart, { type: 'lineDiscount', productId: 'p2', discount: '0.5' });
    cart = cartReducer(cart, { type: 'orderDiscount', discount: '0.10' });
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['p1', 3],
      ['p2', 1],
    ]);
    expect(fromMinor(totalsOf(cart, 0).total)).toBe('2.20');
    const body = saleBody(cart);
    expect(body).toMatchObject({
      id: cart.checkoutId,
      items: [
        { productId: 'p1', quantity: 3 },
        { productId: 'p2', quantity: 1, discount: '0.50' },
      ],
      discount: '0.10',
      paymentMethod: 'cash',
    });
  });

  it('keeps its sale id when changed but takes a new idempotency key for a different request', () => {
    const cart = cartReducer(emptyCart(), { type: 'add', item: item('p1', 1) });
    const next = cartReducer(cart, { type: 'step', productId: 'p1', by: 1 });
    expect(next.checkoutId).toBe(cart.checkoutId);
    expect(next.idempotencyKey).not.toBe(cart.idempotencyKey);
  });
});
