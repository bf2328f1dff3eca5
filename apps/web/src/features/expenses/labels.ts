import type { ExpensePaymentMethod } from '@app/contracts/expenses';
import { EXPENSE_CATEGORIES, EXPENSE_PAYMENT_METHODS } from '@app/contracts/expenses';

export { formatMoney } from '#src/lib/format.ts';

export const PAYMENT_LABELS: Record<ExpensePaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  transfer: 'Transfer',
  mobile_money: 'Mobile money',
  other: 'Other',
};

export const PAYMENT_OPTIONS = EXPENSE_PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_LABELS[value],
}));

/** 'mobile data' -> 'Mobile data': categories are stored lowercase. */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((value) => ({
  value,
  label: categoryLabel(value),
}));

/** '3 May 2025' from '2025-05-03', without time-zone shifts. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
