import type { Dashboard } from '@app/contracts/dashboard';
import { CACHE_PREFIX, readString, writeString } from '#src/lib/storage.ts';

/**
 * The last dashboard the server sent, per business, for reading with no connection (ADR 025):
 * today's totals as of that moment. Under CACHE_PREFIX, so signing out clears it.
 */
const key = (businessId: string) => `${CACHE_PREFIX}dashboard:${businessId}`;

export interface DashboardCopy {
  dashboard: Dashboard;
  /** When it was read (ms). */
  asOf: number;
}

export function keepDashboard(businessId: string, dashboard: Dashboard, now = Date.now()): void {
  writeString(key(businessId), JSON.stringify({ dashboard, asOf: now } satisfies DashboardCopy));
}

export function dashboardCopy(businessId: string): DashboardCopy | null {
  try {
    const text = readString(key(businessId));
    if (!text) return null;
    const copy = JSON.parse(text) as DashboardCopy;
    return copy && typeof copy.asOf === 'number' && copy.dashboard?.today ? copy : null;
  } catch {
    return null;
  }
}
