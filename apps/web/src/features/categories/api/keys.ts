/** Query keys of the categories feature (STYLE.md: one factory per resource). */
export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (businessId: string) => [...categoryKeys.lists(), businessId] as const,
};
