import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GenerateBarcodeResponseSchema } from '@app/contracts/inventory';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';
import { inventoryPath } from './keys.ts';

/**
 * POST /businesses/{id}/inventory/{itemId}/barcode: the server gives the item an in-store
 * EAN-13 (or answers the code it already has, so a retry is harmless).
 */
export async function generateBarcode({
  businessId,
  itemId,
}: {
  businessId: string;
  itemId: string;
}) {
  const path = `${inventoryPath(businessId)}/${encodeURIComponent(itemId)}/barcode`;
  const data = await api.post(path, ACTION).json();
  return parseResponse(GenerateBarcodeResponseSchema, data);
}

/** An item changed: what shows items is read again (lib/live-data.ts), this screen too. */
export function useGenerateBarcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBarcode,
    onSuccess: (_answer, { businessId }) =>
      void invalidateChanged(queryClient, { businessId, topics: ['inventory'] }),
  });
}
