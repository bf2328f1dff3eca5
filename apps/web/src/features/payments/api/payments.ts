import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MatchPaymentBody,
  type MpesaSettingsBody,
  MpesaSettingsResponseSchema,
  type Payment,
  PaymentListResponseSchema,
  PaymentResponseSchema,
  PaymentSettingsResponseSchema,
  type StkPushBody,
} from '@app/contracts/payments';
import { api, newIdempotencyKey, parseResponse } from '#src/lib/api-client.ts';

/** Query keys of the payments feature (STYLE.md: one factory per resource). */
export const paymentKeys = {
  all: ['payments'] as const,
  settings: (businessId: string) => [...paymentKeys.all, businessId, 'settings'] as const,
  list: (businessId: string, status: string) =>
    [...paymentKeys.all, businessId, 'list', status] as const,
  detail: (businessId: string, id: string) =>
    [...paymentKeys.all, businessId, 'detail', id] as const,
};

const base = (businessId: string) => `businesses/${encodeURIComponent(businessId)}`;

export const usePaymentSettings = (businessId: string) =>
  useQuery(
    queryOptions({
      queryKey: paymentKeys.settings(businessId),
      queryFn: async () =>
        parseResponse(
          PaymentSettingsResponseSchema,
          await api.get(`${base(businessId)}/payment-settings`).json(),
        ).mpesa,
    }),
  );

export function useSaveMpesaSettings(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: MpesaSettingsBody) =>
      parseResponse(
        MpesaSettingsResponseSchema,
        await api.put(`${base(businessId)}/payment-settings/mpesa`, { json: body }).json(),
      ).mpesa,
    onSuccess: (mpesa) => qc.setQueryData(paymentKeys.settings(businessId), mpesa),
  });
}

export function useRegisterC2B(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      parseResponse(
        MpesaSettingsResponseSchema,
        await api
          .post(`${base(businessId)}/payment-settings/mpesa/register-c2b`, { retry: 0 })
          .json(),
      ).mpesa,
    onSuccess: (mpesa) => qc.setQueryData(paymentKeys.settings(businessId), mpesa),
  });
}

/**
 * POST /businesses/{id}/payments/mpesa: asks the customer's phone. Not retried by the client
 * (a retry is the cashier's one tap) and given up after 30 s: M-Pesa down is said at once.
 */
export async function requestMpesa(businessId: string, body: StkPushBody) {
  const data = await api
    .post(`${base(businessId)}/payments/mpesa`, {
      json: body,
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      retry: 0,
      timeout: 30_000,
    })
    .json();
  return parseResponse(PaymentResponseSchema, data).payment;
}

/**
 * One payment, read again every 2 s while it is pending: the websocket's `payment_updated`
 * refreshes it at once, the polling is the fallback.
 */
export const usePayment = (businessId: string, id: string | null) =>
  useQuery({
    queryKey: paymentKeys.detail(businessId, id ?? ''),
    enabled: id !== null,
    queryFn: async () =>
      parseResponse(
        PaymentResponseSchema,
        await api.get(`${base(businessId)}/payments/${encodeURIComponent(id!)}`).json(),
      ).payment,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });

export const usePayments = (businessId: string, status: Payment['status']) =>
  useQuery({
    queryKey: paymentKeys.list(businessId, status),
    queryFn: async () =>
      parseResponse(
        PaymentListResponseSchema,
        await api.get(`${base(businessId)}/payments`, { searchParams: { status } }).json(),
      ).payments,
  });

export function useMatchPayment(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: MatchPaymentBody }) =>
      parseResponse(
        PaymentResponseSchema,
        await api
          .put(`${base(businessId)}/payments/${encodeURIComponent(id)}`, { json: body })
          .json(),
      ).payment,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...paymentKeys.all, businessId] }),
  });
}
