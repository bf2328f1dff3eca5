import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateUnits } from './money.ts';
import { saleTotals } from './sale-totals.ts';
import { refundTotals, type RefundableSale } from './refund-totals.ts';

const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 12 }),
  lineTotal: fc.bigInt({ min: 0n, max: 500_000n }),
  cost: fc.bigInt({ min: 0n, max: 20_000n }),
});

/** A sale made by the shared sale arithmetic, so its subtotal, discount and tax are real ones. */
const saleArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
    discountPermille: fc.integer({ min: 0, max: 1000 }),
    rate: fc.constantFrom(0, 7.5, 16, 18, 99.9999),
  })
  .map(({ lines, discountPermille, rate }) => {
    const lineTotals = lines.map((l) => l.lineTotal);
    const sub = lineTotals.reduce((a, b) => a + b, 0n);
    const totals = saleTotals({
      lineTotals,
      discount: (sub * BigInt(discountPermille)) / 1000n,
      taxRateUnits: rateUnits(rate),
      amountPaid: null,
      credit: false,
    });
    const sale: RefundableSale = {
      subtotal: totals.subtotal,
      discount: totals.discount,
      tax: totals.tax,
      lines: lines.map((l, i) => ({ id: `l${i}`, ...l, refunded: 0 })),
    };
    return { sale, total: totals.total };
  });

describe('refund totals', () => {
  it('a whole refund gives back the total, the cost of goods and each part exactly', () => {
    const sale: RefundableSale = {
      subtotal: 1000n,
      discount: 100n,
      tax: 144n,
      lines: [
        { id: 'a', quantity: 3, lineTotal: 700n, cost: 100n, refunded: 0 },
        { id: 'b', quantity: 1, lineTotal: 300n, cost: 50n, refunded: 0 },
      ],
    };
    const all = refundTotals(
      sale,
      new Map([
        ['a', 3],
        ['b', 1],
      ]),
    );
    expect(all).toMatchObject({ subtotal: 1000n, discount: 100n, tax: 144n, amount: 1044n });
    expect(all.cogs).toBe(350n);
    // One of three units of a: 700 / 3 = 233.33 -> 233; its share of the discount and tax.
    const one = refundTotals(sale, new Map([['a', 1]]));
    expect(one).toMatchObject({
      subtotal: 233n,
      discount: 23n,
      tax: 34n,
      amount: 244n,
      cogs: 100n,
    });
  });

  it('refunds in any pieces add up to the sale total to the cent, never negative', () => {
    fc.assert(
      fc.property(saleArb, fc.array(fc.nat(), { maxLength: 30 }), ({ sale, total }, picks) => {
        const lines = sale.lines.map((l) => ({ ...l }));
        let refunded = 0n;
        let cogs = 0n;
        // Random pieces first, then whatever is left in one last refund.
        const steps = [...picks.map((p) => [p] as const), null];
        for (const step of steps) {
          const units = new Map<string, number>();
          for (const line of lines) {
            const left = line.quantity - line.refunded;
            if (left === 0) continue;
            if (step === null) units.set(line.id, left);
            else if ((step[0] + line.id.length) % lines.length === Number(line.id.slice(1)) % 2)
              units.set(line.id, 1 + (step[0] % left));
          }
          if (units.size === 0) continue;
          const r = refundTotals({ ...sale, lines }, units);
          for (const l of r.lines) {
            expect(l.amount).toBeGreaterThanOrEqual(0n);
            expect(l.discount).toBeLessThanOrEqual(l.gross);
          }
          expect(r.lines.reduce((s, l) => s + l.amount, 0n)).toBe(r.amount);
          expect(r.amount).toBe(r.subtotal - r.discount + r.tax);
          refunded += r.amount;
          cogs += r.cogs;
          for (const line of lines) line.refunded += units.get(line.id) ?? 0;
        }
        expect(refunded).toBe(total);
        expect(cogs).toBe(sale.lines.reduce((s, l) => s + BigInt(l.quantity) * l.cost, 0n));
      }),
      { numRuns: 300 },
    );
  });
});
