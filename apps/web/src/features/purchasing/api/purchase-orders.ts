import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PurchaseOrderListResponseSchema,
  PurchaseOrderResponseSchema,
  ReorderSuggestionsResponseSchema,
  type CreatePurchaseOrderBody,
  type ReceivePurchaseOrderBody,
  type UpdatePurchaseOrderBody,
} from '@app/contracts/purchase-orders';
import { ItemListResponseSchema } from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';
import { businessPath, purchasingKeys } from './keys.ts';

const ordersPath = (businessId: string) => `${businessPath(businessId)}/purchase-orders`;
const orderPath = (businessId: string, orderId: string) =>
  `${ordersPath(businessId)}/${encodeURIComponent(orderId)}`;

/** GET /businesses/{id}/purchase-orders, newest number first; one supplier's when given. */
export function usePurchaseOrders(businessId: string, supplierId: string | null = null) {
  return useQuery({
    queryKey: purchasingKeys.orderList(businessId, supplierId),
    queryFn: async ({ signal }) => {
      const searchParams = supplierId ? { supplierId } : undefined;
      const data = await api.get(ordersPath(businessId), { searchParams, signal }).json();
      return parseResponse(PurchaseOrderListResponseSchema, data).purchaseOrders;
    },
  });
}

export function usePurchaseOrder(businessId: string, orderId: string | null) {
  return useQuery({
    queryKey: purchasingKeys.order(businessId, orderId ?? ''),
    queryFn: async ({ signal }) => {
      const data = await api.get(orderPath(businessId, orderId!), { signal }).json();
      return parseResponse(PurchaseOrderResponseSchema, data).purchaseOrder;
    },
    enabled: orderId !== null,
  });
}

/** Orders change what suppliers are owed and what is in stock: all of it is read again. */
function useInvalidateAfterOrder(businessId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: purchasingKeys.orders(businessId) }),
      queryClient.invalidateQueries({ queryKey: purchasingKeys.suppliers(businessId) }),
      queryClient.invalidateQueries({ queryKey: [...purchasingKeys.all, businessId, 'reorder'] }),
      queryClient.invalidateQueries({ queryKey: [...purchasingKeys.all, businessId, 'items'] }),
      // A receipt moves stock and costs: this device's inventory, history and reports too.
      invalidateChanged(queryClient, { businessId, topics: ['inventory', 'stock'] }),
    ]);
}

export function useCreatePurchaseOrder(businessId: string) {
  const invalidate = useInvalidateAfterOrder(businessId);
  return useMutation({
    mutationFn: async (body: CreatePurchaseOrderBody) => {
      const data = await api.post(ordersPath(businessId), { json: body }).json();
      return parseResponse(PurchaseOrderResponseSchema, data).purchaseOrder;
    },
    onSuccess: invalidate,
  });
}

/** PUT: a status change (ordered, cancelled) or a draft's new lines. */
export function useUpdatePurchaseOrder(businessId: string) {
  const invalidate = useInvalidateAfterOrder(businessId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdatePurchaseOrderBody }) => {
      const data = await api.put(orderPath(businessId, id), { json: body }).json();
      return parseResponse(PurchaseOrderResponseSchema, data).purchaseOrder;
    },
    onSuccess: invalidate,
  });
}

/** POST .../receipts with an Idempotency-Key (the api client's): a retry receives once. */
export function useReceivePurchaseOrder(businessId: string, orderId: string) {
  const invalidate = useInvalidateAfterOrder(businessId);
  return useMutation({
    mutationFn: async (body: ReceivePurchaseOrderBody) => {
      const data = await api
        .post(`${orderPath(businessId, orderId)}/receipts`, { json: body })
        .json();
      return parseResponse(PurchaseOrderResponseSchema, data).purchaseOrder;
    },
    onSuccess: invalidate,
  });
}

/** GET /businesses/{id}/reorder-suggestions?days=N. */
export function useReorderSuggestions(businessId: string, days: number) {
  return useQuery({
    queryKey: purchasingKeys.reorder(businessId, days),
    queryFn: async ({ signal }) => {
      const url = `${businessPath(businessId)}/reorder-suggestions`;
      const data = await api.get(url, { searchParams: { days }, signal }).json();
      return parseResponse(ReorderSuggestionsResponseSchema, data).suggestions;
    },
  });
}

/** Items for an order line: the inventory's own search (name, SKU or barcode). */
export function useItemSearch(businessId: string, search: string) {
  return useQuery({
    queryKey: purchasingKeys.items(businessId, search),
    queryFn: async ({ signal }) => {
      const searchParams: Record<string, string> = { limit: '30' };
      if (search) searchParams.search = search;
      const data = await api
        .get(`${businessPath(businessId)}/inventory`, { searchParams, signal })
        .json();
      return parseResponse(ItemListResponseSchema, data).items;
    },
  });
}
