import { describe, expect, it } from 'vitest';
import { percentChange } from './percent-change.ts';

describe('percentChange', () => {
  it('rounds the change to a whole percent with a sign', () => {
    expect(percentChange(150, 100)).toEqual({ direction: 'up', percent: 50, label: '+50%' });
    expect(percentChange(90, 120)).toEqual({ direction: 'down', percent: -25, label: '-25%' });
    expect(percentChange(100.4, 100)).toEqual({ direction: 'flat', percent: 0, label: '0%' });
  });

  it('reads a rise from nothing as new, not an infinite percent', () => {
    expect(percentChange(500, 0)).toEqual({ direction: 'up', percent: null, label: 'New' });
    expect(percentChange(-20, 0)).toEqual({ direction: 'down', percent: null, label: 'New' });
    expect(percentChange(0, 0)).toEqual({ direction: 'flat', percent: null, label: '—' });
  });

  it('compares against the size of a previous loss', () => {
    expect(percentChange(-50, -100)).toMatchObject({ direction: 'up', percent: 50 });
    expect(percentChange(0, 200)).toMatchObject({ direction: 'down', percent: -100 });
  });

  it('groups large percentages', () => {
    expect(percentChange(12_000, 10).label).toBe('+119,900%');
  });
});
