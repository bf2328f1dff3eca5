import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CashMovementResponseSchema,
  ShiftReportResponseSchema,
  ShiftResponseSchema,
  type CashMovementBody,
  type OpenShiftBody,
} from '@app/contracts/shifts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { shiftKeys, shiftPath, shiftsPath } from './keys.ts';

/** POST /businesses/{id}/shifts (the client adds the Idempotency-Key; the shift's id is ours). */
export async function openShift(businessId: string, body: OpenShiftBody) {
  const data = await api.post(shiftsPath(businessId), { json: body }).json();
  return parseResponse(ShiftResponseSchema, data).shift;
}

/** POST .../shifts/{shiftId}/cash-movements: a pay-in or pay-out with its reason. */
export async function addCashMovement(businessId: string, shiftId: string, body: CashMovementBody) {
  const data = await api
    .post(`${shiftPath(businessId, shiftId)}/cash-movements`, { json: body })
    .json();
  return parseResponse(CashMovementResponseSchema, data).cashMovement;
}

/** POST .../shifts/{shiftId}/close: the counted cash; answers the Z report. */
export async function closeShift(businessId: string, shiftId: string, countedCash: string) {
  const data = await api
    .post(`${shiftPath(businessId, shiftId)}/close`, { json: { countedCash } })
    .json();
  return parseResponse(ShiftReportResponseSchema, data).shift;
}

/** Every shift query refetches after a write: the lists, the POS's chip, the reports. */
function useShiftMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}

export const useOpenShift = () =>
  useShiftMutation((input: { businessId: string; body: OpenShiftBody }) =>
    openShift(input.businessId, input.body),
  );

export const useCashMovement = () =>
  useShiftMutation((input: { businessId: string; shiftId: string; body: CashMovementBody }) =>
    addCashMovement(input.businessId, input.shiftId, input.body),
  );

export const useCloseShift = () =>
  useShiftMutation((input: { businessId: string; shiftId: string; countedCash: string }) =>
    closeShift(input.businessId, input.shiftId, input.countedCash),
  );
