import { describe, expect, it } from 'vitest';
import { percentChange } from '#src/lib/percent-change.ts';
import { presetRange } from './range.ts';

describe('presetRange', () => {
  it('counts today in and crosses months and leap years', () => {
    expect(presetRange('7d', '2024-03-03')).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    expect(presetRange('30d', '2025-05-20')).toEqual({ from: '2025-04-21', to: '2025-05-20' });
    expect(presetRange('this-month', '2025-05-20')).toEqual({
      from: '2025-05-01',
      to: '2025-05-20',
    });
    expect(presetRange('this-year', '2025-05-20')).toEqual({
      from: '2025-01-01',
      to: '2025-05-20',
    });
  });

  it('takes the whole of last month, January included', () => {
    expect(presetRange('last-month', '2024-03-31')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('last-month', '2025-01-15')).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
  });
});

describe('percentChange against the previous range', () => {
  it('reads a start from nothing as new', () => {
    expect(percentChange(100, 0).label).toBe('New');
    expect(percentChange(0, 0).label).toBe('—');
    expect(percentChange(50, 200).label).toBe('-75%');
  });
});
