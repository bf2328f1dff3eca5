import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@app/contracts/customers';
import type { InventoryItem } from '@app/contracts/inventory';
import type { CreateSaleBody, SaleCustomer } from '@app/contracts/sales';
import { discountGiven, discountWithinCap } from '@app/contracts/domain/staff-discount';
import { newIdempotencyKey } from '#src/lib/api-client.ts';
import { cartTotals, fromMinor, parseMoneyText, toMinor, type CartTotals } from './money.ts';

export interface CartLine {
  productId: string;
  name: string;
  /** Exact decimal string ('12.50'): the product's price, or what an edited sale sold it at. */
  unitPrice: string;
  /** What is left in stock (null: unknown, a line of a product since deleted). */
  stock: number | null;
  quantity: number;
  /** The line discount as typed ('' none). */
  discount: string;
  allowDiscount: boolean;
  code: string | null;
}

export interface Cart {
  lines: CartLine[];
  orderDiscount: string;
  customer: SaleCustomer | null;
  paymentMethod: PaymentMethod;
  /** '' pays the total (nothing on credit). */
  amountPaid: string;
  note: string;
  /** The sale's own id (client-made): the same sale whatever happens to the requests. */
  checkoutId: string;
  /**
   * Sent with the POST and kept while the cart is unchanged, so a retry after a network failure
   * replays the first request; a changed cart is a different request and gets a new key.
   */
  idempotencyKey: string;
  /**
   * A sale the server refused, opened here to be corrected: charging this cart queues the
   * corrected sale and takes the refused one off the "needs attention" list.
   */
  replacesQueuedId?: string;
  /** A confirmed M-Pesa payment for this cart's total (ADR 077): the sale records it. */
  paymentId?: string;
}

export const QUANTITY_MAX = 1_000_000_000;

export function emptyCart(): Cart {
  return {
    lines: [],
    orderDiscount: '',
    customer: null,
    paymentMethod: 'cash',
    amountPaid: '',
    note: '',
    checkoutId: newIdempotencyKey(),
    idempotencyKey: newIdempotencyKey(),
  };
}

export type CartAction =
  | { type: 'add'; item: InventoryItem; quantity?: number }
  | { type: 'setQuantity'; productId: string; quantity: number }
  | { type: 'step'; productId: string; by: 1 | -1 }
  | { type: 'remove'; productId: string }
  | { type: 'lineDiscount'; productId: string; discount: string }
  | { type: 'orderDiscount'; discount: string }
  | { type: 'customer'; customer: SaleCustomer | null }
  | { type: 'payment'; method: PaymentMethod }
  | { type: 'amountPaid'; amount: string }
  | { type: 'note'; note: string }
  | { type: 'mobileMoneyPaid'; paymentId: string }
  | { type: 'reset' }
  | { type: 'replace'; cart: Cart };

const clampQuantity = (q: number) => Math.min(Math.max(Math.trunc(q) || 1, 1), QUANTITY_MAX);

function mapLine(cart: Cart, productId: string, map: (line: CartLine) => CartLine): CartLine[] {
  return cart.lines.map((line) => (line.productId === productId ? map(line) : line));
}

function content(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add': {
      const { item } = action;
      const by = action.quantity ?? 1;
      const existing = cart.lines.find((l) => l.productId === item.id);
      if (existing) {
        return {
          ...cart,
          lines: mapLine(cart, item.id, (l) => ({
            ...l,
            quantity: clampQuantity(l.quantity + by),
            stock: item.stock,
          })),
        };
      }
      const line: CartLine = {
        productId: item.id,
        name: item.name,
        unitPrice: fromMinor(toMinor(item.price)),
        stock: item.stock,
        quantity: clampQuantity(by),
        discount: '',
        allowDiscount: item.settings.allowDiscount,
        code: item.barcode ?? item.sku,
      };
      return { ...cart, lines: [...cart.lines, line] };
    }
    case 'setQuantity':
      return {
        ...cart,
        lines: mapLine(cart, action.productId, (l) => ({
          ...l,
          quantity: clampQuantity(action.quantity),
        })),
      };
    case 'step':
      return {
        ...cart,
        lines: mapLine(cart, action.productId, (l) => ({
          ...l,
          quantity: clampQuantity(l.quantity + action.by),
        })),
      };
    case 'remove':
      return { ...cart, lines: cart.lines.filter((l) => l.productId !== action.productId) };
    case 'lineDiscount':
      return {
        ...cart,
        lines: mapLine(cart, action.productId, (l) => ({ ...l, discount: action.discount })),
      };
    case 'orderDiscount':
      return { ...cart, orderDiscount: action.discount };
    case 'customer':
      return { ...cart, customer: action.customer };
    case 'payment':
      return { ...cart, paymentMethod: action.method, amountPaid: '' };
    case 'amountPaid':
      return { ...cart, amountPaid: action.amount };
    case 'note':
      return { ...cart, note: action.note };
    case 'mobileMoneyPaid':
      return {
        ...cart,
        paymentMethod: 'mobile_money',
        amountPaid: '',
        paymentId: action.paymentId,
      };
    case 'reset':
      return emptyCart();
    case 'replace':
      return action.cart;
  }
}

