import { describe, expect, it } from 'vitest';
import { fromCents, percentOf, rateText, rateUnits, toCents } from './money.ts';

describe('sale money', () => {
  it('adds decimal strings exactly and rounds tax half away from zero', () => {
    const total = Array.from({ length: 1000 }, () => '0.10').reduce((s, a) => s + toCents(a), 0n);
    expect(fromCents(total)).toBe('100.00');
    expect(fromCents(toCents('7.5') + toCents('0.05'))).toBe('7.55');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(rateText(rateUnits(7.5))).toBe('7.5000');
    expect(rateUnits('12.1250')).toBe(121_250n);
    // 7.5% of 0.50 = 0.0375 -> 0.04; 12.5% of 1.00 = 0.125 -> 0.13; 7.5% of 0.20 = 0.015 -> 0.02
    expect(percentOf(50n, rateUnits(7.5))).toBe(4n);
    expect(percentOf(100n, rateUnits(12.5))).toBe(13n);
    expect(percentOf(20n, rateUnits(7.5))).toBe(2n);
    expect(percentOf(-100n, rateUnits(12.5))).toBe(-13n);
    // 16% of 999,999,999,999.99 stays exact (no float anywhere).
    expect(fromCents(percentOf(toCents('999999999999.99'), rateUnits(16)))).toBe('160000000000.00');
  });
});
