import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StockCountResponseSchema } from '@app/contracts/stock-counts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { countPath, stockCountKeys } from './keys.ts';

/**
 * POST .../stock-counts/{countId}/apply (one 'count' stock entry per counted line that differs)
 * or .../cancel. Applying twice changes nothing, so a retry is safe.
 */
export async function closeStockCount(
  businessId: string,
  countId: string,
  action: 'apply' | 'cancel',
) {
  const data = await api.post(`${countPath(businessId, countId)}/${action}`).json();
  return parseResponse(StockCountResponseSchema, data).stockCount;
}

export function useCloseStockCount(businessId: string, countId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: 'apply' | 'cancel') => closeStockCount(businessId, countId, action),
    onSuccess: (count) => {
      qc.setQueryData(stockCountKeys.detail(businessId, countId), count);
      void qc.invalidateQueries({ queryKey: stockCountKeys.lists(businessId) });
      // Stock levels changed: the inventory, the POS and the stock history read them again.
      void qc.invalidateQueries({ predicate: (q) => q.queryKey.includes(businessId) });
    },
  });
}
