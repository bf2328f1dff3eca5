import { describe, expect, it } from 'vitest';
import {
  addTax,
  applyDiscount,
  averageDailySales,
  breakEvenUnits,
  bulkPrice,
  convertCurrency,
  loanRepayment,
  marginFromPrices,
  marginToMarkup,
  markupToMargin,
  priceForMargin,
  priceForMarkup,
  removeTax,
  reorderPoint,
  round,
} from './formulas.ts';

describe('margin and markup (worked examples)', () => {
  it('cost 60, price 100: profit 40, margin 40 %, markup 66.67 %', () => {
    const f = marginFromPrices(60, 100);
    expect(f.profit).toBe(40);
    expect(f.marginPercent).toBe(40);
    expect(round(f.markupPercent!)).toBe(66.67);
  });
  it('a free item has no markup, an item sold at 0 has no margin', () => {
    expect(marginFromPrices(0, 50).markupPercent).toBeNull();
    expect(marginFromPrices(10, 0).marginPercent).toBeNull();
  });
  it('price for a 40 % margin on a cost of 60 is 100; for 25 % markup on 80 it is 100', () => {
    expect(priceForMargin(60, 40)).toBe(100);
    expect(priceForMarkup(80, 25)).toBe(100);
  });
  it('a margin of 100 % or more cannot be reached', () => {
    expect(priceForMargin(60, 100)).toBeNull();
    expect(priceForMargin(60, 120)).toBeNull();
  });
  it('markup 50 % is margin 33.33 %, margin 20 % is markup 25 %', () => {
    expect(round(markupToMargin(50)!)).toBe(33.33);
    expect(marginToMarkup(20)).toBe(25);
  });
});

describe('tax', () => {
  it('16 % VAT on 1,000 is 160, total 1,160; and back', () => {
    expect(addTax(1000, 16)).toEqual({ net: 1000, tax: 160, gross: 1160 });
    const back = removeTax(1160, 16)!;
    expect(round(back.net)).toBe(1000);
    expect(round(back.tax)).toBe(160);
  });
  it('7.5 % VAT included in 2,150 is 150', () => {
    expect(round(removeTax(2150, 7.5)!.tax)).toBe(150);
  });
});

describe('discount and bulk pricing', () => {
  it('15 % off 200 x 3: 170 each, 510 in all, 90 saved', () => {
    expect(applyDiscount(200, 15, 3)).toEqual({
      unitPrice: 170,
      discountPerUnit: 30,
      total: 510,
      saved: 90,
    });
  });
  it('takes the tier of the largest minimum the quantity reaches', () => {
    const tiers = [
      { minQuantity: 10, percent: 5 },
      { minQuantity: 50, percent: 10 },
    ];
    expect(bulkPrice(100, 9, tiers).total).toBe(900);
    expect(bulkPrice(100, 10, tiers).total).toBe(950);
    expect(bulkPrice(100, 60, tiers)).toMatchObject({ total: 5400, tier: { minQuantity: 50 } });
  });
});

describe('break-even', () => {
  it('fixed costs 45,000 at 30 a unit: 1,500 units; 45,001 needs 1,501', () => {
    expect(breakEvenUnits(45000, 30)).toBe(1500);
    expect(breakEvenUnits(45001, 30)).toBe(1501);
  });
  it('no contribution per unit never breaks even', () => {
    expect(breakEvenUnits(1000, 0)).toBeNull();
    expect(breakEvenUnits(1000, -5)).toBeNull();
  });
});

describe('loan repayment', () => {
  it('100,000 at 12 % a year over 12 months: 8,884.88 a month, 6,618.55 interest', () => {
    const f = loanRepayment(100000, 12, 12)!;
    expect(round(f.payment)).toBe(8884.88);
    expect(round(f.totalInterest)).toBe(6618.55);
  });
  it('0 % splits the amount evenly', () => {
    expect(loanRepayment(1200, 0, 12)).toEqual({ payment: 100, totalPaid: 1200, totalInterest: 0 });
  });
  it('refuses no repayments', () => {
    expect(loanRepayment(1000, 10, 0)).toBeNull();
  });
});

describe('currency conversion', () => {
  it('250 USD at 129.5 KES per USD is 32,375 KES', () => {
    expect(convertCurrency(250, 129.5)).toBe(32375);
    expect(convertCurrency(250, 0)).toBeNull();
  });
});

describe('reorder point', () => {
  it('4 a day, 5 days lead time, 10 safety stock: reorder at 30', () => {
    expect(reorderPoint(4, 5, 10)).toEqual({ reorderPoint: 30, daysLeft: null, reorderNow: false });
  });
  it('with 24 in stock it is time to reorder, 6 days left', () => {
    expect(reorderPoint(4, 5, 10, 24)).toEqual({ reorderPoint: 30, daysLeft: 6, reorderNow: true });
  });
  it('rounds up to whole units', () => {
    expect(reorderPoint(1.1, 3, 0).reorderPoint).toBe(4);
  });
  it('average daily sales nets out sales given back', () => {
    // 30 days: sold 50 and 40, one sale of 30 deleted (stock back).
    expect(averageDailySales([-50, -40, -30, 30], 30)).toBe(3);
    expect(averageDailySales([], 30)).toBe(0);
  });
});

describe('round', () => {
  it('rounds half away from zero without float surprises', () => {
    expect(round(1.005)).toBe(1.01);
    expect(round(-2.675)).toBe(-2.68);
    expect(round(0.1 + 0.2)).toBe(0.3);
  });
});
