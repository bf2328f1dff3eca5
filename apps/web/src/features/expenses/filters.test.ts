import { describe, expect, it } from 'vitest';
import { presetRange } from './filters.ts';

describe('expense presetRange', () => {
  it('covers the last 30 days, calendar months, and everything for all time', () => {
    expect(presetRange('last-30', '2025-05-20')).toEqual({ from: '2025-04-21', to: '2025-05-20' });
    expect(presetRange('last-month', '2024-03-31')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('all', '2025-05-20')).toEqual({});
  });
});
