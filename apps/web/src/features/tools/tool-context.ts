import { formatDecimal } from '#src/lib/format.ts';

/**
 * What the tools know of the business, loaded by the route from the business's own records so
 * each tool starts prefilled (nulls while loading, or when there is nothing to go on yet).
 */
export interface ToolContext {
  businessId: string;
  currency: string;
  /** The business tax rate, in %. */
  taxRate: number;
  /** Expenses dated in the last full calendar month. */
  lastMonthExpenses: number | null;
  lastMonthLabel: string;
  /** Stock value at price less at cost, per unit in stock: the average profit of a unit. */
  averageUnitMargin: number | null;
  averageUnitPrice: number | null;
}

export const formatPercent = (n: number) => `${formatDecimal(n, 2)} %`;

/** A prefilled figure as text for an input: plain digits, no grouping. */
export const asInput = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : String(Math.round(n * 100) / 100);
