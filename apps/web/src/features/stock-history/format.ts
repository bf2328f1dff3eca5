import { formatCount, formatMoney } from '#src/lib/format.ts';

/** Display formats of the stock history, in the business's currency and time zone. */

function safeTimeZone(timeZone: string): string | undefined {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

export function createFormatters(currency: string, timeZone: string) {
  const zone = safeTimeZone(timeZone);
  const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: zone });
  const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone: zone });
  const isoDay = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: zone,
  });
  const isoTime = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });

  return {
    date: (iso: string) => date.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    /** YYYY-MM-DD in the business's time zone (what the date filters and CSV use). */
    isoDay: (at: Date) => isoDay.format(at),
    isoTime: (iso: string) => isoTime.format(new Date(iso)),
    money: (value: number) => formatMoney(value, currency),
    count: formatCount,
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
