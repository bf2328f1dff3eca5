import { sql, type SQL } from 'drizzle-orm';
import { errorChain } from './db-errors.ts';

/*
 * A statement that refuses itself (ADR 039). A sale is written by one data-modifying statement;
 * when what it finds under its locks says it must not happen (a product's stock fell short, the
 * idempotency key was someone else's first), it calls `raise_refusal` (migration 0024) in its
 * final select and PostgreSQL rolls back everything its CTEs wrote. The caller reads the refusal
 * back from the error: SQLSTATE P0001, the reason as the message, JSON as the detail.
 */

/** SQL: true, or the statement fails with `reason` and the JSON text `detail` evaluates to. */
export function refuseWhen(condition: SQL, reason: string, detail: SQL = sql`null`): SQL {
  return sql`(case when ${condition} then raise_refusal(${reason}, (${detail})::text) else true end)`;
}

/** The refusal an error carries (drizzle wraps the driver's error in `cause`), or null. */
export function refusalOf(err: unknown, reason: string): { detail: unknown } | null {
  for (const e of errorChain(err)) {
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown };
    if (code === 'P0001' && message === reason) {
      const text = typeof detail === 'string' ? detail : '';
      return { detail: text === '' ? null : (JSON.parse(text) as unknown) };
    }
  }
  return null;
}
