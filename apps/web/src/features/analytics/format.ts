const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      format = new Intl.NumberFormat(undefined, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

const countFormat = new Intl.NumberFormat();
export function formatCount(value: number): string {
  return countFormat.format(value);
}

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
