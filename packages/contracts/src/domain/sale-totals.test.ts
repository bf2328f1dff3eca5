import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, percentOf, rateUnits, toCents } from './money.ts';
import { lineTotal, saleTotals } from './sale-totals.ts';

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPrice: fc.bigInt({ min: 0n, max: 100_000n }),
  discount: fc.bigInt({ min: 0n, max: 200_000n }),
});

describe('shared sale totals', () => {
  it('money round-trips through its decimal text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('tax rounds half away from zero like PostgreSQL round(numeric, 2)', () => {
    expect(percentOf(5n, rateUnits(10))).toBe(1n); // 0.05 x 10% = 0.005 -> 0.01
    expect(percentOf(-5n, rateUnits(10))).toBe(-1n);
    expect(percentOf(4n, rateUnits(10))).toBe(0n);
    expect(percentOf(1999n, rateUnits('7.5'))).toBe(150n); // 1.49925 -> 1.50
  });

  it('agrees with a plain-number oracle for random carts (amounts small enough to be exact)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.bigInt({ min: 0n, max: 5_000_000n }),
        fc.integer({ min: 0, max: 300_000 }), // rate in 1/10,000 of a percent: 0..30%
        fc.option(fc.bigInt({ min: 0n, max: 10_000_000n })),
        fc.boolean(),
        (lines, discount, units, paid, credit) => {
          const totals = saleTotals({
            lineTotals: lines.map(lineTotal),
            discount,
            taxRateUnits: BigInt(units),
            amountPaid: paid,
            credit,
          });
          // The oracle: integer cents as JS numbers (all below 2^53 here).
          const sub = lines.reduce(
            (s, l) => s + Math.max(l.quantity * Number(l.unitPrice) - Number(l.discount), 0),
            0,
          );
          const disc = Math.min(Number(discount), sub);
          const base = sub - disc;
          const tax = Math.floor((base * units + 500_000) / 1_000_000);
          const total = base + tax;
          const amountPaid = paid === null ? (credit ? 0 : total) : Number(paid);
          expect(totals).toEqual({
            subtotal: BigInt(sub),
            discount: BigInt(disc),
            tax: BigInt(tax),
            total: BigInt(total),
            amountPaid: BigInt(amountPaid),
            change: BigInt(Math.max(amountPaid - total, 0)),
            balance: BigInt(Math.max(total - amountPaid, 0)),
            discountTooLarge: Number(discount) > sub,
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
