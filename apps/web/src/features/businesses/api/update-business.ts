import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessResponseSchema, type Business, type UpdateBusinessBody } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { toBusinessFormData } from './form-data.ts';
import { storeBusiness } from './get-businesses.ts';
import { businessKeys } from './keys.ts';

export interface UpdateBusinessInput {
  id: string;
  body: UpdateBusinessBody;
  logo?: File | null;
}

/** PUT /businesses/{id} (multipart, objects as JSON strings): only the fields sent change. */
export async function updateBusiness({ id, body, logo }: UpdateBusinessInput): Promise<Business> {
  const data = await api
    .put(`businesses/${encodeURIComponent(id)}`, { body: toBusinessFormData({ ...body }, logo) })
    .json();
  return parseResponse(BusinessResponseSchema, data).business;
}

export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (business) => {
      storeBusiness(queryClient, business);
      return queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
    },
  });
}
