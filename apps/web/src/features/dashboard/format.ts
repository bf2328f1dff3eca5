import { formatMoney } from '#src/lib/format.ts';

export { formatCount, formatMoney } from '#src/lib/format.ts';

const compactFormats = new Map<string, Intl.NumberFormat>();

function compactMoney(currency: string): Intl.NumberFormat {
  let format = compactFormats.get(currency);
  if (!format) {
    const compact: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };
    try {
      format = new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        ...compact,
      });
    } catch {
      format = new Intl.NumberFormat(undefined, compact);
    }
    compactFormats.set(currency, format);
  }
  return format;
}

/** Big numbers on a small card: ₦1.2M from a million up, the exact amount below it. */
export function formatMoneyShort(amount: number, currency: string): string {
  return Math.abs(amount) >= 1_000_000
    ? compactMoney(currency).format(amount)
    : formatMoney(amount, currency);
}

/** '14:05' today, '12 May, 14:05' before, on the business's clock. */
export function formatSaleTime(iso: string, timeZone: string, today: string): string {
  const date = new Date(iso);
  const zone = safeZone(timeZone);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(date);
  const time = new Intl.DateTimeFormat(undefined, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  if (day === today) return time;
  const dayLabel = new Intl.DateTimeFormat(undefined, {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
  }).format(date);
  return `${dayLabel}, ${time}`;
}

/** '3' from '2025-05-03': the chart's day ticks. */
export function dayOfMonth(day: string): string {
  return String(Number(day.slice(8, 10)));
}

/** '3 May' from '2025-05-03', without time-zone shifts. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

function safeZone(timeZone: string): string | undefined {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}
