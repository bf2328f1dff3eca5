export { formatCount, formatMoney } from '#src/lib/format.ts';

export const PAYMENT_LABELS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  transfer: 'Transfer',
  mobile_money: 'Mobile money',
  credit: 'Credit',
};

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
