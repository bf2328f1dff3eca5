import { describe, expect, it } from 'vitest';
import { addDays, calendarRange, lastDays, todayIn } from './date-range.ts';

describe('todayIn', () => {
  it("reads the day on the business's clock, and the device's for an unknown zone", () => {
    const now = new Date('2025-05-20T23:30:00Z');
    expect(todayIn('Africa/Lagos', now)).toBe('2025-05-21');
    expect(todayIn('America/New_York', now)).toBe('2025-05-20');
    expect(todayIn('Not/A_Zone', now)).toBe(new Intl.DateTimeFormat('en-CA').format(now));
  });
});

describe('lastDays', () => {
  it('counts today in and crosses months and leap years', () => {
    expect(lastDays('2024-03-03', 7)).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    expect(lastDays('2025-05-20', 30)).toEqual({ from: '2025-04-21', to: '2025-05-20' });
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});

describe('calendarRange', () => {
  it('runs this month and this year up to today', () => {
    expect(calendarRange('this-month', '2025-05-20')).toEqual({
      from: '2025-05-01',
      to: '2025-05-20',
    });
    expect(calendarRange('this-year', '2025-05-20')).toEqual({
      from: '2025-01-01',
      to: '2025-05-20',
    });
  });

  it('takes the whole of last month, January included', () => {
    expect(calendarRange('last-month', '2024-03-31')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(calendarRange('last-month', '2025-01-15')).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
  });
});
