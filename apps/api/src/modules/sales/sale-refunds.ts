import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Refund } from '@app/contracts';
import { refundLines, refunds, saleItems, users } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

/*
 * A sale's refunds as the sale reads them (ADR 071): GET .../sales/{id} lists them and each
 * line's refunded units. The sales module owns reading them as part of a sale; modules/refunds
 * writes them (and reads these to know what is left).
 */

const money = (value: string) => Number(value);

/** Units each line of a sale has given back so far (read under the sale's lock). */
export async function refundedUnits(db: DbOrTx, saleIds: string[]): Promise<Map<string, number>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({
      saleItemId: refundLines.saleItemId,
      units: sql<string>`sum(${refundLines.quantity})::text`,
    })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(inArray(refunds.saleId, saleIds))
    .groupBy(refundLines.saleItemId);
  return new Map(rows.map((r) => [r.saleItemId, Number(r.units)]));
}

export async function hasRefunds(db: DbOrTx, saleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.saleId, saleId))
    .limit(1);
  return row !== undefined;
}

/** The refunds of some sales, oldest first, with their lines (and the lines' names). */
export async function findRefunds(db: DbOrTx, saleIds: string[]) {
  if (saleIds.length === 0) return { rows: [], lines: [] };
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const rows = await db
    .select({ refund: refunds, createdByUsername: users.username })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .where(inArray(refunds.saleId, saleIds))
    .orderBy(asc(refunds.refundedAt), asc(refunds.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            id: refundLines.id,
            refundId: refundLines.refundId,
            saleItemId: refundLines.saleItemId,
            productId: refundLines.productId,
            name: saleItems.name,
            position: saleItems.position,
            quantity: refundLines.quantity,
            amount: refundLines.amount,
          })
          .from(refundLines)
          .innerJoin(saleItems, eq(saleItems.id, refundLines.saleItemId))
          .where(
            inArray(
              refundLines.refundId,
              rows.map((r) => r.refund.id),
            ),
          )
          .orderBy(asc(saleItems.position));
  return { rows, lines };
}

type RefundRows = Awaited<ReturnType<typeof findRefunds>>;

/** The refunds of some sales as answered, by sale id. */
export function toRefundDtos({ rows, lines }: RefundRows): Map<string, Refund[]> {
  const linesOf = new Map<string, Refund['lines']>();
  for (const line of lines) {
    const list = linesOf.get(line.refundId) ?? [];
    list.push({
      id: line.id,
      saleItemId: line.saleItemId,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      amount: money(line.amount),
    });
    linesOf.set(line.refundId, list);
  }
  const bySale = new Map<string, Refund[]>();
  for (const { refund: r, createdByUsername } of rows) {
    const list = bySale.get(r.saleId) ?? [];
    list.push({
      id: r.id,
      saleId: r.saleId,
      method: r.method,
      subtotal: money(r.subtotal),
      discount: money(r.discount),
      tax: money(r.tax),
      amount: money(r.amount),
      restock: r.restock,
      reason: r.reason,
      register: r.register,
      shiftId: r.shiftId,
      refundedAt: r.refundedAt.toISOString(),
      createdBy: r.createdBy,
      createdByUsername,
      lines: linesOf.get(r.id) ?? [],
    });
    bySale.set(r.saleId, list);
  }
  return bySale;
}
