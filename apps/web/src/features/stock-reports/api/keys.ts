/** Query keys of the stock-reports feature (STYLE.md: one factory per resource). */
export const stockReportKeys = {
  all: ['stock-reports'] as const,
  details: () => [...stockReportKeys.all, 'stock'] as const,
  detail: (businessId: string) => [...stockReportKeys.details(), businessId] as const,
};
