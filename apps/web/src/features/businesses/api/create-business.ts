import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessResponseSchema, type Business, type CreateBusinessBody } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { toBusinessFormData } from './form-data.ts';
import { storeBusiness } from './get-businesses.ts';
import { businessKeys } from './keys.ts';

export interface CreateBusinessInput {
  body: CreateBusinessBody;
  logo?: File | null;
}

/**
 * POST /businesses (multipart). Sent as an action, never replayed: this route does not honour
 * Idempotency-Key, so a retry after a lost answer could create the business twice.
 */
export async function createBusiness({ body, logo }: CreateBusinessInput): Promise<Business> {
  const data = await api
    .post('businesses', { body: toBusinessFormData({ ...body }, logo), ...ACTION })
    .json();
  return parseResponse(BusinessResponseSchema, data).business;
}

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: (business) => {
      storeBusiness(queryClient, business);
      return queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
    },
  });
}
