import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import {
  DeleteSupplierResponseSchema,
  SupplierListResponseSchema,
  SupplierPaymentListResponseSchema,
  SupplierPaymentResponseSchema,
  SupplierResponseSchema,
  type CreateSupplierBody,
  type CreateSupplierPaymentBody,
} from '@app/contracts/suppliers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';
import { businessPath, purchasingKeys } from './keys.ts';

const suppliersPath = (businessId: string) => `${businessPath(businessId)}/suppliers`;
const supplierPath = (businessId: string, supplierId: string) =>
  `${suppliersPath(businessId)}/${encodeURIComponent(supplierId)}`;

/** GET /businesses/{id}/suppliers, narrowed by name or phone. */
export function useSuppliers(businessId: string, search = '') {
  return useQuery({
    queryKey: purchasingKeys.supplierList(businessId, search),
    queryFn: async ({ signal }) => {
      const searchParams = search ? { search } : undefined;
      const data = await api.get(suppliersPath(businessId), { searchParams, signal }).json();
      return parseResponse(SupplierListResponseSchema, data).suppliers;
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /businesses/{id}/suppliers/{supplierId}: with what was received, paid and is owed. */
export function useSupplier(businessId: string, supplierId: string) {
  return useQuery({
    queryKey: purchasingKeys.supplier(businessId, supplierId),
    queryFn: async ({ signal }) => {
      const data = await api.get(supplierPath(businessId, supplierId), { signal }).json();
      return parseResponse(SupplierResponseSchema, data).supplier;
    },
  });
}

export function useSupplierPayments(businessId: string, supplierId: string) {
  return useQuery({
    queryKey: purchasingKeys.payments(businessId, supplierId),
    queryFn: async ({ signal }) => {
      const url = `${supplierPath(businessId, supplierId)}/payments`;
      const data = await api.get(url, { signal }).json();
      return parseResponse(SupplierPaymentListResponseSchema, data).payments;
    },
  });
}

/** POST (no id) or PUT (with one) a supplier. */
export function useSaveSupplier(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: CreateSupplierBody }) => {
      const request = id
        ? api.put(supplierPath(businessId, id), { json: body })
        : api.post(suppliersPath(businessId), { json: body });
      return parseResponse(SupplierResponseSchema, await request.json()).supplier;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: purchasingKeys.suppliers(businessId) }),
  });
}

export function useDeleteSupplier(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (supplierId: string) => {
      const data = await api.delete(supplierPath(businessId, supplierId)).json();
      return parseResponse(DeleteSupplierResponseSchema, data);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: purchasingKeys.suppliers(businessId) }),
  });
}

/** POST .../payments: the api client sends an Idempotency-Key, so a retry pays once. */
export function usePaySupplier(businessId: string, supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSupplierPaymentBody) => {
      const url = `${supplierPath(businessId, supplierId)}/payments`;
      return parseResponse(
        SupplierPaymentResponseSchema,
        await api.post(url, { json: body }).json(),
      );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: purchasingKeys.suppliers(businessId) }),
        // Recorded as an expense too: the expenses list changes on this device.
        invalidateChanged(queryClient, { businessId, topics: ['expenses'] }),
      ]),
  });
}
