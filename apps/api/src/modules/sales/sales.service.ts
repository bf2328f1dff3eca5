import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_REGISTER,
  INVALID_ID_MESSAGE,
  SALE_MESSAGES,
  SHIFT_MESSAGES,
  SALE_SOLD_AT_MAX_AGE_DAYS,
  type CreateSaleInput,
  type ErrorDetail,
  type ListSalesQuery,
  type Refund,
  REFUND_MESSAGES,
  type Sale,
  type SaleCustomer,
  type ShortItem,
  type UpdateSaleInput,
  UUID_PATTERN,
} from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import * as customersService from '#src/modules/customers/customers.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import { receiptCodeSql, signReceiptCode } from './receipt-code.ts';
import * as stockService from '#src/modules/stock/stock.service.ts';
import {
  assertCreditAllowed,
  assertDiscountWithinCap,
  attributedStaffId,
} from '#src/modules/staff/staff-attribution.ts';
import { LOW_STOCK_JOB } from '#src/modules/stock/low-stock.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx, Tx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { refuseUnclaimed, type KeyClaim } from '#src/platform/idempotency.ts';
import { validationError } from '#src/platform/multipart.ts';
import { textWithSql } from '#src/platform/sql-text.ts';
import { refusalOf } from '#src/platform/statement-refusal.ts';
import { rateText, rateUnits } from '@app/contracts/domain/money';
import {
  computeTotals,
  costOfGoods,
  priceLines,
  type PreviousLine,
  type PricedLine,
} from './sale-totals.ts';
import { saleTimeMs } from './sale-time.ts';
import {
  checkSalePayment,
  claimPaymentSql,
  PAYMENT_TAKEN_REFUSAL,
  paymentAlreadyUsed,
} from '#src/modules/payments/sale-payment.ts';
import { dayBounds, decodeSaleCursor, encodeSaleCursor } from './sales-query.ts';
import {
  NUMBERED,
  PRODUCT_GONE_REFUSAL,
  readSale,
  SHORT_STOCK_REFUSAL,
  writeSale,
  type ShortProduct,
} from './record-sale.repo.ts';
import * as repo from './sales.repo.ts';
import * as saleRefunds from './sale-refunds.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const saleNotFound = () => new AppError('SALE_NOT_FOUND', SALE_MESSAGES.notFound, 404);

const money = (value: string) => Number(value);

export function toSaleDto(
  row: repo.SaleRow,
  lines: repo.SaleItemRow[],
  customer: SaleCustomer | null,
  createdByUsername: string | null,
  refunds: Refund[] = [],
  staffName: string | null = null,
): Sale {
  const refundedOf = new Map<string, number>();
  for (const line of refunds.flatMap((r) => r.lines)) {
    refundedOf.set(line.saleItemId, (refundedOf.get(line.saleItemId) ?? 0) + line.quantity);
  }
  return {
    id: row.id,
    businessId: row.businessId,
    receiptNumber: row.receiptNumber,
    receiptCode: row.receiptCode,
    customerId: row.customerId,
    customer: row.customerId ? (customer ?? null) : null,
    items: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      discount: money(line.discount),
      lineTotal: money(line.lineTotal),
      cost: money(line.cost),
      refundedQuantity: refundedOf.get(line.id) ?? 0,
    })),
    subtotal: money(row.subtotal),
    discount: money(row.discount),
    taxRate: Number(row.taxRate),
    tax: money(row.tax),
    total: money(row.total),
    amountPaid: money(row.amountPaid),
    balance: money(row.balance),
    paymentMethod: row.paymentMethod,
    mpesaReceipt: row.paymentProvider === 'mpesa' ? row.paymentReference : null,
    paymentProvider: row.paymentProvider ?? null,
    paymentReference: row.paymentReference ?? null,
    note: row.note,
    soldAt: row.soldAt.toISOString(),
    createdBy: row.createdBy,
    createdByUsername,
    staffId: row.staffId,
    staffName: row.staffId ? staffName : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    refunds,
  };
}

/** A sale as a staff member without `viewCostAndProfit` reads it (issue 45). */
const saleWithoutCost = (sale: Sale): Sale => ({
  ...sale,
  items: sale.items.map(({ cost: _cost, ...item }) => item),
});

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

