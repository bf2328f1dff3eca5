import type { ExpensePaymentMethod } from '@app/contracts/expenses';

export type RangePreset = 'this-month' | 'last-month' | 'last-30' | 'this-year' | 'all';

export interface ExpenseFilters {
  from?: string;
  to?: string;
  category?: string;
  paymentMethod?: ExpensePaymentMethod;
}

export const RANGE_PRESETS: { value: RangePreset; label: string }[] = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-30', label: 'Last 30 days' },
  { value: 'this-year', label: 'This year' },
  { value: 'all', label: 'All time' },
];

/** Today (YYYY-MM-DD) on the business's clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(now);
  }
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds days to a calendar day, without time-zone shifts. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

/** The range of a preset, both days included, ending today. */
export function presetRange(preset: RangePreset, today: string): { from?: string; to?: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'this-month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last-month':
      return {
        from: iso(new Date(Date.UTC(y, m - 2, 1))),
        to: iso(new Date(Date.UTC(y, m - 1, 0))),
      };
    case 'last-30':
      return { from: addDays(today, -29), to: today };
    case 'this-year':
      return { from: `${y}-01-01`, to: today };
    case 'all':
      return {};
  }
}
