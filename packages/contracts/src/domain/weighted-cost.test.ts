import { describe, expect, it } from 'vitest';
import { weightedAverageCost } from './weighted-cost.ts';

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
