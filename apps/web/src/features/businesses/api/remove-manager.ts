import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { businessKeys } from './keys.ts';

/** DELETE /businesses/{id}/managers/{userId}. */
export async function removeManager({
  businessId,
  userId,
}: {
  businessId: string;
  userId: string;
}) {
  const data = await api
    .delete(`businesses/${encodeURIComponent(businessId)}/managers/${encodeURIComponent(userId)}`)
    .json();
  return parseResponse(MessageResponseSchema, data).message;
}

export function useRemoveManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeManager,
    onSuccess: (_message, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.managers(businessId) }),
  });
}
