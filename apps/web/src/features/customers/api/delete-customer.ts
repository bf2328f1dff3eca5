import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteCustomerResponseSchema } from '@app/contracts/customers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateCustomerLists } from './cache.ts';
import { customerKeys } from './keys.ts';
import { customerPath } from './paths.ts';

export interface DeleteCustomerVariables {
  businessId: string;
  customerId: string;
}

/** DELETE /businesses/{id}/customers/{customerId}: the answer's message says the sales are kept. */
export async function deleteCustomer({
  businessId,
  customerId,
}: DeleteCustomerVariables): Promise<string> {
  const data = await api.delete(customerPath(businessId, customerId)).json();
  return parseResponse(DeleteCustomerResponseSchema, data).message;
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: (_message, { businessId, customerId }) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(businessId, customerId) });
      return invalidateCustomerLists(queryClient, businessId);
    },
  });
}
