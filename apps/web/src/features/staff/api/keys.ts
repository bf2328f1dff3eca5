/** Query keys of the staff feature: a business's staff, devices and sales-by-staff report. */
export const staffKeys = {
  all: ['staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (businessId: string) => [...staffKeys.lists(), businessId] as const,
  devices: (businessId: string) => [...staffKeys.all, 'devices', businessId] as const,
  reports: () => [...staffKeys.all, 'report'] as const,
  report: (businessId: string, from: string, to: string) =>
    [...staffKeys.reports(), businessId, from, to] as const,
};
