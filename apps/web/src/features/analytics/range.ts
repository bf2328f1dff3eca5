import type { Granularity } from '@app/contracts/analytics';

export type RangePreset = '7d' | '30d' | 'this-month' | 'last-month' | 'this-year' | 'custom';
export type GranularityChoice = 'auto' | Granularity;

export const RANGE_PRESETS: { value: RangePreset; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'this-year', label: 'This year' },
  { value: 'custom', label: 'Custom' },
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

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

/** The days of a preset, both included, ending today (last month: its whole month). */
export function presetRange(
  preset: Exclude<RangePreset, 'custom'>,
  today: string,
): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last-month':
      return {
        from: iso(new Date(Date.UTC(y, m - 2, 1))),
        to: iso(new Date(Date.UTC(y, m - 1, 0))),
      };
    case 'this-year':
      return { from: `${y}-01-01`, to: today };
  }
}

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const MONTH_FORMAT = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const FULL_FORMAT = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A chart tick for a period: '3 May' for days and weeks, 'May 25' for months. */
export function periodLabel(period: string, granularity: Granularity): string {
  const date = new Date(`${period}T00:00:00Z`);
  return granularity === 'month' ? MONTH_FORMAT.format(date) : DAY_FORMAT.format(date);
}

export function formatFullDay(day: string): string {
  return FULL_FORMAT.format(new Date(`${day}T00:00:00Z`));
}
