import { describe, expect, it } from 'vitest';
import { calendarRange } from '#src/lib/date-range.ts';
import { percentChange } from '#src/lib/percent-change.ts';
import { presetRange } from './range.ts';

describe('presetRange', () => {
  it('counts today in for the rolling presets', () => {
    expect(presetRange('7d', '2024-03-03')).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    expect(presetRange('30d', '2025-05-20')).toEqual({ from: '2025-04-21', to: '2025-05-20' });
  });

  it('leaves calendar months and years to the shared helper', () => {
    for (const preset of ['this-month', 'last-month', 'this-year'] as const) {
      expect(presetRange(preset, '2025-01-15')).toEqual(calendarRange(preset, '2025-01-15'));
    }
  });
});

describe('percentChange against the previous range', () => {
  it('reads a start from nothing as new', () => {
    expect(percentChange(100, 0).label).toBe('New');
    expect(percentChange(0, 0).label).toBe('—');
    expect(percentChange(50, 200).label).toBe('-75%');
  });
});
