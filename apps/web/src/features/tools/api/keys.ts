/** Query keys of the tools feature (STYLE.md: one factory per resource). */
export const toolsKeys = {
  all: ['tools'] as const,
  salesRate: (businessId: string, productId: string, days: number) =>
    [...toolsKeys.all, businessId, 'sales-rate', productId, days] as const,
};
