import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { staffKeys } from './keys.ts';

/** DELETE /businesses/{id}/staff/{staffId}: their till sign-ins end at once. */
export async function deleteStaff({
  businessId,
  staffId,
}: {
  businessId: string;
  staffId: string;
}) {
  const data = await api
    .delete(`businesses/${encodeURIComponent(businessId)}/staff/${encodeURIComponent(staffId)}`)
    .json();
  return parseResponse(MessageResponseSchema, data).message;
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: (_message, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: staffKeys.list(businessId) }),
  });
}
