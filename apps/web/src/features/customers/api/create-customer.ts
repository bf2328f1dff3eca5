import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CUSTOMER_MESSAGES,
  CreatedCustomerAnswerSchema,
  type CreateCustomerBody,
  type Customer,
} from '@app/contracts/customers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateCustomerLists, putCachedCustomer } from './cache.ts';
import { customersPath } from './paths.ts';

export interface CreateCustomerVariables {
  businessId: string;
  body: CreateCustomerBody;
}

/** POST /businesses/{id}/customers. SPEC section 7: the answer is {customer} or the customer. */
export async function createCustomer({
  businessId,
  body,
}: CreateCustomerVariables): Promise<Customer> {
  // SPEC section 5: a customer cannot be created without its business.
  if (!businessId) throw new Error(CUSTOMER_MESSAGES.businessIdMissing);
  const data = await api.post(customersPath(businessId), { json: body }).json();
  return parseResponse(CreatedCustomerAnswerSchema, data);
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: (customer, { businessId }) => {
      putCachedCustomer(queryClient, customer);
      return invalidateCustomerLists(queryClient, businessId);
    },
  });
}
