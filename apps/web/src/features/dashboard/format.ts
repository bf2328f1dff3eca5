import {
  formatCompactMoney,
  formatDayKey,
  formatDayMonth,
  formatMoney,
  formatTime,
} from '#src/lib/format.ts';

export { formatCount, formatMoney } from '#src/lib/format.ts';

/** Big numbers on a small card: ₦1.2M from a million up, the exact amount below it. */
export function formatMoneyShort(amount: number, currency: string): string {
  return Math.abs(amount) >= 1_000_000
    ? formatCompactMoney(amount, currency)
    : formatMoney(amount, currency);
}

/** '14:05' today, '12 May, 14:05' before, on the business's clock. */
export function formatSaleTime(iso: string, timeZone: string, today: string): string {
  const time = formatTime(iso, timeZone);
  if (formatDayKey(iso, timeZone) === today) return time;
  return `${formatDayMonth(iso, timeZone)}, ${time}`;
}

/** '3' from '2025-05-03': the chart's day ticks. */
export function dayOfMonth(day: string): string {
  return String(Number(day.slice(8, 10)));
}

/** '3 May' from '2025-05-03', without time-zone shifts. */
export function formatDay(day: string): string {
  return formatDayMonth(`${day}T00:00:00Z`, 'UTC');
}
