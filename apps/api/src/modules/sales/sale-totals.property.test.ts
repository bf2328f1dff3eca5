import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, rateText, rateUnits } from '@app/contracts/domain/money';
import { lineTotal, saleTotals } from '@app/contracts/domain/sale-totals';
import type { ItemForSale } from '#src/modules/inventory/inventory.service.ts';
import { computeTotals, priceLines } from './sale-totals.ts';

/**
 * The POS (apps/web features/sales/money.ts cartTotals) works on cents with the tax rate as the
 * JSON number the API gives it; the server works on the decimal strings of the request and the
 * numeric(7,4) rate from the database. For random carts both must charge the same cents.
 */
const cart = fc.record({
  lines: fc.array(
    fc.record({
      price: fc.bigInt({ min: 0n, max: 10_000_000n }),
      quantity: fc.integer({ min: 1, max: 1000 }),
      discount: fc.bigInt({ min: 0n, max: 1_000_000n }),
    }),
    { minLength: 1, maxLength: 15 },
  ),
  discount: fc.bigInt({ min: 0n, max: 2_000_000n }),
  rateUnits: fc.integer({ min: 0, max: 1_000_000 }),
  paid: fc.option(fc.bigInt({ min: 0n, max: 100_000_000n })),
  credit: fc.boolean(),
});

describe('client and server totals agree', () => {
  it('for random carts, the cents are the same', () => {
    fc.assert(
      fc.property(cart, (c) => {
        const products = new Map<string, ItemForSale>(
          c.lines.map((l, i) => {
            const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
            const item = {
              id,
              name: `Item ${i}`,
              price: fromCents(l.price),
              cost: '0.00',
              stock: 10_000,
              settings: { allowDiscount: true },
            } as ItemForSale;
            return [id, item];
          }),
        );
        const ids = [...products.keys()];
        // Server: strings in, strings out.
        const priced = priceLines(
          c.lines.map((l, i) => ({
            productId: ids[i]!,
            quantity: l.quantity,
            discount: fromCents(l.discount),
          })),
          products,
        );
        const server = computeTotals({
          lineTotals: priced.lines.map((l) => l.lineTotal),
          discount: fromCents(c.discount),
          taxRateUnits: rateUnits(rateText(BigInt(c.rateUnits))),
          paymentMethod: c.credit ? 'credit' : 'cash',
          amountPaid: c.paid === null ? undefined : fromCents(c.paid),
        }).totals;
        // Client: the cart's cents and the rate as a JSON number.
        const client = saleTotals({
          lineTotals: c.lines.map((l) => lineTotal({ ...l, unitPrice: l.price })),
          discount: c.discount,
          taxRateUnits: rateUnits(c.rateUnits / 10_000),
          amountPaid: c.paid,
          credit: c.credit,
        });
        expect(server).toEqual({
          subtotal: fromCents(client.subtotal),
          discount: fromCents(client.discount),
          tax: fromCents(client.tax),
          total: fromCents(client.total),
          amountPaid: fromCents(client.amountPaid),
          balance: fromCents(client.balance),
        });
      }),
      { numRuns: 300 },
    );
  });
});
