import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money.ts';
import { weightedAverageCost, weightedAverageCostCents } from './weighted-cost.ts';

const average = (stock: number, cost: string, received: number, unitCost: string) =>
  fromCents(weightedAverageCostCents(stock, toCents(cost), received, toCents(unitCost)));

describe('weightedAverageCostCents', () => {
  it('averages what is on hand with what came in, to the cent', () => {
    expect(average(10, '2.00', 10, '3.00')).toBe('2.50');
    // (3 x 1.00 + 4 x 1.25) / 7 = 8 / 7 = 1.142857... -> 1.14
    expect(average(3, '1.00', 4, '1.25')).toBe('1.14');
    // (1 x 0.01 + 2 x 0.02) / 3 = 0.01666... -> 0.02 (half up)
    expect(average(1, '0.01', 2, '0.02')).toBe('0.02');
    // exactly half a cent rounds up: (1 x 0.01 + 1 x 0.02) / 2 = 0.015 -> 0.02
    expect(average(1, '0.01', 1, '0.02')).toBe('0.02');
  });

  it('takes the delivered cost when nothing (or less than nothing) is on hand', () => {
    expect(average(0, '5.00', 3, '7.35')).toBe('7.35');
    expect(average(-4, '5.00', 3, '7.35')).toBe('7.35');
  });

  it('refuses a receipt of no units', () => {
    expect(() => weightedAverageCostCents(1, 100n, 0, 100n)).toThrow();
  });
});

describe('weightedAverageCost', () => {
  it('averages what was on hand with what came in', () => {
    expect(weightedAverageCost(10, '2.00', 10, '4.00')).toBe('3.00');
    expect(weightedAverageCost(3, '1.00', 1, '2.00')).toBe('1.25');
  });

  it('rounds half up to the cent', () => {
    // (1 × 0.01 + 2 × 0.02) / 3 = 0.01666… -> 0.02
    expect(weightedAverageCost(1, '0.01', 2, '0.02')).toBe('0.02');
    // (1 × 0.01 + 1 × 0.02) / 2 = 0.015 -> 0.02
    expect(weightedAverageCost(1, '0.01', 1, '0.02')).toBe('0.02');
    // (2 × 0.01 + 1 × 0.02) / 3 = 0.01333… -> 0.01
    expect(weightedAverageCost(2, '0.01', 1, '0.02')).toBe('0.01');
  });

  it('takes the incoming cost when nothing (or less than nothing) was on hand', () => {
    expect(weightedAverageCost(0, '9.99', 5, '3.10')).toBe('3.10');
    expect(weightedAverageCost(-4, '9.99', 5, '3.10')).toBe('3.10');
  });

  it('stays exact on large amounts', () => {
    expect(weightedAverageCost(999_999, '123456.78', 1, '0.00')).toBe('123456.66');
  });

  it('refuses a receipt of no units', () => {
    expect(() => weightedAverageCost(1, '1.00', 0, '1.00')).toThrow();
  });
});
