/**
 * First path segments of the screens that work on one business (route handle requiresBusiness).
 * Kept free of imports: small, shared by the route-transition overlay and the navigation.
 */
export const BUSINESS_TAB_SECTIONS = ['dashboard', 'sales', 'inventory', 'customers'] as const;
export const BUSINESS_MORE_SECTIONS = [
  'analytics',
  'shifts',
  'expenses',
  'payments',
  'purchasing',
  'catalog',
  'orders',
  'stock-history',
  'stock-counts',
  'transfers',
  'financial-stock-reports',
  'price-list-generator',
  'labels',
  'ai-assistant',
  'tools',
  'calculator',
  'settings',
] as const;
export type BusinessSection =
  (typeof BUSINESS_TAB_SECTIONS)[number] | (typeof BUSINESS_MORE_SECTIONS)[number];

const ALL_BUSINESS_SECTIONS = new Set<string>([
  ...BUSINESS_TAB_SECTIONS,
  ...BUSINESS_MORE_SECTIONS,
  'verify',
]);

export function sectionOf(pathname: string) {
  return pathname.split('/')[1] ?? '';
}

/** A move between two business screens is a tab move: SPEC says no full loading overlay. */
export function isTabMove(fromPath: string, toPath: string) {
  return (
    ALL_BUSINESS_SECTIONS.has(sectionOf(fromPath)) && ALL_BUSINESS_SECTIONS.has(sectionOf(toPath))
  );
}
