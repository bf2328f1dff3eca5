/** Date-range presets as inclusive YYYY-MM-DD days, counted from "today" on the business's clock. */

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

/** The last `count` days, today included. */
export function lastDays(today: string, count: number): { from: string; to: string } {
  return { from: addDays(today, 1 - count), to: today };
}

export type CalendarPreset = 'this-month' | 'last-month' | 'this-year';

/** This month or this year up to today, or the whole of last month. */
export function calendarRange(preset: CalendarPreset, today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (preset) {
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
