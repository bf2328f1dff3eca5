import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateStaffBody, StaffResponseSchema } from '@app/contracts/staff';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { staffKeys } from './keys.ts';

/** POST /businesses/{id}/staff. */
export async function createStaff({
  businessId,
  body,
}: {
  businessId: string;
  body: CreateStaffBody;
}) {
  const data = await api
    .post(`businesses/${encodeURIComponent(businessId)}/staff`, { json: body })
    .json();
  return parseResponse(StaffResponseSchema, data).staff;
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: (_staff, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: staffKeys.list(businessId) }),
  });
}
