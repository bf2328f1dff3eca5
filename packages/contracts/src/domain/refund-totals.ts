/**
 * What a refund gives back, in integer cents: computed by this one piece of code on the server
 * (when it records a refund) and in the web client (the refund screen's preview, and an offline
 * refund once the outbox carries them).
 *
 * The rule: a refund gives back the refunded units' share of what was actually charged.
 * - A line's refunded gross is its share of the line total by units, taken cumulatively:
 *   gross = round(lineTotal * (refunded before + now) / quantity) - round(lineTotal * refunded
 *   before / quantity). The last unit refunded therefore takes whatever rounding left over.
 * - The sale's order discount and tax are prorated the same way over the sale's subtotal:
 *   discount = round(D * G_after / S) - round(D * G_before / S), where G is the gross refunded
 *   over all refunds of the sale so far and S the subtotal; tax likewise with T.
 * - amount = gross - discount + tax. Because each part is a difference of cumulative roundings,
 *   the refunds of a sale add up to its total exactly, to the cent, once everything is refunded
 *   (G_after = S gives D and T in full), whatever the order and size of the refunds. Each part is
 *   between 0 and the gross (D <= S), so no refund is ever negative.
 * - A refund's discount and tax are split over its lines by gross, largest remainder first, so the
 *   lines add up to the refund. cost = units x the line's unit cost (the sale's cost of goods).
 * Rounding is half away from zero (all amounts are non-negative here: half up).
 */

/** A sale's line as a refund sees it. */
export interface RefundableLine {
  id: string;
  quantity: number;
  lineTotal: bigint;
  /** The unit cost when sold. */
  cost: bigint;
  /** Units already refunded by earlier refunds. */
  refunded: number;
}

export interface RefundableSale {
  subtotal: bigint;
  discount: bigint;
  tax: bigint;
  lines: RefundableLine[];
}

export interface RefundLineAmounts {
  id: string;
  quantity: number;
  gross: bigint;
  discount: bigint;
  tax: bigint;
  amount: bigint;
  cost: bigint;
}

export interface RefundAmounts {
  subtotal: bigint;
  discount: bigint;
  tax: bigint;
  amount: bigint;
  cogs: bigint;
  lines: RefundLineAmounts[];
}

/** round(value * num / den) half up, for non-negative values; 0 when den is 0. */
const share = (value: bigint, num: bigint, den: bigint): bigint =>
  den === 0n ? 0n : (2n * value * num + den) / (2n * den);

/** Units a line has left to refund. */
export const refundableUnits = (line: Pick<RefundableLine, 'quantity' | 'refunded'>): number =>
  Math.max(line.quantity - line.refunded, 0);

/** The gross of `units` refunded after `before` units of a line (cumulative, see above). */
const lineGross = (line: RefundableLine, before: number, units: number): bigint =>
  share(line.lineTotal, BigInt(before + units), BigInt(line.quantity)) -
  share(line.lineTotal, BigInt(before), BigInt(line.quantity));

/** Splits `total` over `weights` in proportion, largest remainder first; sums to `total`. */
function split(total: bigint, weights: bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (total * w) / sum);
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts;
}

/**
 * The amounts of refunding `units` (line id -> units, each at most what is left: the caller
 * checks) of `sale`, after the refunds already made (each line's `refunded`).
 */
export function refundTotals(sale: RefundableSale, units: Map<string, number>): RefundAmounts {
  const grossBefore = sale.lines.reduce((sum, line) => sum + lineGross(line, 0, line.refunded), 0n);
  const chosen = sale.lines
    .filter((line) => (units.get(line.id) ?? 0) > 0)
    .map((line) => {
      const quantity = units.get(line.id)!;
      return {
        line,
        quantity,
        gross: lineGross(line, line.refunded, quantity),
        cost: BigInt(quantity) * line.cost,
      };
    });
  const subtotal = chosen.reduce((sum, c) => sum + c.gross, 0n);
  const grossAfter = grossBefore + subtotal;
  const prorate = (part: bigint) =>
    share(part, grossAfter, sale.subtotal) - share(part, grossBefore, sale.subtotal);
  const discount = prorate(sale.discount);
  const tax = prorate(sale.tax);
  const weights = chosen.map((c) => c.gross);
  const discounts = split(discount, weights);
  const taxes = split(tax, weights);
  const lines = chosen.map((c, i) => ({
    id: c.line.id,
    quantity: c.quantity,
    gross: c.gross,
    discount: discounts[i]!,
    tax: taxes[i]!,
    amount: c.gross - discounts[i]! + taxes[i]!,
    cost: c.cost,
  }));
  return {
    subtotal,
    discount,
    tax,
    amount: subtotal - discount + tax,
    cogs: chosen.reduce((sum, c) => sum + c.cost, 0n),
    lines,
  };
}
