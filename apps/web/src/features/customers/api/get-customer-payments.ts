import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CustomerPaymentListResponseSchema, type CustomerPayment } from '@app/contracts/customers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { customerKeys } from './keys.ts';
import { customerPath } from './paths.ts';

const PAGE_SIZE = 20;

export interface CustomerPaymentsPage {
  payments: CustomerPayment[];
  nextCursor: string | null;
}

/** GET /businesses/{id}/customers/{customerId}/payments: money received, newest first. */
export async function getCustomerPayments(
  businessId: string,
  customerId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CustomerPaymentsPage> {
  const searchParams = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) searchParams.set('cursor', cursor);
  const data = await api
    .get(`${customerPath(businessId, customerId)}/payments`, { searchParams, signal })
    .json();
  return parseResponse(CustomerPaymentListResponseSchema, data);
}

export function getCustomerPaymentsQueryOptions(businessId: string, customerId: string) {
  return infiniteQueryOptions({
    queryKey: customerKeys.payments(businessId, customerId),
    queryFn: ({ pageParam, signal }) =>
      getCustomerPayments(businessId, customerId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useCustomerPayments(businessId: string, customerId: string) {
  return useInfiniteQuery(getCustomerPaymentsQueryOptions(businessId, customerId));
}
