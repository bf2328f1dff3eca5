import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { mpesaSettings, payments, paystackSettings } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type MpesaSettingsRow = typeof mpesaSettings.$inferSelect;

export async function findSettings(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select()
    .from(mpesaSettings)
    .where(eq(mpesaSettings.businessId, businessId));
  return row;
}

export async function upsertSettings(db: DbOrTx, row: typeof mpesaSettings.$inferInsert) {
  const [saved] = await db
    .insert(mpesaSettings)
    .values(row)
    .onConflictDoUpdate({
      target: mpesaSettings.businessId,
      set: {
        type: row.type,
        shortcode: row.shortcode,
        passkeyEnc: row.passkeyEnc,
        consumerKeyEnc: row.consumerKeyEnc,
        consumerSecretEnc: row.consumerSecretEnc,
        // New credentials or shortcode: the C2B URLs must be registered again.
        c2bTokenHash: null,
        c2bRegisteredAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return saved!;
}

export async function setC2BToken(db: DbOrTx, businessId: string, hash: string, at: Date) {
  const [saved] = await db
    .update(mpesaSettings)
    .set({ c2bTokenHash: hash, c2bRegisteredAt: at, updatedAt: sql`now()` })
    .where(eq(mpesaSettings.businessId, businessId))
    .returning();
  return saved;
}

export async function findPayment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findBusinessPayment(db: DbOrTx, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.businessId, businessId), eq(payments.id, id)));
  return row;
}

export async function listPayments(
  db: DbOrTx,
  businessId: string,
  query: { status?: PaymentRow['status']; unused?: boolean; limit: number },
) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.businessId, businessId),
        query.status ? eq(payments.status, query.status) : undefined,
        query.unused ? and(isNull(payments.saleId), isNull(payments.customerId)) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit);
}

export async function hasPaystack(db: DbOrTx, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ businessId: paystackSettings.businessId })
    .from(paystackSettings)
    .where(eq(paystackSettings.businessId, businessId));
  return Boolean(row);
}

/**
 * Moves a pending payment to its end, once: the row changes only while still pending, so a
 * replayed callback or a late sweep changes nothing. Returns the row when this call moved it.
 */
export async function settlePending(
  db: DbOrTx,
  id: string,
  change: Pick<PaymentRow, 'status' | 'resultCode' | 'resultDesc'> & {
    receipt?: string | null;
    paidAt?: Date | null;
  },
) {
  const [row] = await db
    .update(payments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** Recent mobile-money sales of this amount that no payment confirms yet: likely matches. */
export async function suggestSales(
  db: DbOrTx,
  businessId: string,
  amount: string,
  before: Date,
): Promise<{ id: string; receiptNumber: number; total: string; soldAt: Date }[]> {
  const result = await db.execute(sql`
    select s.id, s.receipt_number as "receiptNumber", s.total::text as total,
      s.sold_at as "soldAt"
    from sales s
    where s.business_id = ${businessId} and s.payment_method = 'mobile_money'
      and s.total = ${amount}::numeric and s.payment_provider is null
      and s.sold_at between ${before.toISOString()}::timestamptz - interval '2 days'
        and ${before.toISOString()}::timestamptz + interval '1 hour'
      and not exists (select 1 from payments p where p.sale_id = s.id)
    order by abs(extract(epoch from s.sold_at - ${before.toISOString()}::timestamptz))
    limit 3`);
  return (
    result as unknown as {
      rows: { id: string; receiptNumber: number; total: string; soldAt: string | Date }[];
    }
  ).rows.map((r) => ({ ...r, receiptNumber: Number(r.receiptNumber), soldAt: new Date(r.soldAt) }));
}
