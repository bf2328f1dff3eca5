import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSaleBody } from '@app/contracts/sales';
import { api } from '#src/lib/api-client.ts';
import { invalidateAfterSaleChange } from './invalidate.ts';
import { salesKeys } from './keys.ts';
import { parseSaleResponse } from './parse-sale.ts';
import { salePath } from './paths.ts';

export interface UpdateSaleInput {
  businessId: string;
  saleId: string;
  body: UpdateSaleBody;
}

/** PUT /businesses/{id}/sales/{saleId}: new items replace the lines; stock moves by the difference. */
export async function updateSale({ businessId, saleId, body }: UpdateSaleInput) {
  const data = await api.put(salePath(businessId, saleId), { json: body }).json();
  return parseSaleResponse(data);
}

export function useUpdateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSale,
    onSuccess: (sale, { businessId }) => {
      queryClient.setQueryData(salesKeys.detail(businessId, sale.id), sale);
      invalidateAfterSaleChange(queryClient, businessId);
    },
  });
}