export function cartReducer(cart: Cart, action: CartAction): Cart {
  let next = content(cart, action);
  if (next === cart || action.type === 'reset' || action.type === 'replace') return next;
  // A payment pays this total, by M-Pesa: another total or method lets it go.
  if (next.paymentId && !['mobileMoneyPaid', 'note', 'customer'].includes(action.type)) {
    const { paymentId: _released, ...rest } = next;
    next = rest;
  }
  return { ...next, idempotencyKey: newIdempotencyKey() };
}

/** Money typed into a discount or paid box: null when it is not an amount. */
export const moneyOrZero = (text: string): bigint => parseMoneyText(text) ?? 0n;

export function isMoneyText(text: string): boolean {
  return text.trim() === '' || parseMoneyText(text) !== null;
}

export function totalsOf(cart: Cart, taxRate: number): CartTotals {
  return cartTotals(
    cart.lines.map((l) => ({
      quantity: l.quantity,
      unitPrice: toMinor(l.unitPrice),
      discount: moneyOrZero(l.discount),
    })),
    moneyOrZero(cart.orderDiscount),
    taxRate,
    cart.amountPaid.trim() === '' ? null : moneyOrZero(cart.amountPaid),
    cart.paymentMethod === 'credit',
  );
}

export const itemCount = (cart: Cart) => cart.lines.reduce((n, l) => n + l.quantity, 0);

/** Lines whose quantity is more than the stock known when they were added. */
export function shortLines(cart: Cart): CartLine[] {
  return cart.lines.filter((l) => l.stock !== null && l.quantity > l.stock);
}

/** A credit sale's rule, also shown under the customer picker. */
export const NEEDS_CUSTOMER = msg`Choose a customer for a sale that is not fully paid`;

/** What a problem in the cart is (shown with `i18n._`), or null when it can be charged. */
export function cartProblem(cart: Cart, totals: CartTotals): MessageDescriptor | null {
  if (cart.lines.length === 0) return msg`Add at least one item`;
  if (cart.lines.some((l) => !isMoneyText(l.discount))) return msg`Check the line discounts`;
  if (!isMoneyText(cart.orderDiscount)) return msg`Check the order discount`;
  if (!isMoneyText(cart.amountPaid)) return msg`Check the amount paid`;
  const gross = (l: CartLine) => BigInt(l.quantity) * toMinor(l.unitPrice);
  if (cart.lines.some((l) => moneyOrZero(l.discount) > gross(l)))
    return msg`A line discount is more than the line amount`;
  if (moneyOrZero(cart.orderDiscount) > totals.subtotal)
    return msg`The discount cannot be more than the subtotal`;
  if (totals.balance > 0n && !cart.customer) return NEEDS_CUSTOMER;
  return null;
}

/**
 * A staff member's discount cap (ADR 076): the line and order discounts together may
 * not exceed `capPercent` % of the list-price subtotal; the server refuses more, so the cart says
 * it before charging. Prices in a new sale's cart are list prices.
 */
export function overDiscountCap(cart: Cart, capPercent: number | null): boolean {
  if (capPercent === null) return false;
  const given = discountGiven(
    cart.lines.map((l) => ({
      quantity: l.quantity,
      listPrice: toMinor(l.unitPrice),
      unitPrice: toMinor(l.unitPrice),
      discount: moneyOrZero(l.discount),
    })),
    moneyOrZero(cart.orderDiscount),
  );
  return !discountWithinCap(given, capPercent);
}

/** The body of POST /sales (or the lines of a PUT): prices left to the server. */
export function saleBody(cart: Cart): CreateSaleBody {
  const orderDiscount = moneyOrZero(cart.orderDiscount);
  return {
    id: cart.checkoutId,
    items: cart.lines.map((l) => {
      const discount = moneyOrZero(l.discount);
      return {
        productId: l.productId,
        quantity: l.quantity,
        ...(discount > 0n ? { discount: fromMinor(discount) } : {}),
      };
    }),
    customerId: cart.customer?.id ?? null,
    ...(orderDiscount > 0n ? { discount: fromMinor(orderDiscount) } : {}),
    ...(cart.amountPaid.trim() !== ''
      ? { amountPaid: fromMinor(moneyOrZero(cart.amountPaid)) }
      : {}),
    paymentMethod: cart.paymentMethod,
    note: cart.note.trim() || null,
    ...(cart.paymentId ? { paymentId: cart.paymentId } : {}),
  };
}
