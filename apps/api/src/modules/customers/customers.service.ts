import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_MESSAGES,
  type CreateCustomerInput,
  type CreateCustomerPaymentInput,
  type Customer,
  type CustomerPayment,
  type ListCustomerPaymentsQuery,
  type ListCustomersQuery,
  type SaleCustomer,
  type UpdateCustomerInput,
  UUID_PATTERN,
} from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import { fromCents, toCents } from '@app/contracts/domain/money';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import { refuseUnclaimed, type KeyClaim } from '#src/platform/idempotency.ts';
import { decodeKeyset, encodeKeyset, PG_TIMESTAMP_PATTERN } from '#src/platform/keyset-cursor.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as repo from './customers.repo.ts';
import * as paymentRepo from './record-payment.repo.ts';

export const customerNotFound = () =>
  new AppError('CUSTOMER_NOT_FOUND', CUSTOMER_MESSAGES.notFound, 404);

interface CustomerFigures {
  totalSpent: string;
  salesCount: number;
  lastPurchaseAt: Date | null;
  /** Unpaid sale balances minus payments, never below 0. */
  balance: string;
}

/** Each customer's figures from their sales and payments. */
async function figuresOf(db: DbOrTx, businessId: string, ids: string[]) {
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const summaries = new Map(
    (await repo.customerSalesSummaries(db, businessId, ids)).map(({ customerId, ...sum }) => [
      customerId,
      sum,
    ]),
  );
  const payments = await repo.sumPayments(db, businessId, ids);
  const paid = new Map(payments.map((p) => [p.customerId, p.paid]));
  const figures = new Map<string, CustomerFigures>();
  for (const id of ids) {
    const summary = summaries.get(id);
    const owed = toCents(summary?.owed ?? '0') - toCents(paid.get(id) ?? '0');
    figures.set(id, {
      totalSpent: summary?.totalSpent ?? '0.00',
      salesCount: summary?.salesCount ?? 0,
      lastPurchaseAt: summary?.lastPurchaseAt ?? null,
      balance: fromCents(owed > 0n ? owed : 0n),
    });
  }
  return figures;
}

