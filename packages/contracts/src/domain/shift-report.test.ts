import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import { shiftReport, type ShiftSaleAmounts } from './shift-report.ts';

const sale = (
  paymentMethod: ShiftSaleAmounts['paymentMethod'],
  total: string,
  amountPaid: string,
  extra: { discount?: string; tax?: string } = {},
): ShiftSaleAmounts => ({
  paymentMethod,
  total: toCents(total),
  amountPaid: toCents(amountPaid),
  discount: toCents(extra.discount ?? '0'),
  tax: toCents(extra.tax ?? '0'),
});

describe('shiftReport', () => {
  it('keeps the cash of a sale net of change, and refunds as their own term', () => {
    const report = shiftReport({
      openingFloat: toCents('100.00'),
      sales: [
        sale('cash', '12.35', '20.00', { discount: '1.00', tax: '0.85' }),
        sale('card', '40.10', '40.10'),
        sale('cash', '30.00', '10.00'),
        sale('credit', '15.00', '0.00'),
      ],
      refunds: [
        { method: 'cash', amount: toCents('2.50') },
        { method: 'card', amount: toCents('0.10') },
      ],
      movements: [
        { type: 'in', amount: toCents('25.00') },
        { type: 'out', amount: toCents('7.45') },
      ],
      countedCash: toCents('137.00'),
    });
    // 100 + 12.35 + 10.00 - 2.50 + 25.00 - 7.45 = 137.40
    expect(report.cashSales).toBe(toCents('22.35'));
    expect(report.expectedCash).toBe(toCents('137.40'));
    expect(report.difference).toBe(toCents('-0.40'));
    expect(report.salesCount).toBe(4);
    expect(report.salesTotal).toBe(toCents('97.45'));
    expect(report.discounts).toBe(toCents('1.00'));
    expect(report.tax).toBe(toCents('0.85'));
    expect(report.byPaymentMethod).toEqual({
      cash: toCents('39.85'),
      card: toCents('40.00'),
      transfer: 0n,
      mobile_money: 0n,
      credit: toCents('15.00'),
    });
    expect(report.refundsTotal).toBe(toCents('2.60'));
    expect(report.cashRefunds).toBe(toCents('2.50'));
  });

  it('has no difference while the shift is open', () => {
    const report = shiftReport({
      openingFloat: toCents('50.00'),
      sales: [],
      refunds: [],
      movements: [],
      countedCash: null,
    });
    expect(report.expectedCash).toBe(toCents('50.00'));
    expect(report.difference).toBeNull();
  });
});
