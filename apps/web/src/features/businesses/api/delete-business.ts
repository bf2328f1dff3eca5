import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { forgetBusiness } from '../business-storage.ts';
import { updateCachedBusinesses } from './get-businesses.ts';
import { businessKeys } from './keys.ts';

/** DELETE /businesses/{id}: the business and everything in it. */
export async function deleteBusiness(id: string): Promise<string> {
  const data = await api.delete(`businesses/${encodeURIComponent(id)}`).json();
  return parseResponse(MessageResponseSchema, data).message;
}

export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusiness,
    onSuccess: (_message, id) => {
      forgetBusiness(id);
      updateCachedBusinesses(queryClient, (list) => list.filter((b) => b.id !== id));
      queryClient.removeQueries({ queryKey: businessKeys.detail(id) });
      queryClient.removeQueries({ queryKey: businessKeys.managers(id) });
      return queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
    },
  });
}
