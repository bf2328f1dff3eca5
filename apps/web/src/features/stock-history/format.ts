import {
  formatCount,
  formatDate,
  formatDayKey,
  formatMoney,
  formatTime,
  safeTimeZone,
} from '#src/lib/format.ts';

/** Display formats of the stock history, in the business's currency and time zone. */
export function createFormatters(currency: string, timeZone: string) {
  const zone = safeTimeZone(timeZone);
  // A machine format (CSV): the same in every language.
  const isoTime = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });

  return {
    date: (iso: string) => formatDate(iso, zone),
    time: (iso: string) => formatTime(iso, zone),
    /** YYYY-MM-DD in the business's time zone (what the date filters and CSV use). */
    isoDay: (at: Date) => formatDayKey(at.toISOString(), zone),
    isoTime: (iso: string) => isoTime.format(new Date(iso)),
    money: (value: number) => formatMoney(value, currency),
    count: formatCount,
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
