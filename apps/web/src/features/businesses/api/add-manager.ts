import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ManagerResponseSchema, type AddManagerBody } from '@app/contracts';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { businessKeys } from './keys.ts';

/**
 * POST /businesses/{id}/managers {identifier}: a username or an email. Not replayed: a replay of
 * a request that did arrive would answer "already a manager".
 */
export async function addManager({ businessId, ...json }: AddManagerBody & { businessId: string }) {
  const data = await api
    .post(`businesses/${encodeURIComponent(businessId)}/managers`, { json, ...ACTION })
    .json();
  return parseResponse(ManagerResponseSchema, data).manager;
}

export function useAddManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addManager,
    onSuccess: (_manager, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.managers(businessId) }),
  });
}
