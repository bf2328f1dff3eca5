import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MatchPaymentBody,
  type MpesaSettingsBody,
  MpesaSettingsResponseSchema,
  type Payment,
  PaymentListResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
  PaymentSettingsResponseSchema,
  type PaystackChargeBody,
  type PaystackOtpBody,
  PaystackSettingsResponseSchema,
  type StkPushBody,
} from '@app/contracts/payments';
import { api, newIdempotencyKey, parseResponse } from '#src/lib/api-client.ts';

/** Query keys of the payments feature (STYLE.md: one factory per resource). */
export const paymentKeys = {
  all: ['payments'] as const,
  settings: (businessId: string) => [...paymentKeys.all, businessId, 'settings'] as const,
  methods: (businessId: string) => [...paymentKeys.all, businessId, 'methods'] as const,
  list: (businessId: string, status: string, unused: boolean) =>
    [...paymentKeys.all, businessId, 'list', status, unused] as const,
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
        ),
    }),
  );

/** Which mobile-money requests the till may offer (any member, the till's staff too). */
export const usePaymentMethods = (businessId: string) =>
  useQuery({
    queryKey: paymentKeys.methods(businessId),
    queryFn: async () =>
      parseResponse(
        PaymentMethodsResponseSchema,
        await api.get(`${base(businessId)}/payment-methods`).json(),
      ),
    staleTime: 60_000,
  });

export function useSaveMpesaSettings(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: MpesaSettingsBody) =>
      parseResponse(
        MpesaSettingsResponseSchema,
        await api.put(`${base(businessId)}/payment-settings/mpesa`, { json: body }).json(),
      ).mpesa,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...paymentKeys.all, businessId] }),
  });
}

/** The business's own Paystack secret key (write-only: the server never sends it back). */
export function useSavePaystackSettings(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (secretKey: string) =>
      parseResponse(
        PaystackSettingsResponseSchema,
        await api
          .put(`${base(businessId)}/payment-settings/paystack`, { json: { secretKey } })
          .json(),
      ).paystack,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...paymentKeys.all, businessId] }),
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
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.settings(businessId) }),
  });
}

/**
 * Asks the customer's phone through a provider (`mpesa`: STK push, `paystack`: mobile money).
 * Not retried by the client (a retry is the cashier's one tap) and given up after 30 s: the
 * provider down is said at once.
 */
async function requestPayment(businessId: string, provider: string, body: object) {
  const data = await api
    .post(`${base(businessId)}/payments/${provider}`, {
      json: body,
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      retry: 0,
      timeout: 30_000,
    })
    .json();
  return parseResponse(PaymentResponseSchema, data).payment;
}

/** POST /businesses/{id}/payments/mpesa: M-Pesa's STK push. */
export const requestMpesa = (businessId: string, body: StkPushBody) =>
  requestPayment(businessId, 'mpesa', body);

/** POST /businesses/{id}/payments/paystack: Paystack asks the customer's wallet. */
export const requestPaystack = (businessId: string, body: PaystackChargeBody) =>
  requestPayment(businessId, 'paystack', body);

/** The code Paystack sent the customer, when it asked for one (`nextStep: 'otp'`). */
export async function submitPaystackOtp(businessId: string, id: string, body: PaystackOtpBody) {
  const data = await api
    .post(`${base(businessId)}/payments/${encodeURIComponent(id)}/otp`, {
      json: body,
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

/** The business's payments of a status; `unused`: only those no sale or customer took. */
export const usePayments = (businessId: string, status: Payment['status'], unused = false) =>
  useQuery({
    queryKey: paymentKeys.list(businessId, status, unused),
    queryFn: async () =>
      parseResponse(
        PaymentListResponseSchema,
        await api
          .get(`${base(businessId)}/payments`, {
            searchParams: { status, ...(unused ? { unused: 'true' } : {}) },
          })
          .json(),
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
