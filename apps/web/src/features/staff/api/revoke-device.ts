import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@app/contracts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { staffKeys } from './keys.ts';

/** DELETE /businesses/{id}/devices/{deviceId}: every sign-in on that till ends at once. */
export async function revokeDevice({
  businessId,
  deviceId,
}: {
  businessId: string;
  deviceId: string;
}) {
  const data = await api
    .delete(`businesses/${encodeURIComponent(businessId)}/devices/${encodeURIComponent(deviceId)}`)
    .json();
  return parseResponse(MessageResponseSchema, data).message;
}

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDevice,
    onSuccess: (_message, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: staffKeys.devices(businessId) }),
  });
}
