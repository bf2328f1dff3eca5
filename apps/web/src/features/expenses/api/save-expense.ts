import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateExpenseBody } from '@app/contracts/expenses';
import { ExpenseResponseSchema } from '@app/contracts/expenses';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { expenseKeys, expensesPath } from './keys.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';

export interface SaveExpenseInput {
  businessId: string;
  /** Set to edit an expense; left out to add one. */
  expenseId?: string;
  body: CreateExpenseBody;
  /** A new receipt photo, uploaded once the expense is saved. */
  receipt?: File | null;
  /** The saved receipt is removed. */
  removeReceipt?: boolean;
}

/**
 * POST /businesses/{id}/expenses (the client adds the Idempotency-Key) or PUT .../{expenseId},
 * then PUT .../receipt (multipart `receiptImage`) or DELETE .../receipt.
 */
export async function saveExpense({
  businessId,
  expenseId,
  body,
  receipt,
  removeReceipt,
}: SaveExpenseInput) {
  const base = expensesPath(businessId);
  const saved = parseResponse(
    ExpenseResponseSchema,
    expenseId
      ? await api.put(`${base}/${encodeURIComponent(expenseId)}`, { json: body }).json()
      : await api.post(base, { json: body }).json(),
  ).expense;
  const receiptPath = `${base}/${encodeURIComponent(saved.id)}/receipt`;
  if (receipt) {
    const form = new FormData();
    form.append('receiptImage', receipt);
    return parseResponse(
      ExpenseResponseSchema,
      await api.put(receiptPath, { body: form, ...ACTION }).json(),
    ).expense;
  }
  if (removeReceipt && saved.receiptImage) {
    await api.delete(receiptPath).json();
  }
  return saved;
}

export function useSaveExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExpense,
    onSettled: (_data, _error, { businessId }) => {
      void invalidateChanged(queryClient, { businessId, topics: ['expenses'] });
      return queryClient.invalidateQueries({ queryKey: expenseKeys.lists() });
    },
  });
}
