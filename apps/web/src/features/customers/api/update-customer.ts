import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CustomerResponseSchema,
  type Customer,
  type UpdateCustomerBody,
} from '@app/contracts/customers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateCustomerLists, putCachedCustomer } from './cache.ts';
import { customerPath } from './paths.ts';

export interface UpdateCustomerVariables {
  businessId: string;
  customerId: string;
  body: UpdateCustomerBody;
}

/** PUT /businesses/{id}/customers/{customerId}: the fields given change. */
export async function updateCustomer({
  businessId,
  customerId,
  body,
}: UpdateCustomerVariables): Promise<Customer> {
  const data = await api.put(customerPath(businessId, customerId), { json: body }).json();
  return parseResponse(CustomerResponseSchema, data).customer;
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer, { businessId }) => {
      putCachedCustomer(queryClient, customer);
      return invalidateCustomerLists(queryClient, businessId);
    },
  });
}
