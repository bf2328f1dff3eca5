import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { expenseKeys, expensesPath } from './keys.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';

/** DELETE /businesses/{id}/expenses/{expenseId}. */
export async function deleteExpense({
  businessId,
  expenseId,
}: {
  businessId: string;
  expenseId: string;
}) {
  await api.delete(`${expensesPath(businessId)}/${encodeURIComponent(expenseId)}`).json();
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpense,
    onSuccess: (_data, { businessId }) => {
      void invalidateChanged(queryClient, { businessId, topics: ['expenses'] });
      return queryClient.invalidateQueries({ queryKey: expenseKeys.lists() });
    },
  });
}
