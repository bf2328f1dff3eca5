import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StockCountResponseSchema, type CreateStockCountBody } from '@app/contracts/stock-counts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { countsPath, stockCountKeys } from './keys.ts';

/** POST /businesses/{id}/stock-counts: every item, a category's, or a chosen list. */
export async function createStockCount(businessId: string, body: CreateStockCountBody) {
  const data = await api.post(countsPath(businessId), { json: body }).json();
  return parseResponse(StockCountResponseSchema, data).stockCount;
}

export function useCreateStockCount(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStockCountBody) => createStockCount(businessId, body),
    onSuccess: (count) => {
      qc.setQueryData(stockCountKeys.detail(businessId, count.id), count);
      void qc.invalidateQueries({ queryKey: stockCountKeys.lists(businessId) });
    },
  });
}
