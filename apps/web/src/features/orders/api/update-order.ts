import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ShopOrderResponseSchema,
  type ShopOrder,
  type UpdateShopOrderBody,
} from '@app/contracts/shop';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { ordersKeys, ordersPath } from './keys.ts';

/** PUT /businesses/{id}/orders/{orderId} {status, paymentMethod?}: completing records the sale. */
export async function updateOrder(businessId: string, orderId: string, body: UpdateShopOrderBody) {
  const data = await api
    .put(`${ordersPath(businessId)}/${encodeURIComponent(orderId)}`, { json: body })
    .json();
  return parseResponse(ShopOrderResponseSchema, data).order;
}

/**
 * Moves an order on. A completed order is a sale, so every query of the business is refreshed
 * (stock, sales history, dashboard), not just the order lists.
 */
export function useUpdateOrder(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: UpdateShopOrderBody }) =>
      updateOrder(businessId, orderId, body),
    onSuccess: async (order: ShopOrder) => {
      if (order.status === 'completed') await queryClient.invalidateQueries();
      else await queryClient.invalidateQueries({ queryKey: ordersKeys.business(businessId) });
    },
  });
}
