import { describe, expect, it } from 'vitest';
import { formatAxisValue } from './axis-format.ts';

describe('chart axis labels', () => {
  it('writes thousands as K and millions as M, with at most one decimal', () => {
    expect(formatAxisValue(0)).toBe('0');
    expect(formatAxisValue(950)).toBe('950');
    expect(formatAxisValue(1_000)).toBe('1K');
    expect(formatAxisValue(1_500)).toBe('1.5K');
    expect(formatAxisValue(12_345)).toBe('12.3K');
    expect(formatAxisValue(250_000)).toBe('250K');
    expect(formatAxisValue(2_000_000)).toBe('2M');
    expect(formatAxisValue(2_450_000)).toBe('2.5M');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatAxisValue(999.96)).toBe('1K');
    expect(formatAxisValue(999_999)).toBe('1M');
    expect(formatAxisValue(999_940)).toBe('999.9K');
  });

  it('keeps millions beyond a thousand of them, grouped', () => {
    expect(formatAxisValue(1_250_000_000)).toBe('1,250M');
  });

  it('handles small, negative and impossible values', () => {
    expect(formatAxisValue(0.5)).toBe('0.5');
    expect(formatAxisValue(0.04)).toBe('0');
    expect(formatAxisValue(-4_200)).toBe('-4.2K');
    expect(formatAxisValue(Number.NaN)).toBe('');
  });
});
