import { fromCents, toCents } from './money.ts';

/**
 * An item's cost after `received` units come in at `unitCost` (a purchase received, a transfer
 * arriving): (max(stock, 0) x cost + received x unitCost) / (max(stock, 0) + received),
 * with stock and cost as they were before, in cents, rounded half up to the cent like
 * PostgreSQL's round(numeric, 2). Stock below zero counts as none: units sold before they were on
 * the shelf have no cost of their own to average in.
 */
export function weightedAverageCostCents(
  stock: number,
  costCents: bigint,
  received: number,
  unitCostCents: bigint,
): bigint {
  if (!Number.isInteger(stock) || !Number.isInteger(received) || received <= 0) {
    throw new Error(`weightedAverageCost: bad quantities ${stock}, ${received}`);
  }
  if (costCents < 0n || unitCostCents < 0n) throw new Error('weightedAverageCost: cost < 0');
  const onHand = BigInt(Math.max(stock, 0));
  const incoming = BigInt(received);
  const total = onHand * costCents + incoming * unitCostCents;
  const units = onHand + incoming;
  // Half up: (2n + d) / 2d, all positive.
  return (total * 2n + units) / (units * 2n);
}

/** The same on the API's money strings ("12.50"). */
export function weightedAverageCost(
  stock: number,
  cost: string,
  received: number,
  unitCost: string,
): string {
  return fromCents(weightedAverageCostCents(stock, toCents(cost), received, toCents(unitCost)));
}
