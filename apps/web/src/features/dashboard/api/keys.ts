/** Query keys of the dashboard feature (STYLE.md: one factory per resource). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  details: () => [...dashboardKeys.all, 'summary'] as const,
  detail: (businessId: string) => [...dashboardKeys.details(), businessId] as const,
  trends: () => [...dashboardKeys.all, 'trend'] as const,
  trend: (businessId: string, from: string, to: string) =>
    [...dashboardKeys.trends(), businessId, from, to] as const,
};
