import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomerBody } from '@app/contracts/customers';
import { postCustomer } from '#src/lib/create-customer.ts';
import { invalidateCustomerLists, putCachedCustomer } from './cache.ts';

export interface CreateCustomerVariables {
  businessId: string;
  body: CreateCustomerBody;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, body }: CreateCustomerVariables) => postCustomer(businessId, body),
    onSuccess: (customer, { businessId }) => {
      putCachedCustomer(queryClient, customer);
      return invalidateCustomerLists(queryClient, businessId);
    },
  });
}
