import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedCustomerAnswerSchema } from '@app/contracts/customers';
import type { CreateCustomerBody } from '@app/contracts/customers';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { CUSTOMERS_KEY_ROOT, salesKeys } from './keys.ts';
import { customersPath } from './paths.ts';

export interface QuickAddCustomerInput {
  businessId: string;
  body: Pick<CreateCustomerBody, 'name' | 'phone'>;
}

/** POST /businesses/{id}/customers: the checkout's quick add (name and phone). */
export async function quickAddCustomer({ businessId, body }: QuickAddCustomerInput) {
  const data = await api.post(customersPath(businessId), { json: body }).json();
  return parseResponse(CreatedCustomerAnswerSchema, data);
}

export function useQuickAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickAddCustomer,
    onSuccess: (_customer, { businessId }) => {
      void queryClient.invalidateQueries({ queryKey: [...salesKeys.all, 'customers', businessId] });
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY_ROOT });
    },
  });
}