export function toCustomerDto(row: repo.CustomerRow, figures: CustomerFigures): Customer {
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    notes: row.notes,
    totalSpent: Number(figures.totalSpent),
    salesCount: figures.salesCount,
    lastPurchaseAt: figures.lastPurchaseAt ? figures.lastPurchaseAt.toISOString() : null,
    balance: Number(figures.balance),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withFigures(db: DbOrTx, businessId: string, rows: repo.CustomerRow[]) {
  const figures = await figuresOf(
    db,
    businessId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toCustomerDto(row, figures.get(row.id)!));
}

async function findOrFail(db: DbOrTx, businessId: string, id: string) {
  const row = UUID_PATTERN.test(id) ? await repo.findCustomer(db, businessId, id) : undefined;
  if (!row) throw customerNotFound();
  return row;
}

export async function getCustomer(db: DbOrTx, access: BusinessAccess, id: string) {
  const row = await findOrFail(db, access.id, id);
  const [customer] = await withFigures(db, access.id, [row]);
  return customer!;
}

/**
 * Keyset cursors: the last row's sort key (a lowercased name, or a time as PostgreSQL's text)
 * and id.
 */
const encodeCursor = (key: string, id: string) => encodeKeyset([key, id]);

function decodeCursor(text: string, keyIsValid: (key: string) => boolean) {
  const [key, id] = decodeKeyset(text, [keyIsValid, UUID_PATTERN], CUSTOMER_MESSAGES.invalidCursor);
  return { key: key!, id: id! };
}

const validName = (key: string) => key.length <= 1000 && !key.includes('\u0000');
const toNameKey = ({ key, id }: { key: string; id: string }) => ({ name: key, id });

export async function listCustomers(db: DbOrTx, access: BusinessAccess, query: ListCustomersQuery) {
  const rows = await repo.listCustomers(db, {
    businessId: access.id,
    search: query.search || undefined,
    after: query.cursor ? toNameKey(decodeCursor(query.cursor, validName)) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor(last.sortKey, last.customer.id) : null;
  return {
    customers: await withFigures(
      db,
      access.id,
      page.map((r) => r.customer),
    ),
    nextCursor,
  };
}

export async function createCustomer(
  db: DbOrTx,
  access: BusinessAccess,
  input: CreateCustomerInput,
): Promise<Customer> {
  const row = await repo.insertCustomer(db, {
    businessId: access.id,
    name: input.name,
    phone: input.phone ?? null,
    email: input.email ?? null,
    address: input.address ?? null,
    notes: input.notes ?? null,
  });
  const [customer] = await withFigures(db, access.id, [row]);
  return customer!;
}

export async function updateCustomer(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
  input: UpdateCustomerInput,
): Promise<Customer> {
  if (!UUID_PATTERN.test(id)) throw customerNotFound();
  const patch = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as repo.CustomerPatch;
  const row = await repo.updateCustomer(db, access.id, id, patch);
  if (!row) throw customerNotFound();
  const [customer] = await withFigures(db, access.id, [row]);
  return customer!;
}

/** Their sales stay, without a customer (sales.customer_id ON DELETE SET NULL). */
export async function deleteCustomer(db: DbOrTx, access: BusinessAccess, id: string) {
  if (!UUID_PATTERN.test(id)) throw customerNotFound();
  if (!(await repo.deleteCustomer(db, access.id, id))) throw customerNotFound();
  return { message: CUSTOMER_MESSAGES.deleted };
}

function toPaymentDto(row: repo.PaymentRow): CustomerPayment {
  return {
    id: row.id,
    customerId: row.customerId,
    amount: Number(row.amount),
    method: row.method,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What recording a payment folds into its statements besides the payment itself. */
export interface PaymentFolds {
  /** The idempotency key (null without one): claimed first, its answer stored with the payment. */
  claim: KeyClaim | null;
  /** The change signal, sent when the transaction commits (null: sent after, on PGlite). */
  signal: SQL | null;
}

/**
 * A payment against what the customer owes, at most the balance (a typo of an extra zero is
 * refused, not kept as credit). Payments for one customer queue on the customer's row. Three
 * statements in one transaction (`record-payment.repo.ts`): claim and lock, read the figures,
 * write the payment with the key's answer. Throws the claim's refusal of a key someone else had
 * first (the caller replays).
 */
export async function recordPayment(
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  customerId: string,
  input: CreateCustomerPaymentInput,
  folds: PaymentFolds,
): Promise<{ payment: CustomerPayment; customer: Customer; storedPayload: string | null }> {
  if (!UUID_PATTERN.test(customerId)) throw customerNotFound();
  return db.transaction(async (tx) => {
    const { customer: row, now } = await paymentRepo.lockForPayment(tx, {
      businessId: access.id,
      customerId,
      claim: folds.claim?.claimSql ?? null,
      refuseUnclaimed: folds.claim ? refuseUnclaimed(sql`claim`) : null,
    });
    if (!row) throw customerNotFound();
    const figures = await paymentRepo.paymentFigures(tx, access.id, row.id);
    const owed = toCents(figures.owed) - toCents(figures.paid);
    const before = fromCents(owed > 0n ? owed : 0n);
    if (toCents(input.amount) > toCents(before)) {
      const message = CUSTOMER_MESSAGES.paymentExceedsBalance(before);
      throw validationError([{ field: 'amount', message }]);
    }
    const written: paymentRepo.PaymentWrite = {
      id: randomUUID(),
      businessId: access.id,
      customerId: row.id,
      amount: input.amount,
      method: input.method,
      note: input.note ?? null,
      createdBy: user.id,
    };
    const payment = toPaymentDto({ ...written, createdAt: now });
    // What was owed less this payment (never more than owed), not read again.
    const balance = fromCents(toCents(before) - toCents(input.amount));
    const customer = toCustomerDto(row, { ...figures, balance });
    const store = folds.claim?.store({ statusCode: 201, body: { payment, customer } }) ?? null;
    await paymentRepo.insertPayment(tx, written, { store, signal: folds.signal });
    return { payment, customer, storedPayload: folds.claim?.stored?.payload ?? null };
  });
}

/** A customer's payments, newest first. */
export async function listPayments(
  db: DbOrTx,
  access: BusinessAccess,
  customerId: string,
  query: ListCustomerPaymentsQuery,
) {
  const customer = await findOrFail(db, access.id, customerId);
  const after = query.cursor
    ? decodeCursor(query.cursor, (key) => PG_TIMESTAMP_PATTERN.test(key))
    : undefined;
  const rows = await repo.listPayments(
    db,
    access.id,
    customer.id,
    after && { createdAt: after.key, id: after.id },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    payments: page.map((r) => toPaymentDto(r.payment)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor(last.sortKey, last.payment.id) : null,
  };
}

/** For the sales feature: id, name and phone of each of the business's customers among `ids`. */
export async function getCustomerRefs(
  db: DbOrTx,
  businessId: string,
  ids: string[],
): Promise<Map<string, SaleCustomer>> {
  const rows = await repo.findCustomerRefs(db, businessId, ids);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function customerExists(db: DbOrTx, businessId: string, id: string) {
  return UUID_PATTERN.test(id) && (await repo.findCustomer(db, businessId, id)) !== undefined;
}

/** The business of a customer, for the /customers/{id} service paths; undefined when none. */
export async function findCustomerBusinessId(db: DbOrTx, id: string) {
  return UUID_PATTERN.test(id) ? repo.findCustomerBusinessId(db, id) : undefined;
}
