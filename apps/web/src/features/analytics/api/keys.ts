import type { AnalyticsQuery } from '@app/contracts/analytics';

/** Query keys of the analytics feature (STYLE.md: one factory per resource). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  details: () => [...analyticsKeys.all, 'report'] as const,
  detail: (businessId: string, query: AnalyticsQuery) =>
    [...analyticsKeys.details(), businessId, query] as const,
};
