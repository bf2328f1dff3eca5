import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessLogoResponseSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { patchCachedBusiness } from './get-businesses.ts';
import { businessKeys } from './keys.ts';

/** PUT /businesses/{id}/logo (multipart, file field `logo`): answers the new logo and its URL. */
export async function uploadBusinessLogo({ id, file }: { id: string; file: File }) {
  const body = new FormData();
  body.append('logo', file, file.name);
  const data = await api.put(`businesses/${encodeURIComponent(id)}/logo`, { body }).json();
  return parseResponse(BusinessLogoResponseSchema, data);
}

export function useUploadBusinessLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBusinessLogo,
    onSuccess: (logo, { id }) => {
      patchCachedBusiness(queryClient, id, logo);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.detail(id) }),
      ]);
    },
  });
}
