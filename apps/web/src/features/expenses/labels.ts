import type { BuiltInExpenseCategory, ExpensePaymentMethod } from '@app/contracts/expenses';
import { EXPENSE_CATEGORIES, EXPENSE_PAYMENT_METHODS } from '@app/contracts/expenses';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { dateLocale } from '#src/lib/format.ts';

export { formatMoney } from '#src/lib/format.ts';

// Resolved where shown (`i18n._(...)`), so they follow a switch of language.
export const PAYMENT_LABELS: Record<ExpensePaymentMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  card: msg`Card`,
  transfer: msg({ message: 'Transfer', comment: 'a way of paying: bank transfer' }),
  mobile_money: msg`Mobile money`,
  other: msg({ message: 'Other', comment: 'another way of paying' }),
};

export function paymentOptions(i18n: I18n) {
  return EXPENSE_PAYMENT_METHODS.map((value) => ({ value, label: i18n._(PAYMENT_LABELS[value]) }));
}

/** The built-in categories (stored lowercase, in English) as the reader's language names them. */
const CATEGORY_LABELS: Record<BuiltInExpenseCategory, MessageDescriptor> = {
  rent: msg({ message: 'Rent', comment: 'expense category' }),
  utilities: msg({ message: 'Utilities', comment: 'expense category: power, water...' }),
  salaries: msg({ message: 'Salaries', comment: 'expense category' }),
  supplies: msg({ message: 'Supplies', comment: 'expense category' }),
  transport: msg({ message: 'Transport', comment: 'expense category' }),
  marketing: msg({ message: 'Marketing', comment: 'expense category' }),
  taxes: msg({ message: 'Taxes', comment: 'expense category' }),
  stock_purchases: msg({
    message: 'Stock purchases',
    comment: 'expense category: paying suppliers for stock; left out of profit',
  }),
  other: msg({ message: 'Other', comment: 'expense category' }),
};

function isBuiltIn(category: string): category is BuiltInExpenseCategory {
  return Object.hasOwn(CATEGORY_LABELS, category);
}

/**
 * A built-in category in the reader's language; the owner's own ('mobile data' -> 'Mobile data':
 * categories are stored lowercase) as typed, capitalised.
 */
export function categoryLabel(category: string, i18n: I18n): string {
  if (isBuiltIn(category)) return i18n._(CATEGORY_LABELS[category]);
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export function categoryOptions(i18n: I18n) {
  return EXPENSE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value, i18n) }));
}

// One per locale: expense lists show a day heading per group.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * '3 May 2025' from '2025-05-03', in the app's language and the business's country (lib/format).
 * A day key names a calendar day, not an instant: read in UTC it never shifts to a neighbour.
 */
export function formatDay(day: string): string {
  const locale = dateLocale();
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
