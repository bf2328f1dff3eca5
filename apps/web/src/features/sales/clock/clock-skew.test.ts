import { describe, expect, it } from 'vitest';
import { clockSkew } from './clock-skew.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('clockSkew', () => {
  it('says nothing until known, and nothing within 5 minutes either way', () => {
    expect(clockSkew(null)).toBeNull();
    expect(clockSkew(0)).toBeNull();
    expect(clockSkew(5 * MINUTE)).toBeNull();
    expect(clockSkew(-5 * MINUTE)).toBeNull();
  });

  it('names how far and which way, past 5 minutes (the offset is server minus device)', () => {
    expect(clockSkew(-(5 * MINUTE + 1_000))).toEqual({ ahead: true, text: '5 minutes' });
    expect(clockSkew(12 * MINUTE)).toEqual({ ahead: false, text: '12 minutes' });
    expect(clockSkew(-2 * HOUR - 400)).toEqual({ ahead: true, text: '2 hours' });
    expect(clockSkew(-HOUR)).toEqual({ ahead: true, text: '1 hour' });
    expect(clockSkew(3 * HOUR + 25 * MINUTE)).toEqual({
      ahead: false,
      text: '3 hours 25 minutes',
    });
    expect(clockSkew(-(2 * HOUR + 59 * MINUTE + 50_000))).toEqual({ ahead: true, text: '3 hours' });
    expect(clockSkew(-3 * 24 * HOUR)).toEqual({ ahead: true, text: '3 days' });
  });
});
