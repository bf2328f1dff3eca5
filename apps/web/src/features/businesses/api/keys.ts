/** Query keys of the businesses feature (STYLE.md: one factory per resource). */
export const businessKeys = {
  all: ['businesses'] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  list: () => [...businessKeys.lists(), 'mine'] as const,
  details: () => [...businessKeys.all, 'detail'] as const,
  detail: (id: string) => [...businessKeys.details(), id] as const,
  managers: (id: string) => [...businessKeys.all, 'managers', id] as const,
};
