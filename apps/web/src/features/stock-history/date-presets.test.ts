import { describe, expect, it } from 'vitest';
import { calendarRange } from '#src/lib/date-range.ts';
import { presetOf, presetRange } from './date-presets.ts';

describe('date presets', () => {
  it('counts inclusive days back from today', () => {
    expect(presetRange('yesterday', '2026-01-01')).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
    expect(presetRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('last30', '2026-03-03')).toEqual({ from: '2026-02-02', to: '2026-03-03' });
  });

  it('leaves calendar months to the shared helper', () => {
    expect(presetRange('thisMonth', '2026-03-15')).toEqual(
      calendarRange('this-month', '2026-03-15'),
    );
    expect(presetRange('lastMonth', '2026-03-15')).toEqual(
      calendarRange('last-month', '2026-03-15'),
    );
  });

  it('recognises a range as its preset, else custom', () => {
    expect(presetOf(undefined, undefined, '2026-03-15')).toBe('all');
    expect(presetOf('2026-03-15', '2026-03-15', '2026-03-15')).toBe('today');
    expect(presetOf('2026-03-01', '2026-03-15', '2026-03-15')).toBe('thisMonth');
    expect(presetOf('2026-03-02', '2026-03-09', '2026-03-15')).toBe('custom');
  });
});
