import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteRecurringExpenseResponseSchema } from '@app/contracts/expenses';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { expenseKeys, recurringPath } from './keys.ts';

/** DELETE /businesses/{id}/recurring-expenses/{recurringId}: recorded expenses are kept. */
export async function deleteRecurringExpense({
  businessId,
  recurringId,
}: {
  businessId: string;
  recurringId: string;
}) {
  const data = await api
    .delete(`${recurringPath(businessId)}/${encodeURIComponent(recurringId)}`)
    .json();
  return parseResponse(DeleteRecurringExpenseResponseSchema, data).message;
}

export function useDeleteRecurringExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecurringExpense,
    onSuccess: (_, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: expenseKeys.recurring(businessId) }),
  });
}
