import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRecurringExpenseBody } from '@app/contracts/expenses';
import { RecurringExpenseResponseSchema } from '@app/contracts/expenses';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { expenseKeys, recurringPath } from './keys.ts';

/** POST /businesses/{id}/recurring-expenses: occurrences up to today are recorded at once. */
export async function createRecurringExpense({
  businessId,
  body,
}: {
  businessId: string;
  body: CreateRecurringExpenseBody;
}) {
  const data = await api.post(recurringPath(businessId), { json: body }).json();
  return parseResponse(RecurringExpenseResponseSchema, data).recurringExpense;
}

export function useCreateRecurringExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecurringExpense,
    onSuccess: (_, { businessId }) => {
      void queryClient.invalidateQueries({ queryKey: expenseKeys.recurring(businessId) });
      void queryClient.invalidateQueries({ queryKey: expenseKeys.lists() });
    },
  });
}
