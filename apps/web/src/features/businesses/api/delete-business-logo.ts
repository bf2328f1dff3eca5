import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteBusinessLogoResponseSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { patchCachedBusiness } from './get-businesses.ts';
import { businessKeys } from './keys.ts';

/** DELETE /businesses/{id}/logo. */
export async function deleteBusinessLogo(id: string) {
  const data = await api.delete(`businesses/${encodeURIComponent(id)}/logo`).json();
  return parseResponse(DeleteBusinessLogoResponseSchema, data);
}

export function useDeleteBusinessLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusinessLogo,
    onSuccess: (_answer, id) => {
      patchCachedBusiness(queryClient, id, { logo: null, logoUrl: null });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.detail(id) }),
      ]);
    },
  });
}
