import { z } from 'zod';
import { CalendarDateSchema } from '@app/contracts';
import { addDays, addMonths, daysBetween } from '#src/modules/expenses/calendar.ts';

/** Named periods, relative to today in the business's time zone; weeks start on Monday. */
export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'last_7_days',
  'last_30_days',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PeriodSchema = z.union([
  z.enum(PERIOD_PRESETS),
  z.object({ from: CalendarDateSchema, to: CalendarDateSchema }),
]);
export type Period = z.infer<typeof PeriodSchema>;

export interface ResolvedPeriod {
  /** The preset's name, or "custom". */
  name: string;
  from: string;
  to: string;
  days: number;
}

/** Monday = 0 ... Sunday = 6 of a calendar day. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** "Last N days" ending today, N from 1 to 366. */
export function lastDays(days: number, today: string): ResolvedPeriod {
  return { name: `last_${days}_days`, from: addDays(today, 1 - days), to: today, days };
}

/** A period as days: presets end today at the latest (this week is Monday up to today). */
export function resolvePeriod(period: Period, today: string): ResolvedPeriod {
  const make = (name: string, from: string, to: string) => ({
    name,
    from,
    to,
    days: daysBetween(from, to) + 1,
  });
  if (typeof period !== 'string') {
    const [from, to] =
      period.from <= period.to ? [period.from, period.to] : [period.to, period.from];
    return make('custom', from, to);
  }
  const monday = addDays(today, -weekdayIndex(today));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return make(period, today, today);
    case 'yesterday':
      return make(period, addDays(today, -1), addDays(today, -1));
    case 'this_week':
      return make(period, monday, today);
    case 'last_week':
      return make(period, addDays(monday, -7), addDays(monday, -1));
    case 'this_month':
      return make(period, firstOfMonth, today);
    case 'last_month':
      return make(period, addMonths(firstOfMonth, -1), addDays(firstOfMonth, -1));
    case 'this_year':
      return make(period, `${today.slice(0, 4)}-01-01`, today);
    case 'last_7_days':
      return lastDays(7, today);
    case 'last_30_days':
      return lastDays(30, today);
  }
}
