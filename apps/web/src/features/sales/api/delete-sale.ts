import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteSaleResponseSchema } from '@app/contracts/sales';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateAfterSaleChange } from './invalidate.ts';
import { salesKeys } from './keys.ts';
import { salePath } from './paths.ts';
import { forgetSale } from '../offline/history-store.ts';

export interface DeleteSaleInput {
  businessId: string;
  saleId: string;
}

/** DELETE /businesses/{id}/sales/{saleId}: the sale's stock is returned. */
export async function deleteSale({ businessId, saleId }: DeleteSaleInput) {
  const data = await api.delete(salePath(businessId, saleId)).json();
  // Out of the offline history too (it only ever adds what the server lists).
  void forgetSale(saleId).catch(() => {});
  return parseResponse(DeleteSaleResponseSchema, data).message;
}

export function useDeleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSale,
    onSuccess: (_message, { businessId, saleId }) => {
      queryClient.removeQueries({ queryKey: salesKeys.detail(businessId, saleId) });
      invalidateAfterSaleChange(queryClient, businessId);
    },
  });
}
