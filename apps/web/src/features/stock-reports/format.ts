import {
  formatCount,
  formatDateTime,
  formatMoney,
  formatPercent,
  formatWholeMoney,
  safeTimeZone,
} from '#src/lib/format.ts';

/** Display formats of the stock report, in the business's currency and time zone. */
export function createReportFormatters(currency: string, timeZone: string) {
  const zone = safeTimeZone(timeZone);
  // A machine format (file names, CSV): the same in every language.
  const isoParts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  return {
    /** Whole amounts where the cents add nothing to a report (₦1,234,568). */
    money: (value: number) => formatWholeMoney(value, currency),
    /** To the cent, for unit prices and tooltips. */
    moneyExact: (value: number) =>
      Number.isInteger(value) ? formatWholeMoney(value, currency) : formatMoney(value, currency),
    count: formatCount,
    percent: (value: number) => formatPercent(value, 1),
    dateTime: (iso: string) => formatDateTime(iso, zone),
    /** 2026-03-02 14:05, for file names and CSV. */
    isoDateTime: (iso: string) => isoParts.format(new Date(iso)).replace(',', ''),
  };
}

export type ReportFormatters = ReturnType<typeof createReportFormatters>;
