import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecurringExpenseListResponseSchema } from '@app/contracts/expenses';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { expenseKeys, recurringPath } from './keys.ts';

/** GET /businesses/{id}/recurring-expenses. */
export async function getRecurringExpenses(businessId: string) {
  const data = await api.get(recurringPath(businessId)).json();
  return parseResponse(RecurringExpenseListResponseSchema, data).recurringExpenses;
}

export function getRecurringExpensesQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: expenseKeys.recurring(businessId),
    queryFn: () => getRecurringExpenses(businessId),
  });
}

export function useRecurringExpenses(businessId: string) {
  return useQuery(getRecurringExpensesQueryOptions(businessId));
}
