import {
  SALE_MESSAGES,
  type ErrorDetail,
  type ListSalesQuery,
  REFUND_MESSAGES,
  type Sale,
  type UpdateSaleInput,
  UUID_PATTERN,
} from '@app/contracts';
import { rateUnits } from '@app/contracts/domain/money';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as customersService from '#src/modules/customers/customers.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import * as stockService from '#src/modules/stock/stock.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx, Tx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import { signReceiptCode } from './receipt-code.ts';
import { toSaleDto } from './sale-dto.ts';
import * as saleRefunds from './sale-refunds.ts';
import {
  assertStock,
  checkSoldAt,
  customerProblems,
  failOn,
  lineRows,
  quantitiesByProduct,
  stockChanges,
} from './sale-rules.ts';
import {
  computeTotals,
  costOfGoods,
  priceLines,
  type PreviousLine,
  type PricedLine,
} from './sale-totals.ts';
import { dayBounds, decodeSaleCursor, encodeSaleCursor } from './sales-query.ts';
import * as repo from './sales.repo.ts';

// Reading, editing and deleting sales; recording one is create-sale.ts (ADR 039).

export const saleNotFound = () => new AppError('SALE_NOT_FOUND', SALE_MESSAGES.notFound, 404);

/** Sales as answered: lines and customer included, in the order given. */
async function toSaleDtos(
  db: DbOrTx,
  businessId: string,
  rows: { sale: repo.SaleRow; createdByUsername: string | null; staffName: string | null }[],
): Promise<Sale[]> {
  const ids = rows.map((r) => r.sale.id);
  const customerIds = [...new Set(rows.map((r) => r.sale.customerId).filter((id) => id !== null))];
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const lines = await repo.findLines(db, ids);
  const customers = await customersService.getCustomerRefs(db, businessId, customerIds);
  const refunds = saleRefunds.toRefundDtos(await saleRefunds.findRefunds(db, ids));
  const linesOf = new Map<string, repo.SaleItemRow[]>();
  for (const line of lines) {
    const list = linesOf.get(line.saleId) ?? [];
    list.push(line);
    linesOf.set(line.saleId, list);
  }
  return rows.map(({ sale, createdByUsername, staffName }) =>
    toSaleDto(
      sale,
      linesOf.get(sale.id) ?? [],
      sale.customerId ? (customers.get(sale.customerId) ?? null) : null,
      createdByUsername,
      refunds.get(sale.id) ?? [],
      staffName,
    ),
  );
}

export async function getSale(db: DbOrTx, access: BusinessAccess, id: string): Promise<Sale> {
  const rows = UUID_PATTERN.test(id) ? await repo.findSales(db, access.id, [id]) : [];
  if (rows.length === 0) throw saleNotFound();
  const [sale] = await toSaleDtos(db, access.id, rows);
  return sale!;
}

/** A sale by id whatever its business, for the receipt check; null when there is none. */
export async function findSaleForReceipt(db: DbOrTx, id: string): Promise<Sale | null> {
  const owner = await repo.findSaleOwner(db, id);
  if (!owner) return null;
  const rows = await repo.findSales(db, owner.businessId, [id]);
  const [sale] = await toSaleDtos(db, owner.businessId, rows);
  return sale ?? null;
}

