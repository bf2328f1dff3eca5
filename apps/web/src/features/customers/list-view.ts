import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Customer } from '@app/contracts/customers';

export const CUSTOMER_SORTS = ['name', 'balance', 'spent', 'recent'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const SORT_LABELS: Record<CustomerSort, MessageDescriptor> = {
  name: msg`Name (A–Z)`,
  balance: msg`Balance owed`,
  spent: msg`Total spent`,
  recent: msg`Last purchase`,
};

export interface CustomerView {
  sort: CustomerSort;
  owingOnly: boolean;
}

/** The server lists by name; the other orders and the "owes money" filter need every page. */
export const needsEveryPage = (view: CustomerView) => view.sort !== 'name' || view.owingOnly;

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : 0);

export function applyView(customers: Customer[], view: CustomerView): Customer[] {
  const shown = view.owingOnly ? customers.filter((c) => c.balance > 0) : [...customers];
  switch (view.sort) {
    case 'balance':
      return shown.sort((a, b) => b.balance - a.balance || a.name.localeCompare(b.name));
    case 'spent':
      return shown.sort((a, b) => b.totalSpent - a.totalSpent || a.name.localeCompare(b.name));
    case 'recent':
      return shown.sort((a, b) => time(b.lastPurchaseAt) - time(a.lastPurchaseAt));
    default:
      return shown;
  }
}
