/**
 * The business tools' formulas. Inputs are what an owner types (prices, percentages, days), so
 * plain numbers are right here: results are estimates shown rounded to the cent, not records.
 * Each function returns null when its inputs cannot give an answer (a zero cost, a 100 % margin),
 * and the screen says why instead of showing Infinity or NaN.
 */

const finite = (n: number) => (Number.isFinite(n) ? n : null);

/** Rounded half away from zero to `decimals`, without 1.005 -> 1.00 float surprises. */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(Number(scaled.toPrecision(12))) / factor;
  return value < 0 ? -rounded : rounded;
}

export interface MarginFigures {
  profit: number;
  /** Profit as a share of the selling price, in %. */
  marginPercent: number | null;
  /** Profit as a share of the cost, in %. */
  markupPercent: number | null;
}

/** Margin and markup from a cost and a selling price. */
export function marginFromPrices(cost: number, price: number): MarginFigures {
  const profit = price - cost;
  return {
    profit,
    marginPercent: price > 0 ? finite((profit / price) * 100) : null,
    markupPercent: cost > 0 ? finite((profit / cost) * 100) : null,
  };
}

/** The selling price that gives `marginPercent` of the price as profit: cost / (1 - m). */
export function priceForMargin(cost: number, marginPercent: number): number | null {
  if (marginPercent >= 100 || cost < 0) return null;
  return finite(cost / (1 - marginPercent / 100));
}

/** The selling price that adds `markupPercent` of the cost: cost x (1 + m). */
export function priceForMarkup(cost: number, markupPercent: number): number | null {
  if (cost < 0) return null;
  return finite(cost * (1 + markupPercent / 100));
}

/** A markup as the margin it gives, and back: m = k / (1 + k); k = m / (1 - m). */
export function markupToMargin(markupPercent: number): number | null {
  if (markupPercent <= -100) return null;
  return finite((markupPercent / (100 + markupPercent)) * 100);
}
export function marginToMarkup(marginPercent: number): number | null {
  if (marginPercent >= 100) return null;
  return finite((marginPercent / (100 - marginPercent)) * 100);
}

export interface TaxFigures {
  net: number;
  tax: number;
  gross: number;
}

/** Adds tax at `ratePercent` to a price without tax. */
export function addTax(net: number, ratePercent: number): TaxFigures {
  const tax = (net * ratePercent) / 100;
  return { net, tax, gross: net + tax };
}

/** Takes the tax out of a price that includes it: net = gross / (1 + r). */
export function removeTax(gross: number, ratePercent: number): TaxFigures | null {
  if (ratePercent <= -100) return null;
  const net = gross / (1 + ratePercent / 100);
  return { net, tax: gross - net, gross };
}

export interface DiscountFigures {
  unitPrice: number;
  discountPerUnit: number;
  total: number;
  saved: number;
}

/** A discount of `percent` on `quantity` units at `unitPrice`. */
export function applyDiscount(unitPrice: number, percent: number, quantity = 1): DiscountFigures {
  const discountPerUnit = (unitPrice * percent) / 100;
  const discounted = unitPrice - discountPerUnit;
  return {
    unitPrice: discounted,
    discountPerUnit,
    total: discounted * quantity,
    saved: discountPerUnit * quantity,
  };
}

export interface BulkTier {
  /** From this many units up, */
  minQuantity: number;
  /** this discount applies to every unit, in %. */
  percent: number;
}

/** The tier a quantity falls in: the one with the largest minimum not above it. */
export function bulkPrice(unitPrice: number, quantity: number, tiers: BulkTier[]) {
  const tier = [...tiers]
    .filter((t) => quantity >= t.minQuantity)
    .sort((a, b) => b.minQuantity - a.minQuantity)[0];
  return { tier: tier ?? null, ...applyDiscount(unitPrice, tier?.percent ?? 0, quantity) };
}

/**
 * Units to sell to cover fixed costs: fixed / (price - variable cost per unit), rounded up (half
 * a sale covers nothing). Null when a unit earns nothing.
 */
export function breakEvenUnits(fixedCosts: number, unitContribution: number): number | null {
  if (unitContribution <= 0) return null;
  return Math.ceil(Number((fixedCosts / unitContribution).toPrecision(12)));
}

export interface LoanFigures {
  payment: number;
  totalPaid: number;
  totalInterest: number;
}

/**
 * Equal repayments of an amortised loan: P x r / (1 - (1 + r)^-n), with r the rate per period
 * (the yearly rate / periods per year) and n the number of repayments. A 0 % rate splits P evenly.
 */
export function loanRepayment(
  principal: number,
  yearlyRatePercent: number,
  repayments: number,
  periodsPerYear = 12,
): LoanFigures | null {
  if (repayments <= 0 || !Number.isInteger(repayments) || principal < 0) return null;
  const r = yearlyRatePercent / 100 / periodsPerYear;
  const payment = r === 0 ? principal / repayments : (principal * r) / (1 - (1 + r) ** -repayments);
  if (!Number.isFinite(payment)) return null;
  const totalPaid = payment * repayments;
  return { payment, totalPaid, totalInterest: totalPaid - principal };
}

/** An amount in another currency at a rate the owner typed: 1 unit of `from` = rate units of `to`. */
export function convertCurrency(amount: number, rate: number): number | null {
  if (rate <= 0) return null;
  return finite(amount * rate);
}

export interface ReorderFigures {
  reorderPoint: number;
  /** Days of stock left at the current rate; null with no sales. */
  daysLeft: number | null;
  reorderNow: boolean;
}

/**
 * Reorder when stock falls to: average daily sales x lead time (days) + safety stock, rounded up
 * to whole units.
 */
export function reorderPoint(
  averageDailySales: number,
  leadTimeDays: number,
  safetyStock: number,
  stockNow?: number,
): ReorderFigures {
  const point = Math.ceil(Number((averageDailySales * leadTimeDays + safetyStock).toPrecision(12)));
  const daysLeft =
    stockNow !== undefined && averageDailySales > 0 ? stockNow / averageDailySales : null;
  return {
    reorderPoint: point,
    daysLeft,
    reorderNow: stockNow !== undefined && stockNow <= point,
  };
}

/**
 * Units sold per day over `days`, from the stock entries of sales: a sale takes stock (negative),
 * an edited or deleted sale gives it back (positive), so the net is what was really sold.
 */
export function averageDailySales(saleQuantityChanges: number[], days: number): number {
  if (days <= 0) return 0;
  const sold = -saleQuantityChanges.reduce((sum, change) => sum + change, 0);
  return Math.max(0, sold) / days;
}
