import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ShiftListResponseSchema, ShiftReportResponseSchema } from '@app/contracts/shifts';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { shiftKeys, shiftPath, shiftsPath } from './keys.ts';

const PAGE_SIZE = 30;

/** GET /businesses/{id}/shifts: a page, newest first. */
export async function getShifts(
  businessId: string,
  filter: { status?: 'open' | 'closed'; register?: string; limit?: number },
  cursor?: string,
) {
  const searchParams: Record<string, string | number> = { limit: filter.limit ?? PAGE_SIZE };
  if (filter.status) searchParams.status = filter.status;
  if (filter.register) searchParams.register = filter.register;
  if (cursor) searchParams.cursor = cursor;
  const data = await api.get(shiftsPath(businessId), { searchParams }).json();
  return parseResponse(ShiftListResponseSchema, data);
}

export function useShifts(businessId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: shiftKeys.list(businessId),
      queryFn: ({ pageParam }) => getShifts(businessId, {}, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

/** The open shift of a register, or null: what the POS's chip shows. */
export function useOpenShift(businessId: string, register: string) {
  return useQuery({
    queryKey: shiftKeys.list(businessId, 'open', register),
    queryFn: async () =>
      (await getShifts(businessId, { status: 'open', register, limit: 1 })).shifts[0] ?? null,
    // Offline, the POS keeps the last answer and never blocks on it.
    retry: 1,
  });
}

/** GET .../shifts/{shiftId}: the shift with its X (open) or Z (closed) report. */
export async function getShift(businessId: string, shiftId: string) {
  const data = await api.get(shiftPath(businessId, shiftId)).json();
  return parseResponse(ShiftReportResponseSchema, data).shift;
}

export function useShift(businessId: string, shiftId: string | null) {
  return useQuery({
    queryKey: shiftKeys.detail(businessId, shiftId ?? ''),
    queryFn: () => getShift(businessId, shiftId!),
    enabled: shiftId !== null,
  });
}