/** A client's sale time on the server's clock (sale-time.ts), refused only when too old. */
function checkSoldAt(value: string, sentAtValue: string | undefined, now: Date): Date {
  const sentAt = sentAtValue === undefined ? undefined : Date.parse(sentAtValue);
  const soldAt = new Date(saleTimeMs(Date.parse(value), sentAt, now.getTime()));
  if (soldAt.getTime() < now.getTime() - SALE_SOLD_AT_MAX_AGE_DAYS * DAY) {
    throw validationError([{ field: 'soldAt', message: SALE_MESSAGES.soldAtTooOld }]);
  }
  return soldAt;
}

/**
 * How old a sale may be and still count as rung up now. With `shiftRequired`, only such a sale
 * is refused without an open shift: one made earlier and queued while offline happened (the
 * goods are gone, the cash is in a drawer), maybe in a shift its till had open then and closed
 * since; refusing it would lose a real sale, so it is recorded, in the register's open shift if
 * there is one. The POS checks the setting itself before it takes a sale.
 */
export const SHIFT_REQUIRED_LIVE_MS = 5 * MINUTE;

const isLiveSale = (soldAt: Date, now: Date) =>
  now.getTime() - soldAt.getTime() <= SHIFT_REQUIRED_LIVE_MS;

const shiftRequired = () =>
  new AppError('SHIFT_REQUIRED', SHIFT_MESSAGES.required, 409, {
    details: [{ field: 'register', message: SHIFT_MESSAGES.required }],
  });

/** A sale id is a client's only when it is new: another's answers as a malformed id would. */
export function saleIdConflict(): AppError {
  return new AppError('SALE_ID_CONFLICT', SALE_MESSAGES.idTaken, 409, {
    details: [{ field: 'id', message: SALE_MESSAGES.idTaken }],
  });
}

/**
 * A client-made id that some sale already has, found by the primary key once the idempotency key
 * that would have replayed it is gone (expired, or another user's). Another business's sale is
 * answered exactly as a malformed id is (issue 12, defect 7): a stranger learns nothing about
 * which ids exist elsewhere; this business's is a conflict.
 */
async function refuseTakenId(db: DbOrTx, access: BusinessAccess, id: string): Promise<never> {
  const owner = await repo.findSaleOwner(db, id);
  if (owner && owner.businessId !== access.id) {
    throw validationError([{ field: 'id', message: INVALID_ID_MESSAGE }]);
  }
  throw saleIdConflict();
}

async function assertCustomer(tx: DbOrTx, businessId: string, customerId: string | null) {
  if (customerId === null) return;
  if (!(await customersService.customerExists(tx, businessId, customerId))) {
    throw validationError([{ field: 'customerId', message: SALE_MESSAGES.customerNotFound }]);
  }
}

const quantitiesByProduct = (lines: { productId: string | null; quantity: number }[]) => {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.productId)
      totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  }
  return totals;
};

/** The changes to make, in product id order; a product deleted since it was sold has none. */
const stockChanges = (
  products: Map<string, inventoryService.ItemForSale>,
  deltas: Map<string, number>,
) =>
  [...deltas]
    .filter(([productId, delta]) => delta !== 0 && products.has(productId))
    .sort(([a], [b]) => (a < b ? -1 : 1));

/**
 * Names every product that would go below zero (unless the business allows negative stock),
 * before anything is written. The products are locked, so what is checked is what is taken.
 */
function assertStock(
  access: BusinessAccess,
  products: Map<string, inventoryService.ItemForSale>,
  deltas: Map<string, number>,
) {
  if (inventoryService.businessSettings(access).allowNegativeStock) return;
  const short: (ShortItem & { productId: string; requested: number })[] = [];
  for (const [productId, delta] of stockChanges(products, deltas)) {
    const product = products.get(productId)!;
    if (delta < 0 && product.stock + delta < 0) {
      short.push({
        productId,
        name: product.name,
        available: Math.max(product.stock, 0),
        requested: -delta,
      });
    }
  }
  if (short.length > 0) throw insufficientStock(short);
}

