import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerResponseSchema, type Customer } from '@app/contracts/customers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { customerKeys } from './keys.ts';
import { customerPath } from './paths.ts';

/** GET /businesses/{id}/customers/{customerId}: with the totals and the balance owed. */
export async function getCustomer(
  businessId: string,
  customerId: string,
  signal?: AbortSignal,
): Promise<Customer> {
  const data = await api.get(customerPath(businessId, customerId), { signal }).json();
  return parseResponse(CustomerResponseSchema, data).customer;
}

export function getCustomerQueryOptions(businessId: string, customerId: string) {
  return queryOptions({
    queryKey: customerKeys.detail(businessId, customerId),
    queryFn: ({ signal }) => getCustomer(businessId, customerId, signal),
  });
}

/** One customer; the row already on screen shows at once while the full record loads. */
export function useCustomer(businessId: string, customerId: string, placeholder?: Customer) {
  return useQuery({
    ...getCustomerQueryOptions(businessId, customerId),
    placeholderData: placeholder,
  });
}
