import {
  STOCK_PURCHASES_EXPENSE_CATEGORY,
  SUPPLIER_MESSAGES,
  type CreateSupplierInput,
  type CreateSupplierPaymentInput,
  type ListSuppliersQuery,
  type Supplier,
  type SupplierPayment,
  type UpdateSupplierInput,
  UUID_PATTERN,
} from '@app/contracts';
import { fromCents, toCents } from '@app/contracts/domain/money';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as expensesService from '#src/modules/expenses/expenses.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import * as repo from './suppliers.repo.ts';

export const supplierNotFound = () =>
  new AppError('SUPPLIER_NOT_FOUND', SUPPLIER_MESSAGES.notFound, 404);

/** owed = received - paid, in cents through the shared money module. */
export function toSupplierDto(row: repo.SupplierWithBalance): Supplier {
  const received = toCents(row.received);
  const paid = toCents(row.paid);
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    notes: row.notes,
    received: Number(fromCents(received)),
    paid: Number(fromCents(paid)),
    owed: Number(fromCents(received - paid)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPaymentDto(row: repo.SupplierPaymentRow): SupplierPayment {
  return {
    id: row.id,
    supplierId: row.supplierId,
    amount: Number(row.amount),
    method: row.method,
    note: row.note,
    expenseId: row.expenseId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether the id names a supplier of this business (inventory and orders check with it). */
export async function supplierExists(db: DbOrTx, businessId: string, id: string) {
  return UUID_PATTERN.test(id) && (await repo.supplierExists(db, businessId, id));
}

export async function getSupplier(db: DbOrTx, access: BusinessAccess, id: string) {
  const row = UUID_PATTERN.test(id) ? await repo.findSupplier(db, access.id, id) : undefined;
  if (!row) throw supplierNotFound();
  return toSupplierDto(row);
}

export async function listSuppliers(db: DbOrTx, access: BusinessAccess, query: ListSuppliersQuery) {
  const rows = await repo.listSuppliers(db, access.id, query.search || undefined);
  return rows.map(toSupplierDto);
}

export async function createSupplier(
  db: DbOrTx,
  access: BusinessAccess,
  input: CreateSupplierInput,
): Promise<Supplier> {
  const id = await repo.insertSupplier(db, {
    businessId: access.id,
    name: input.name,
    phone: input.phone ?? null,
    whatsapp: input.whatsapp ?? null,
    email: input.email ?? null,
    notes: input.notes ?? null,
  });
  return getSupplier(db, access, id);
}

export async function updateSupplier(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
  input: UpdateSupplierInput,
): Promise<Supplier> {
  if (!UUID_PATTERN.test(id)) throw supplierNotFound();
  const patch = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as repo.SupplierPatch;
  if (!(await repo.updateSupplier(db, access.id, id, patch))) throw supplierNotFound();
  return getSupplier(db, access, id);
}

/**
 * A supplier with purchase orders or payments is not deleted (409): what was bought from them,
 * what is owed and what was paid is the business's record, and items that name them keep working.
 * A supplier without history goes, and items naming them as usual supplier lose the link.
 */
export async function deleteSupplier(db: DbOrTx, access: BusinessAccess, id: string) {
  if (!UUID_PATTERN.test(id)) throw supplierNotFound();
  await db.transaction(async (tx) => {
    if (!(await repo.lockSupplier(tx, access.id, id))) throw supplierNotFound();
    if (await repo.hasHistory(tx, id)) {
      throw new AppError('SUPPLIER_HAS_HISTORY', SUPPLIER_MESSAGES.hasOrders, 409);
    }
    await repo.deleteSupplier(tx, access.id, id);
  });
  return { message: SUPPLIER_MESSAGES.deleted };
}

export async function listPayments(db: DbOrTx, access: BusinessAccess, supplierId: string) {
  await getSupplier(db, access, supplierId);
  const rows = await repo.listPayments(db, access.id, supplierId);
  return rows.map(toPaymentDto);
}

/**
 * A payment to a supplier, and with `recordAsExpense` an expense of category 'stock_purchases'
 * in the same transaction (the expenses list shows the money that left; profit leaves that
 * category out, see migration 0030).
 */
export async function createPayment(
  deps: AppDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  supplierId: string,
  input: CreateSupplierPaymentInput,
): Promise<{ payment: SupplierPayment; supplier: Supplier }> {
  if (!UUID_PATTERN.test(supplierId)) throw supplierNotFound();
  return db.transaction(async (tx) => {
    if (!(await repo.lockSupplier(tx, access.id, supplierId))) throw supplierNotFound();
    let expenseId: string | null = null;
    if (input.recordAsExpense) {
      const supplier = await getSupplier(tx, access, supplierId);
      const { expense } = await expensesService.createExpense(
        deps,
        tx,
        access,
        user,
        {
          amount: input.amount,
          category: STOCK_PURCHASES_EXPENSE_CATEGORY,
          paymentMethod: input.method,
          note: input.note ?? supplier.name,
        },
        { claim: null, signal: null },
      );
      expenseId = expense.id;
    }
    const row = await repo.insertPayment(tx, {
      businessId: access.id,
      supplierId,
      amount: input.amount,
      method: input.method,
      note: input.note ?? null,
      expenseId,
      createdBy: user.id,
    });
    return { payment: toPaymentDto(row), supplier: await getSupplier(tx, access, supplierId) };
  });
}
