import { fromCents, toCents } from './money.ts';

/**
 * An item's cost after `received` units come in at `unitCost` (a purchase received, a transfer
 * arriving): (max(stock, 0) × cost + received × unitCost) / (max(stock, 0) + received), rounded
 * half up to the cent. Stock below zero counts as none: units already sold that were never on
 * the shelf have no cost to average with. Computed in cents, never in floating point.
 */
export function weightedAverageCost(
  stock: number,
  cost: string,
  received: number,
  unitCost: string,
): string {
  if (!Number.isInteger(stock) || !Number.isInteger(received) || received <= 0) {
    throw new Error(`weightedAverageCost: bad quantities ${stock}, ${received}`);
  }
  const onHand = BigInt(Math.max(stock, 0));
  const incoming = BigInt(received);
  const total = onHand * toCents(cost) + incoming * toCents(unitCost);
  const units = onHand + incoming;
  // Costs are never negative (a CHECK on the item), so half up is half away from zero.
  return fromCents((total * 2n + units) / (units * 2n));
}
