import type { Granularity } from '@app/contracts/analytics';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { calendarRange, lastDays } from '#src/lib/date-range.ts';
import { formatDate, formatDayMonth, formatMonthYear } from '#src/lib/format.ts';

export { todayIn } from '#src/lib/date-range.ts';

export type RangePreset = '7d' | '30d' | 'this-month' | 'last-month' | 'this-year' | 'custom';
export type GranularityChoice = 'auto' | Granularity;

export const RANGE_PRESETS: { value: RangePreset; label: MessageDescriptor }[] = [
  { value: '7d', label: msg`7 days` },
  { value: '30d', label: msg`30 days` },
  { value: 'this-month', label: msg`This month` },
  { value: 'last-month', label: msg`Last month` },
  { value: 'this-year', label: msg`This year` },
  {
    value: 'custom',
    label: msg({ message: 'Custom', comment: 'a date range: the reader picks both dates' }),
  },
];

/** The days of a preset, both included, ending today (last month: its whole month). */
export function presetRange(
  preset: Exclude<RangePreset, 'custom'>,
  today: string,
): { from: string; to: string } {
  switch (preset) {
    case '7d':
      return lastDays(today, 7);
    case '30d':
      return lastDays(today, 30);
    default:
      return calendarRange(preset, today);
  }
}

/** A chart tick for a period: '3 May' for days and weeks, 'May 25' for months. */
export function periodLabel(period: string, granularity: Granularity): string {
  const iso = `${period}T00:00:00Z`;
  return granularity === 'month' ? formatMonthYear(iso, 'UTC', true) : formatDayMonth(iso, 'UTC');
}

/** 'May 3, 2025' (en), '3 mai 2025' (fr). */
export function formatFullDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, 'UTC');
}