export async function listSales(db: DbOrTx, access: BusinessAccess, query: ListSalesQuery) {
  const { timezone } = inventoryService.businessSettings(access);
  const bounds = dayBounds(timezone);
  const rows = await repo.listSales(db, {
    businessId: access.id,
    customerId: query.customerId,
    productId: query.productId,
    paymentMethod: query.paymentMethod,
    from: query.from ? bounds.lower(query.from) : undefined,
    to: query.to ? bounds.upper(query.to) : undefined,
    after: query.cursor ? decodeSaleCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeSaleCursor({ soldAt: last.sortKey, id: last.sale.id })
      : null;
  return { sales: await toSaleDtos(db, access.id, page), nextCursor };
}

async function assertCustomer(tx: DbOrTx, businessId: string, customerId: string | null) {
  if (customerId === null) return;
  if (!(await customersService.customerExists(tx, businessId, customerId))) {
    throw validationError([{ field: 'customerId', message: SALE_MESSAGES.customerNotFound }]);
  }
}

/** Moves each product's stock by its delta (negative: sold) through stock entries. */
async function moveStock(
  deps: stockService.StockDeps,
  tx: Tx,
  access: BusinessAccess,
  user: UserRow,
  products: Map<string, inventoryService.ItemForSale>,
  deltas: Map<string, number>,
  saleId: string,
  note: string,
) {
  assertStock(access, products, deltas);
  const { allowNegativeStock } = inventoryService.businessSettings(access);
  for (const [productId, delta] of stockChanges(products, deltas)) {
    await stockService.applyStockChange(deps, tx, {
      businessId: access.id,
      productId,
      quantity: delta,
      type: 'sale',
      saleId,
      note,
      createdBy: user.id,
      allowNegative: delta > 0 || allowNegativeStock,
    });
  }
}

/**
 * What an edit leaves paid when the body does not say (a partial PUT never resets unsent fields):
 * a sale still owing keeps what was paid (its customer's credit stays), and so does an edit that
 * does not touch the total or the method; a fully paid sale whose total changes stays fully paid.
 * A change of payment method takes that method's default. Undefined means "the default".
 */
function paidAfterEdit(
  current: repo.SaleRow,
  input: UpdateSaleInput,
  paymentMethod: repo.SaleRow['paymentMethod'],
): string | undefined {
  if (input.amountPaid !== undefined) return input.amountPaid;
  if (paymentMethod !== current.paymentMethod) return undefined;
  const totalMayChange = input.items !== undefined || input.discount !== undefined;
  if (current.balance !== '0.00' || !totalMayChange) return current.amountPaid;
  return undefined;
}

/**
 * A refunded sale keeps its lines and amounts (ADR 071): its refunds are shares of them, and
 * deleting it would give back stock a refund may already have put back. 409, nothing written.
 */
async function refuseRefunded(tx: DbOrTx, saleId: string) {
  if (await saleRefunds.hasRefunds(tx, saleId)) {
    throw new AppError('SALE_HAS_REFUNDS', REFUND_MESSAGES.saleHasRefunds, 409);
  }
}

/**
 * Edits a sale in one transaction. New `items` replace the lines; each product's stock moves by
 * the difference (entries of type 'sale': negative when more is sold, positive when returned).
 * Totals are recomputed at the sale's own tax rate and the receipt code is re-signed.
 */
export async function updateSale(
  deps: AppDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  id: string,
  input: UpdateSaleInput,
): Promise<Sale> {
  if (!UUID_PATTERN.test(id)) throw saleNotFound();
  await db.transaction(async (tx) => {
    const current = await repo.lockSale(tx, access.id, id);
    if (!current) throw saleNotFound();
    const changesAmounts =
      input.items !== undefined ||
      (input.discount !== undefined && input.discount !== current.discount);
    if (changesAmounts) await refuseRefunded(tx, id);
    const oldLines = await repo.findLines(tx, [id]);
    const soldAt =
      input.soldAt && new Date(input.soldAt).getTime() !== current.soldAt.getTime()
        ? checkSoldAt(input.soldAt, input.sentAt, deps.now())
        : current.soldAt;
    const customerId =
      input.customerId === undefined
        ? current.customerId
        : (input.customerId?.toLowerCase() ?? null);
    const paymentMethod = input.paymentMethod ?? current.paymentMethod;

    let lines: PricedLine[] | null = null;
    let cogs = current.cogs;
    let products = new Map<string, inventoryService.ItemForSale>();
    const problems: ErrorDetail[] = [];
    if (input.items) {
      const previous = new Map<string, PreviousLine>();
      for (const line of oldLines) {
        if (line.productId && !previous.has(line.productId)) previous.set(line.productId, line);
      }
      products = await inventoryService.getItemsForSale(tx, access.id, [
        ...previous.keys(),
        ...input.items.map((i) => i.productId),
      ]);
      const priced = priceLines(input.items, products, previous);
      lines = priced.lines;
      const cost = costOfGoods(lines);
      cogs = cost.cogs;
      problems.push(...priced.problems, ...cost.problems);
    }
    const { totals, problems: totalProblems } = computeTotals({
      lineTotals: (lines ?? oldLines).map((l) => l.lineTotal),
      discount: input.discount ?? current.discount,
      taxRateUnits: rateUnits(current.taxRate),
      paymentMethod,
      amountPaid: paidAfterEdit(current, input, paymentMethod),
      previousCreditPaid: current.paymentMethod === 'credit' ? current.amountPaid : undefined,
    });
    // A sale left owing without a customer (theirs was deleted) can still be edited as it is.
    const alreadyOrphaned = current.customerId === null && current.balance !== '0.00';
    const owedBy = alreadyOrphaned ? [] : customerProblems(totals.balance, customerId);
    failOn([...problems, ...totalProblems, ...owedBy]);
    if (customerId !== current.customerId) await assertCustomer(tx, access.id, customerId);

    await repo.updateSale(tx, id, {
      customerId,
      ...totals,
      cogs,
      receiptCode: signReceiptCode(deps.config.JWT_SECRET, {
        saleId: id,
        businessId: access.id,
        receiptNumber: current.receiptNumber,
        total: totals.total,
      }),
      paymentMethod,
      note: input.note === undefined ? current.note : input.note,
      soldAt,
    });
    if (lines) {
      const before = quantitiesByProduct(oldLines);
      const after = quantitiesByProduct(lines);
      const deltas = new Map<string, number>();
      for (const productId of new Set([...before.keys(), ...after.keys()])) {
        deltas.set(productId, (before.get(productId) ?? 0) - (after.get(productId) ?? 0));
      }
      await repo.deleteSaleItems(tx, id);
      await repo.insertSaleItems(tx, lineRows(id, access.id, lines));
      const note = SALE_MESSAGES.stockEditNote(current.receiptNumber);
      await moveStock(deps, tx, access, user, products, deltas, id, note);
    }
  });
  return getSale(db, access, id);
}

/** Deletes a sale and gives its products' stock back (entries of type 'sale', positive). */
export async function deleteSale(
  deps: stockService.StockDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  id: string,
) {
  if (!UUID_PATTERN.test(id)) throw saleNotFound();
  await db.transaction(async (tx) => {
    const current = await repo.lockSale(tx, access.id, id);
    if (!current) throw saleNotFound();
    await refuseRefunded(tx, id);
    const sold = quantitiesByProduct(await repo.findLines(tx, [id]));
    const products = await inventoryService.getItemsForSale(tx, access.id, [...sold.keys()]);
    const note = SALE_MESSAGES.stockDeleteNote(current.receiptNumber);
    await moveStock(deps, tx, access, user, products, sold, id, note);
    await repo.deleteSale(tx, access.id, id);
  });
  return { message: SALE_MESSAGES.deleted };
}
