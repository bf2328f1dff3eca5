import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CustomerPaymentResponseSchema,
  type CreateCustomerPaymentBody,
  type Customer,
  type CustomerPayment,
} from '@app/contracts/customers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateCustomerLists, putCachedCustomer } from './cache.ts';
import { customerKeys } from './keys.ts';
import { customerPath } from './paths.ts';
import { invalidateChanged } from '#src/lib/live-data.ts';

export interface RecordPaymentVariables {
  businessId: string;
  customerId: string;
  body: CreateCustomerPaymentBody;
}

/**
 * POST /businesses/{id}/customers/{customerId}/payments. The api client gives it an
 * Idempotency-Key, so a retry on a flaky connection never records the payment twice.
 */
export async function recordPayment({
  businessId,
  customerId,
  body,
}: RecordPaymentVariables): Promise<{ payment: CustomerPayment; customer: Customer }> {
  const data = await api
    .post(`${customerPath(businessId, customerId)}/payments`, { json: body })
    .json();
  return parseResponse(CustomerPaymentResponseSchema, data);
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: ({ customer }, { businessId, customerId }) => {
      putCachedCustomer(queryClient, customer);
      void queryClient.invalidateQueries({
        queryKey: customerKeys.payments(businessId, customerId),
      });
      void queryClient.invalidateQueries({ queryKey: customerKeys.sales(businessId, customerId) });
      void invalidateChanged(queryClient, { businessId, topics: ['customers', 'sales'] });
      return invalidateCustomerLists(queryClient, businessId);
    },
  });
}
