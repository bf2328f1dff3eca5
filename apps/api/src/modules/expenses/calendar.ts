/**
 * Calendar days as 'YYYY-MM-DD' strings: the day an expense is dated, a schedule's occurrences,
 * an analytics range. Arithmetic runs on UTC dates, where every day has 24 hours.
 */
export type CalendarDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (en-CA formats as YYYY-MM-DD). */
export function localDate(instant: Date, timeZone: string): CalendarDate {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}

const parts = (date: CalendarDate) => date.split('-').map(Number) as [number, number, number];
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = parts(date);
  return iso(Date.UTC(y, m - 1, d + days));
}

/** `to` - `from` in days. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The same day `months` later; the 29th-31st become the last day of a shorter month. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = parts(date);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return iso(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}

/**
 * Occurrence n (from 0) of a schedule, always counted from its start so that a monthly
 * expense on the 31st falls on Feb 28 and still on Mar 31.
 */
export function occurrenceDate(
  start: CalendarDate,
  frequency: 'weekly' | 'monthly',
  n: number,
): CalendarDate {
  return frequency === 'weekly' ? addDays(start, 7 * n) : addMonths(start, n);
}
