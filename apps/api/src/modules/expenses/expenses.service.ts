import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_MESSAGES,
  EXPENSE_RECEIPT_MAX_BYTES,
  EXPENSE_RECEIPT_MAX_DIMENSION,
  type CreateExpenseInput,
  type Expense,
  type ExpenseList,
  type ExpenseTotals,
  type ListExpensesQuery,
  type UpdateExpenseInput,
  UUID_PATTERN,
} from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { refuseUnclaimed, type KeyClaim } from '#src/platform/idempotency.ts';
import { validationError, type FormInput } from '#src/platform/multipart.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { removeFile, saveImage, uploadUrl } from '#src/platform/storage.ts';
import { decodeExpenseCursor, encodeExpenseCursor } from './expense-cursor.ts';
import * as repo from './expenses.repo.ts';
import { businessToday, materialiseDueExpenses } from './recurring.service.ts';

export const expenseNotFound = () =>
  new AppError('EXPENSE_NOT_FOUND', EXPENSE_MESSAGES.notFound, 404);

export function toExpenseDto(row: repo.ExpenseRow): Expense {
  return {
    id: row.id,
    businessId: row.businessId,
    amount: Number(row.amount),
    category: row.category,
    date: row.date,
    paymentMethod: row.paymentMethod,
    note: row.note,
    receiptImage: row.receiptImage,
    receiptImageUrl: uploadUrl(row.receiptImage),
    recurringId: row.recurringId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Records what a business's schedules have made due, before its expenses are read: the read
 * that follows then goes to the primary, where they are (ADR 080).
 */
export async function recordDueExpenses(deps: AppDeps, access: BusinessAccess): Promise<void> {
  const recorded = await materialiseDueExpenses(deps, deps.now(), { businessId: access.id });
  if (recorded > 0) deps.database.replicas?.noteWrite(access.id);
}

function checkDate(date: string, today: string) {
  if (date > today) {
    throw validationError([{ field: 'date', message: EXPENSE_MESSAGES.dateFuture }]);
  }
}

export async function getExpense(db: DbOrTx, access: BusinessAccess, id: string) {
  const row = UUID_PATTERN.test(id) ? await repo.findExpense(db, access.id, id) : undefined;
  if (!row) throw expenseNotFound();
  return toExpenseDto(row);
}

export async function listExpenses(
  deps: AppDeps,
  access: BusinessAccess,
  query: ListExpensesQuery,
): Promise<ExpenseList> {
  if (query.from && query.to && query.to < query.from) {
    throw validationError([{ field: 'to', message: EXPENSE_MESSAGES.toBeforeFrom }]);
  }
  await recordDueExpenses(deps, access);
  const filter: repo.ExpenseFilter = {
    businessId: access.id,
    from: query.from,
    to: query.to,
    category: query.category,
    paymentMethod: query.paymentMethod,
    search: query.search || undefined,
  };
  // One after the other: on PGlite every statement queues on one connection anyway.
  const { rows, sums } = await fromReplica(deps, access.id, async (db) => ({
    rows: await repo.listExpenses(db, {
      ...filter,
      after: query.cursor ? decodeExpenseCursor(query.cursor) : undefined,
      limit: query.limit + 1,
    }),
    sums: await repo.sumExpenses(db, filter),
  }));
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeExpenseCursor({
          date: last.expense.date,
          createdAt: last.createdAtKey,
          id: last.expense.id,
        })
      : null;
  const total = sums.find((s) => s.isTotal);
  const totals: ExpenseTotals = {
    total: Number(total?.total ?? 0),
    count: total?.count ?? 0,
    byCategory: sums
      .filter((s) => !s.isTotal)
      .map((s) => ({ category: s.category, total: Number(s.total), count: s.count })),
  };
  return { expenses: page.map((r) => toExpenseDto(r.expense)), nextCursor, totals };
}

/** The built-in categories first (in their order), then the owner's own, most used first. */
export async function listCategories(db: DbOrTx, access: BusinessAccess) {
  const used = await repo.categoriesInUse(db, access.id);
  const counts = new Map(used.map((u) => [u.category, u.count]));
  const builtIn: readonly string[] = EXPENSE_CATEGORIES;
  return {
    categories: [
      ...EXPENSE_CATEGORIES.map((name) => ({ name, builtIn: true, count: counts.get(name) ?? 0 })),
      ...used
        .filter((u) => !builtIn.includes(u.category))
        .map((u) => ({ name: u.category, builtIn: false, count: u.count })),
    ],
  };
}

/** What recording an expense folds into its statement besides the expense itself. */
export interface ExpenseFolds {
  /** The idempotency key (null without one): claimed, with the answer, in the statement. */
  claim: KeyClaim | null;
  /** The change signal, sent when the statement commits (null: sent after, on PGlite). */
  signal: SQL | null;
}

/**
 * One statement (`insertExpenseStatement`): everything the answer shows is known before it (the
 * id is made here, the times are the server's clock), so the answer is stored as it is. Throws
 * the statement's refusal of a key someone else had first (the caller replays).
 */
export async function createExpense(
  deps: AppDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  input: CreateExpenseInput,
  folds: ExpenseFolds,
): Promise<{ expense: Expense; storedPayload: string | null }> {
  const now = deps.now();
  const today = businessToday(access, now);
  const date = input.date ?? today;
  checkDate(date, today);
  const row: repo.ExpenseRow = {
    id: randomUUID(),
    businessId: access.id,
    amount: input.amount,
    category: input.category,
    date,
    paymentMethod: input.paymentMethod,
    note: input.note ?? null,
    receiptImage: null,
    recurringId: null,
    occurrenceDate: null,
    createdBy: user.id,
    createdAt: now,
    updatedAt: now,
  };
  const expense = toExpenseDto(row);
  const claim = folds.claim?.claimWithAnswer(
    { statusCode: 201, body: { expense } },
    {},
    sql`expense`,
  );
  const storedPayload = await repo.insertExpenseStatement(db, row, {
    claim: claim ?? null,
    refuseUnclaimed: claim ? refuseUnclaimed(sql`claim`) : null,
    signal: folds.signal,
  });
  return { expense, storedPayload };
}

export async function updateExpense(
  deps: AppDeps,
  access: BusinessAccess,
  id: string,
  input: UpdateExpenseInput,
): Promise<Expense> {
  if (!UUID_PATTERN.test(id)) throw expenseNotFound();
  if (input.date !== undefined) checkDate(input.date, businessToday(access, deps.now()));
  const row = await repo.updateExpense(deps.db, access.id, id, {
    amount: input.amount,
    category: input.category,
    date: input.date,
    paymentMethod: input.paymentMethod,
    note: input.note,
  });
  if (!row) throw expenseNotFound();
  return toExpenseDto(row);
}

export async function deleteExpense(deps: AppDeps, access: BusinessAccess, id: string) {
  const deleted = UUID_PATTERN.test(id) ? await repo.deleteExpense(deps.db, access.id, id) : null;
  if (!deleted) throw expenseNotFound();
  await removeFile(deps, deleted.receiptImage);
  return { message: EXPENSE_MESSAGES.deleted };
}

/** A photo of the receipt: checked by content, re-encoded, stored under a new name. */
export async function replaceReceipt(
  deps: AppDeps,
  access: BusinessAccess,
  id: string,
  readForm: () => Promise<FormInput>,
): Promise<Expense> {
  if (!UUID_PATTERN.test(id) || !(await repo.findExpense(deps.db, access.id, id))) {
    throw expenseNotFound();
  }
  const { file } = await readForm();
  if (!file) {
    throw validationError([{ field: 'receiptImage', message: EXPENSE_MESSAGES.receiptRequired }]);
  }
  const image = await saveImage(deps, file.buffer, {
    maxBytes: EXPENSE_RECEIPT_MAX_BYTES,
    maxDimension: EXPENSE_RECEIPT_MAX_DIMENSION,
    invalidMessage: EXPENSE_MESSAGES.receiptInvalid,
    tooLargeMessage: EXPENSE_MESSAGES.receiptTooLarge,
  });
  let previous: string | null = null;
  let updated: repo.ExpenseRow | undefined;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const current = await repo.lockExpense(tx, access.id, id);
      if (!current) throw expenseNotFound();
      previous = current.receiptImage;
      return repo.updateExpense(tx, access.id, id, { receiptImage: image });
    });
  } catch (err) {
    await removeFile(deps, image);
    throw err;
  }
  await removeFile(deps, previous);
  return toExpenseDto(updated!);
}

export async function removeReceipt(deps: AppDeps, access: BusinessAccess, id: string) {
  if (!UUID_PATTERN.test(id)) throw expenseNotFound();
  const { previous, row } = await deps.db.transaction(async (tx) => {
    const current = await repo.lockExpense(tx, access.id, id);
    if (!current) throw expenseNotFound();
    const after = current.receiptImage
      ? await repo.updateExpense(tx, access.id, id, { receiptImage: null })
      : current;
    return { previous: current.receiptImage, row: after! };
  });
  await removeFile(deps, previous);
  return { message: EXPENSE_MESSAGES.receiptRemoved, expense: toExpenseDto(row) };
}
