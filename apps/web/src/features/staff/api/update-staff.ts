import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffResponseSchema, type UpdateStaffBody } from '@app/contracts/staff';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { staffKeys } from './keys.ts';

/** PUT /businesses/{id}/staff/{staffId}: any subset; a new PIN only when one is typed. */
export async function updateStaff({
  businessId,
  staffId,
  body,
}: {
  businessId: string;
  staffId: string;
  body: UpdateStaffBody;
}) {
  const data = await api
    .put(`businesses/${encodeURIComponent(businessId)}/staff/${encodeURIComponent(staffId)}`, {
      json: body,
    })
    .json();
  return parseResponse(StaffResponseSchema, data).staff;
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: (_staff, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: staffKeys.list(businessId) }),
  });
}
