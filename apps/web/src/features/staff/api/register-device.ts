import { useMutation } from '@tanstack/react-query';
import { DeviceCreatedResponseSchema } from '@app/contracts/staff';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

/** POST /businesses/{id}/devices: registers a till; its token is answered once, kept here. */
export async function registerDevice({ businessId, name }: { businessId: string; name: string }) {
  const data = await api
    .post(`businesses/${encodeURIComponent(businessId)}/devices`, { json: { name }, ...ACTION })
    .json();
  return parseResponse(DeviceCreatedResponseSchema, data);
}

export const useRegisterDevice = () => useMutation({ mutationFn: registerDevice });
