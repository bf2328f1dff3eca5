import { formatCount } from '#src/lib/format.ts';

/** Display formats of the stock report, in the business's currency and time zone. */
export function createReportFormatters(currency: string, timeZone: string) {
  let zone: string | undefined = timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    zone = undefined;
  }
  let money: Intl.NumberFormat;
  let moneyExact: Intl.NumberFormat;
  try {
    const options = { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } as const;
    money = new Intl.NumberFormat(undefined, {
      ...options,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyExact = new Intl.NumberFormat(undefined, options);
  } catch {
    money = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
    moneyExact = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 });
  }
  const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
  const dateTime = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  });
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
    money: (value: number) => money.format(value),
    /** To the cent, for unit prices and tooltips. */
    moneyExact: (value: number) =>
      Number.isInteger(value) ? money.format(value) : moneyExact.format(value),
    count: formatCount,
    percent: (value: number) => percent.format(value),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** 2026-03-02 14:05, for file names and CSV. */
    isoDateTime: (iso: string) => isoParts.format(new Date(iso)).replace(',', ''),
  };
}

export type ReportFormatters = ReturnType<typeof createReportFormatters>;
