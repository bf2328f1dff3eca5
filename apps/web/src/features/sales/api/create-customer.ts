import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomerBody } from '@app/contracts/customers';
import { postCustomer } from '#src/lib/create-customer.ts';
import { CUSTOMERS_KEY_ROOT, salesKeys } from './keys.ts';

export interface QuickAddCustomerInput {
  businessId: string;
  body: Pick<CreateCustomerBody, 'name' | 'phone'>;
}

/** The checkout's quick add (name and phone). */
export function useQuickAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, body }: QuickAddCustomerInput) => postCustomer(businessId, body),
    onSuccess: (_customer, { businessId }) => {
      void queryClient.invalidateQueries({ queryKey: [...salesKeys.all, 'customers', businessId] });
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY_ROOT });
    },
  });
}
