import type { ExpenseFilters } from '../filters.ts';

/** Query keys of the expenses feature (STYLE.md: one factory per resource). */
export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (businessId: string, filters: ExpenseFilters) =>
    [...expenseKeys.lists(), businessId, filters] as const,
  recurring: (businessId: string) => [...expenseKeys.all, 'recurring', businessId] as const,
  /** Under lists(): a saved expense may bring a new category. */
  categories: (businessId: string) => [...expenseKeys.lists(), 'categories', businessId] as const,
};

export const expensesPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/expenses`;
export const recurringPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/recurring-expenses`;
