import type { AuditEntry, AuditListQuery, AuditListResponse } from '@app/contracts';
import type { DbOrTx } from '#src/platform/db.ts';
import * as repo from './audit.repo.ts';

/** One admin action for the audit log (ADR 029). */
export interface AdminAction {
  /** The admin who acted (a UserRow fits). */
  actor: { id: string; email: string };
  /** snake_case verb, e.g. 'make_admin', 'grant_plan' (ADMIN_ACTIONS in contracts). */
  action: string;
  /** What was acted on: 'user', 'app_version', 'job', 'subscription', ... */
  targetType: string;
  targetId?: string | null;
  /** JSON-serialisable state before and after; null when there was none (create, delete). */
  before?: unknown;
  after?: unknown;
  /** When it happened; defaults to the database's now(). Pass deps.now() for a movable clock. */
  at?: Date;
}

/** A JSON round trip: Dates become ISO strings, undefined fields go, as they will read back. */
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/**
 * Records an admin action. Call it with the transaction that makes the change, so the change
 * and its record commit (or roll back) together:
 *   await db.transaction(async (tx) => { ...change...; await recordAdminAction(tx, {...}); });
 */
export async function recordAdminAction(tx: DbOrTx, entry: AdminAction): Promise<AuditEntry> {
  const row = await repo.insertEntry(tx, {
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: toJson(entry.before),
    after: toJson(entry.after),
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
  return toEntry(row);
}

function toEntry(row: repo.AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /admin/audit: newest first, a page at a time. */
export async function listAdminActions(
  db: DbOrTx,
  query: AuditListQuery,
): Promise<AuditListResponse> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await repo.listEntries(db, filter, {
    limit,
    offset: (page - 1) * limit,
  });
  return { entries: rows.map(toEntry), page, limit, total };
}