/** 409 naming every product that would go below zero, with what is left of it. */
function insufficientStock(short: (ShortItem & { productId: string; requested: number })[]) {
  return new AppError('INSUFFICIENT_STOCK', SALE_MESSAGES.insufficientStock(short), 409, {
    items: short,
  });
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

const lineRows = (saleId: string, businessId: string, lines: PricedLine[]): repo.NewSaleItem[] =>
  lines.map((line, position) => ({ saleId, businessId, position, ...line }));

function failOn(problems: ErrorDetail[]) {
  if (problems.length > 0) throw validationError(problems);
}

/** A sale not fully paid is owed by someone: it needs a customer. */
function customerProblems(balance: string, customerId: string | null): ErrorDetail[] {
  return balance !== '0.00' && customerId === null
    ? [{ field: 'customerId', message: SALE_MESSAGES.customerRequired }]
    : [];
}

/** What recording a sale folds into its statement besides the sale itself. */
export interface SaleFolds {
  /** The idempotency key (null without one): claimed, with the answer, in the sale's statement. */
  claim: KeyClaim | null;
  /** The change signal, sent when the statement commits (null: sent after, on PGlite). */
  signal: SQL | null;
}

/**
 * Stand-ins for the receipt number and code in the answer and the stock note, made in
 * JavaScript before the statement that takes the number (ADR 039); `textWithSql` puts the real
 * ones in. The number is an integer the schema serializes as it is, the code a string of
 * base64url letters: neither needs escaping, and each occurs once.
 */
const NUMBER_STAND_IN = 9_007_199_254_740_991;
const CODE_STAND_IN = 'receiptCodeStandInForTheStatement';
const numberFill = { [String(NUMBER_STAND_IN)]: sql`${NUMBERED}.n` };

/**
 * Records a sale in two statements whatever its line count (issue 21, ADR 039): `readSale` reads
 * the products and the customer; the lines are priced here, the stock checked (what was read:
 * the statement checks again under its locks) and the answer built; `writeSale` locks, takes the
 * receipt number, signs the code, writes everything, claims the key with the answer, in one
 * statement. Nothing is read back: the answer is what was written, with the read's clock for
 * created_at. Throws the statement's refusal of a key someone else had first (the caller replays).
 */
export async function createSale(
  deps: AppDeps,
  db: DbOrTx,
  access: BusinessAccess,
  user: UserRow,
  input: CreateSaleInput,
  folds: SaleFolds,
): Promise<{ sale: Sale; storedPayload: string | null }> {
  const soldAt = input.soldAt ? checkSoldAt(input.soldAt, input.sentAt, deps.now()) : deps.now();
  const settings = inventoryService.businessSettings(access);
  const taxRateUnits = rateUnits(settings.taxRate);
  const customerId = input.customerId?.toLowerCase() ?? null;
  const requested = [
    ...new Set(
      input.items.map((i) => i.productId.toLowerCase()).filter((id) => UUID_PATTERN.test(id)),
    ),
  ].sort();
  const register = input.register ?? DEFAULT_REGISTER;
  const read = await readSale(db, {
    businessId: access.id,
    productIds: requested,
    customerId: customerId && UUID_PATTERN.test(customerId) ? customerId : null,
    register,
  });
  if (settings.shiftRequired && !read.openShiftId && isLiveSale(soldAt, deps.now())) {
    throw shiftRequired();
  }
  const products = new Map(read.products.map((p) => [p.id, p]));

  const priced = priceLines(input.items, products);
  const { totals, problems } = computeTotals({
    lineTotals: priced.lines.map((l) => l.lineTotal),
    discount: input.discount ?? '0.00',
    taxRateUnits,
    // Paid by a confirmed mobile-money payment (issue 46): the payment is the money.
    paymentMethod: input.paymentId ? 'mobile_money' : input.paymentMethod,
    amountPaid: input.amountPaid,
  });
  const { cogs, problems: costProblems } = costOfGoods(priced.lines);
  failOn([
    ...priced.problems,
    ...problems,
    ...costProblems,
    ...customerProblems(totals.balance, customerId),
  ]);
  if (customerId !== null && !read.customer) {
    throw validationError([{ field: 'customerId', message: SALE_MESSAGES.customerNotFound }]);
  }
  assertDiscountWithinCap(
    access,
    priced.lines.map((l) => ({ ...l, listPrice: products.get(l.productId)?.price ?? l.unitPrice })),
    totals.discount,
  );
  assertCreditAllowed(access, totals.balance);
  const deltas = new Map([...quantitiesByProduct(priced.lines)].map(([id, q]) => [id, -q]));
  assertStock(access, products, deltas);
  const staffId = await attributedStaffId(db, access, input.staffId);
  const salePayment = input.paymentId
    ? await checkSalePayment(db, access.id, input.paymentId, totals.total)
    : null;

  const id = input.id?.toLowerCase() ?? randomUUID();
  const row: repo.SaleRow = {
    id,
    businessId: access.id,
    customerId,
    receiptNumber: NUMBER_STAND_IN,
    receiptCode: CODE_STAND_IN,
    ...totals,
    cogs,
    taxRate: rateText(taxRateUnits),
    paymentMethod: salePayment ? 'mobile_money' : input.paymentMethod,
    paymentProvider: salePayment?.provider ?? null,
    paymentReference: salePayment?.reference ?? null,
    note: input.note ?? null,
    requestHash: null,
    register,
    // The statement joins the register's open shift as it finds it (record-sale.repo.ts).
    shiftId: null,
    soldAt,
    createdBy: user.id,
    staffId,
    createdAt: read.now,
    updatedAt: read.now,
  };
  const lines = lineRows(id, access.id, priced.lines).map((line) => ({
    ...line,
    id: randomUUID(),
  })) as repo.SaleItemRow[];
  const moves = stockChanges(products, deltas).map(([productId, quantity]) => ({
    entryId: randomUUID(),
    productId,
    quantity,
  }));
  const full = toSaleDto(row, lines, read.customer, user.username, [], access.staff?.name ?? null);
  // The answer is written as text with the sale (ADR 039), past the cost filter of the hooks.
  const sale =
    access.staff && !access.staff.permissions.viewCostAndProfit ? saleWithoutCost(full) : full;
  const answerFills = {
    [`"receiptNumber":${NUMBER_STAND_IN}`]: sql`'"receiptNumber":' || ${NUMBERED}.n`,
    [`"receiptCode":"${CODE_STAND_IN}"`]: sql`'"receiptCode":"' || ${NUMBERED}.code || '"'`,
  };
  const claim = folds.claim?.claimWithAnswer(
    { statusCode: 201, body: { sale } },
    answerFills,
    NUMBERED,
  );
  try {
    const written = await writeSale(db, {
      sale: row,
      lines,
      moves,
      allowNegative: settings.allowNegativeStock,
      lowStockThreshold: settings.lowStockThreshold,
      receiptCode: receiptCodeSql(deps.config.JWT_SECRET, {
        saleId: id,
        businessId: access.id,
        total: totals.total,
        receiptNumber: sql`${NUMBERED}.n`,
      }),
      stockNote: textWithSql(SALE_MESSAGES.stockNote(NUMBER_STAND_IN), numberFill),
      enqueueLowStock: (payloads) => deps.jobs.enqueueSql(LOW_STOCK_JOB, payloads),
      folds: {
        claim: claim ?? null,
        refuseUnclaimed: claim ? refuseUnclaimed(sql`claim`) : null,
        signal: folds.signal,
      },
      payment: salePayment ? claimPaymentSql(access.id, id, salePayment.id) : null,
    });
    if (written.lowStockJobs > 0) void deps.jobs.kick();
    sale.receiptNumber = written.receiptNumber;
    sale.receiptCode = written.receiptCode;
    return { sale, storedPayload: written.storedPayload };
  } catch (err) {
    refuseRace(err, input);
    throw err;
  }
}

/**
 * What the statement found under its locks that the read before it did not (another till sold
 * or deleted the product in between): the same answers the read's checks give.
 */
function refuseRace(err: unknown, input: CreateSaleInput): void {
  if (refusalOf(err, PAYMENT_TAKEN_REFUSAL)) throw paymentAlreadyUsed();
  const short = refusalOf(err, SHORT_STOCK_REFUSAL);
  if (short) throw insufficientStock(short.detail as ShortProduct[]);
  const gone = refusalOf(err, PRODUCT_GONE_REFUSAL);
  if (gone) {
    const ids = new Set(gone.detail as string[]);
    const problems = input.items.flatMap((item, index) =>
      ids.has(item.productId.toLowerCase())
        ? [{ field: `items.${index}.productId`, message: SALE_MESSAGES.productNotFound }]
        : [],
    );
    throw validationError(problems);
  }
}

/**
 * Constraints a sale's insert breaks when its client-made id is taken: the sale's primary key,
 * or its lines' (sale, position) key, which the one-statement write may meet first (its lines
 * would join the other sale's).
 */
const TAKEN_ID_CONSTRAINTS = new Set(['sales_pkey', 'sale_items_sale_position_key']);

/** A sale whose client-made id some sale already has (its key expired or is another's). */
export async function refuseTakenSaleId(
  db: DbOrTx,
  access: BusinessAccess,
  clientId: string | undefined,
  err: unknown,
): Promise<void> {
  if (clientId && TAKEN_ID_CONSTRAINTS.has(uniqueViolationConstraint(err) ?? '')) {
    await refuseTakenId(db, access, clientId.toLowerCase());
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
 * A refunded sale keeps its lines and amounts (issue 43): its refunds are shares of them, and
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
