/**
 * How much discount a sale gives against list prices (ADR 076): the line discounts, the order
 * discount and every price charged below the product's list price, in integer cents, and whether
 * that stays within a staff member's cap (a percentage of the list-price subtotal).
 */
import { rateUnits } from './money.ts';

export interface DiscountLine {
  quantity: number;
  /** The product's price in the catalogue. */
  listPrice: bigint;
  /** The price charged. */
  unitPrice: bigint;
  discount: bigint;
}

export interface DiscountGiven {
  listSubtotal: bigint;
  given: bigint;
}

export function discountGiven(lines: DiscountLine[], orderDiscount: bigint): DiscountGiven {
  let listSubtotal = 0n;
  let given = orderDiscount;
  for (const line of lines) {
    const quantity = BigInt(line.quantity);
    listSubtotal += quantity * line.listPrice;
    const below = line.listPrice - line.unitPrice;
    if (below > 0n) given += below * quantity;
    given += line.discount;
  }
  return { listSubtotal, given };
}

/** 100 % in rate units (money.ts rateUnits: ten-thousandths of a percent). */
const WHOLE = rateUnits(100);

/** True when `given` is at most `capPercent` % of the list-price subtotal. */
export function discountWithinCap({ listSubtotal, given }: DiscountGiven, capPercent: number) {
  if (given <= 0n) return true;
  return given * WHOLE <= listSubtotal * rateUnits(capPercent);
}
