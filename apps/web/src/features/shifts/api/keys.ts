/** Query keys of the shifts feature (STYLE.md: one factory per resource). */
export const shiftKeys = {
  all: ['shifts'] as const,
  lists: () => [...shiftKeys.all, 'list'] as const,
  list: (businessId: string, status?: 'open' | 'closed', register?: string) =>
    [...shiftKeys.lists(), businessId, status ?? 'all', register ?? 'all'] as const,
  detail: (businessId: string, shiftId: string) =>
    [...shiftKeys.all, 'detail', businessId, shiftId] as const,
};

export const shiftsPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/shifts`;
export const shiftPath = (businessId: string, shiftId: string) =>
  `${shiftsPath(businessId)}/${encodeURIComponent(shiftId)}`;
