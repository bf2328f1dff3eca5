import { sql } from 'drizzle-orm';
import { SYNC_HEALTH_MAX_BUSINESSES, type BusinessSyncHealth } from '@app/contracts';
import type { Db } from '#src/platform/db.ts';
import { syncReports } from '#src/db/schema/index.ts';

export interface SyncReportRow {
  businessId: string;
  userId: string;
  deviceId: string;
  waiting: number;
  oldestWaitingAt: Date | null;
  lastSyncAt: Date | null;
  reportedAt: Date;
}

/** One device's latest report replaces its previous one. */
export async function upsertSyncReport(db: Db, row: SyncReportRow): Promise<void> {
  await db
    .insert(syncReports)
    .values(row)
    .onConflictDoUpdate({
      target: [syncReports.businessId, syncReports.userId, syncReports.deviceId],
      set: {
        waiting: row.waiting,
        oldestWaitingAt: row.oldestWaitingAt,
        lastSyncAt: row.lastSyncAt,
        reportedAt: row.reportedAt,
      },
    });
}

type Rows<T> = { rows: T[] };
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * Every reporting business with its devices summed: something waiting first, then the stalest
 * last sync (never synced counts as stalest).
 */
export async function listBusinessSyncHealth(db: Db): Promise<BusinessSyncHealth[]> {
  const { rows } = (await db.execute(sql`
    select r.business_id, b.name as business_name,
      sum(r.waiting)::int as waiting,
      min(r.oldest_waiting_at) as oldest_waiting_at,
      max(r.last_sync_at) as last_sync_at,
      max(r.reported_at) as reported_at
    from sync_reports r join businesses b on b.id = r.business_id
    group by r.business_id, b.name
    order by (sum(r.waiting) > 0) desc, max(r.last_sync_at) asc nulls first, b.name, r.business_id
    limit ${SYNC_HEALTH_MAX_BUSINESSES}`)) as unknown as Rows<{
    business_id: string;
    business_name: string;
    waiting: number;
    oldest_waiting_at: Date | string | null;
    last_sync_at: Date | string | null;
    reported_at: Date | string;
  }>;
  return rows.map((r) => ({
    businessId: r.business_id,
    businessName: r.business_name,
    waiting: Number(r.waiting),
    oldestWaitingAt: iso(r.oldest_waiting_at),
    lastSyncAt: iso(r.last_sync_at),
    reportedAt: iso(r.reported_at)!,
  }));
}
