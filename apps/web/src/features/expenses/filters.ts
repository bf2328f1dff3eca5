import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExpensePaymentMethod } from '@app/contracts/expenses';
import { calendarRange, lastDays } from '#src/lib/date-range.ts';

export { todayIn } from '#src/lib/date-range.ts';

export type RangePreset = 'this-month' | 'last-month' | 'last-30' | 'this-year' | 'all';

export interface ExpenseFilters {
  from?: string;
  to?: string;
  category?: string;
  paymentMethod?: ExpensePaymentMethod;
}

export const RANGE_PRESETS: { value: RangePreset; label: MessageDescriptor }[] = [
  { value: 'this-month', label: msg`This month` },
  { value: 'last-month', label: msg`Last month` },
  { value: 'last-30', label: msg`Last 30 days` },
  { value: 'this-year', label: msg`This year` },
  { value: 'all', label: msg`All time` },
];

/** The range of a preset, both days included, ending today. */
export function presetRange(preset: RangePreset, today: string): { from?: string; to?: string } {
  switch (preset) {
    case 'last-30':
      return lastDays(today, 30);
    case 'all':
      return {};
    default:
      return calendarRange(preset, today);
  }
}
