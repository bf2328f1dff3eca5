/**
 * The item's cost after a purchase is received (issue 44): the weighted average of what is on
 * hand and what came in, new = (max(stock, 0) x cost + received x unitCost) / (max(stock, 0) +
 * received), with stock and cost as they were before the receipt. In cents, rounded half up to
 * the cent like PostgreSQL's round(numeric, 2). Negative stock counts as none: units sold before
 * they were bought have no cost of their own to average in.
 */
export function weightedAverageCostCents(
  stock: number,
  costCents: bigint,
  received: number,
  unitCostCents: bigint,
): bigint {
  if (!Number.isInteger(received) || received <= 0) {
    throw new Error(`weightedAverageCostCents: received must be a whole number > 0: ${received}`);
  }
  if (costCents < 0n || unitCostCents < 0n) throw new Error('weightedAverageCostCents: cost < 0');
  const onHand = BigInt(Math.max(stock, 0));
  const quantity = BigInt(received);
  const numerator = onHand * costCents + quantity * unitCostCents;
  const denominator = onHand + quantity;
  // Half up: (2n + d) / 2d, all positive.
  return (2n * numerator + denominator) / (2n * denominator);
}
