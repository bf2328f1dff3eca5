import type { ChangeSignal, ChangeTopic } from '@app/contracts/notifications';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The ONE map from "what changed" to "which queries": the root key of each feature's queries
 * (features/<x>/api/keys.ts `all`). Used for the socket's `changed` signals (another device or a
 * manager wrote something) and after this device's own writes, so the dashboard and analytics are
 * fresh after a sale, an expense, a payment or a stock entry.
 */
export const CHANGE_INVALIDATES: Record<ChangeTopic, readonly string[]> = {
  sales: ['sales', 'receipts', 'customers', 'dashboard', 'analytics', 'stock-reports'],
  stock: [
    'stock-history',
    'stock-reports',
    'inventory',
    'catalog',
    'price-lists',
    'dashboard',
    'labels',
  ],
  inventory: [
    'inventory',
    'stock-reports',
    'stock-history',
    'catalog',
    'price-lists',
    'categories',
    'labels',
  ],
  expenses: ['expenses', 'dashboard', 'analytics'],
  customers: ['customers', 'sales', 'dashboard'],
  purchasing: ['purchasing'],
  shifts: ['shifts'],
  exports: ['data-exports'],
};

/** Root keys a change touches, for one business (queries of other businesses stay). */
export function queryMatchesChange(key: QueryKey, change: ChangeSignal): boolean {
  const root = key[0];
  if (typeof root !== 'string') return false;
  const roots = new Set(change.topics.flatMap((t) => CHANGE_INVALIDATES[t] ?? []));
  if (!roots.has(root)) return false;
  return JSON.stringify(key).includes(change.businessId);
}

export function invalidateChanged(queryClient: QueryClient, change: ChangeSignal): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => queryMatchesChange(q.queryKey, change),
  });
}

/**
 * The socket is back after a gap (a server restart, a network cut): `changed` signals sent while
 * it was away are lost (the bus does not replay them), so every root of the map refetches, for
 * every business (which ones changed is not known). Active queries refetch, the others go stale.
 */
export function invalidateAfterGap(queryClient: QueryClient): Promise<void> {
  const roots = new Set<unknown>(Object.values(CHANGE_INVALIDATES).flat());
  return queryClient.invalidateQueries({ predicate: (q) => roots.has(q.queryKey[0]) });
}

/**
 * The user's plan changed (`subscription_changed`: a payment webhook, an admin's grant): the
 * trial status decides the write guard, the indicator and the dialog, so those roots refetch and
 * the open app unlocks or locks without a reload.
 */
export const PLAN_CHANGE_INVALIDATES = ['trial-status', 'subscriptions'] as const;

export function invalidatePlanChanged(queryClient: QueryClient): Promise<void> {
  const roots = new Set<unknown>(PLAN_CHANGE_INVALIDATES);
  return queryClient.invalidateQueries({ predicate: (q) => roots.has(q.queryKey[0]) });
}
