import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CashMovementResponseSchema,
  ShiftReportResponseSchema,
  ShiftResponseSchema,
  type CashMovementBody,
  type OpenShiftBody,
} from '@app/contracts/shifts';
import { parseResponse } from '#src/lib/api-client.ts';
import { sendTillWrite } from '#src/lib/queued-writes.ts';
import { useSession } from '#src/lib/session.ts';
import { tillStaffAttribution } from '#src/lib/till.ts';
import { getShift } from './get-shifts.ts';
import { shiftKeys, shiftPath, shiftsPath } from './keys.ts';

// Every shift write goes through the outbox, online too (lib/queued-writes.ts `sendTillWrite`): a
// close sent directly could reach the server before a sale of the same shift still queued here.
// At a till each body names the member signed in (ADR 076), who may have switched before it is sent.

/** POST /businesses/{id}/shifts, with the shift's own client-made id. */
function openShift(userId: string, businessId: string, body: OpenShiftBody & { id: string }) {
  return sendTillWrite(
    {
      id: body.id,
      kind: 'shift-open',
      userId,
      businessId,
      path: shiftsPath(businessId),
      body: { ...body, ...tillStaffAttribution(businessId) },
      recordedCodes: ['SHIFT_ID_CONFLICT'],
      subject: { register: body.register, shiftId: body.id },
    },
    (answer) => parseResponse(ShiftResponseSchema, answer).shift,
    () => getShift(businessId, body.id),
  );
}

/** POST .../shifts/{shiftId}/cash-movements: a pay-in or pay-out with its reason. */
function addCashMovement(
  userId: string,
  businessId: string,
  shiftId: string,
  body: CashMovementBody,
) {
  return sendTillWrite(
    {
      id: crypto.randomUUID(),
      kind: 'cash-movement',
      userId,
      businessId,
      path: `${shiftPath(businessId, shiftId)}/cash-movements`,
      body: { ...body, ...tillStaffAttribution(businessId) },
      recordedCodes: [],
      subject: { shiftId },
    },
    (answer): unknown => parseResponse(CashMovementResponseSchema, answer).cashMovement,
    // Its answer is not read back: the screen only needs to know it is recorded.
    async () => null,
  );
}

/** POST .../shifts/{shiftId}/close: the counted cash; answers the Z report. */
function closeShift(userId: string, businessId: string, shiftId: string, countedCash: string) {
  return sendTillWrite(
    {
      id: crypto.randomUUID(),
      kind: 'shift-close',
      userId,
      businessId,
      path: `${shiftPath(businessId, shiftId)}/close`,
      body: { countedCash, ...tillStaffAttribution(businessId) },
      recordedCodes: [],
      subject: { shiftId },
    },
    (answer) => parseResponse(ShiftReportResponseSchema, answer).shift,
    () => getShift(businessId, shiftId),
  );
}

/** Every shift query refetches after a write: the lists, the POS's chip, the reports. */
function useShiftMutation<I, O>(fn: (userId: string, input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: (input: I) => fn(userId, input),
    // Not awaited: offline, the refetch waits for the network, and the screen must not.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}

export const useOpenShift = () =>
  useShiftMutation((userId, input: { businessId: string; body: OpenShiftBody & { id: string } }) =>
    openShift(userId, input.businessId, input.body),
  );

export const useCashMovement = () =>
  useShiftMutation(
    (userId, input: { businessId: string; shiftId: string; body: CashMovementBody }) =>
      addCashMovement(userId, input.businessId, input.shiftId, input.body),
  );

export const useCloseShift = () =>
  useShiftMutation((userId, input: { businessId: string; shiftId: string; countedCash: string }) =>
    closeShift(userId, input.businessId, input.shiftId, input.countedCash),
  );
