import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { adminAuditLog } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type AuditRow = typeof adminAuditLog.$inferSelect;
export type NewAuditRow = typeof adminAuditLog.$inferInsert;

/** The only write the audit log knows: an insert (a trigger refuses UPDATE and DELETE). */
export async function insertEntry(tx: DbOrTx, values: NewAuditRow): Promise<AuditRow> {
  const [row] = await tx.insert(adminAuditLog).values(values).returning();
  return row!;
}

export interface AuditFilter {
  action?: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
}

function where(filter: AuditFilter): SQL | undefined {
  const a = adminAuditLog;
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(a.action, filter.action));
  if (filter.actorId) conditions.push(eq(a.actorId, filter.actorId));
  if (filter.targetType) conditions.push(eq(a.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(a.targetId, filter.targetId));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listEntries(
  db: DbOrTx,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const condition = where(filter);
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(condition)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(adminAuditLog).where(condition);
  return { rows, total: total?.n ?? 0 };
}
