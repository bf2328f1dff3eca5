// Recording a sale (POST /businesses/{id}/sales, and a completed shop order): one read, then one
// write statement that moves the stock (ADR 039). The read prices the lines and checks the stock
// without a lock; the statement locks the moved products in id order, checks their stock again
// under the lock, takes the gapless receipt number, writes the sale, its lines and stock entries
// (the rollups follow by trigger) and claims the idempotency key with the answer. No lock
// outlives that one statement, so the business's receipt counter is held only for its execution
// and commit; a refusal (short stock, a product deleted since the read) rolls everything back,
// the receipt number included.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_REGISTER,
  INVALID_ID_MESSAGE,
  SALE_MESSAGES,
  SHIFT_MESSAGES,
  type CreateSaleInput,
  type Sale,
  UUID_PATTERN,
} from '@app/contracts';
import { rateText, rateUnits } from '@app/contracts/domain/money';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import {
  checkSalePayment,
  claimPaymentSql,
  PAYMENT_TAKEN_REFUSAL,
  paymentAlreadyUsed,
} from '#src/modules/payments/sale-payment.ts';
import {
  assertCreditAllowed,
  assertDiscountWithinCap,
  attributedStaffId,
} from '#src/modules/staff/staff-attribution.ts';
import { LOW_STOCK_JOB } from '#src/modules/stock/low-stock.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { refuseUnclaimed, type KeyClaim } from '#src/platform/idempotency.ts';
import { validationError } from '#src/platform/multipart.ts';
import { textWithSql } from '#src/platform/sql-text.ts';
import { refusalOf } from '#src/platform/statement-refusal.ts';
import { receiptCodeSql } from './receipt-code.ts';
import {
  NUMBERED,
  PRODUCT_GONE_REFUSAL,
  readSale,
  SHORT_STOCK_REFUSAL,
  writeSale,
  type ShortProduct,
} from './record-sale.repo.ts';
import { saleWithoutCost, toSaleDto } from './sale-dto.ts';
import {
  assertStock,
  checkSoldAt,
  customerProblems,
  failOn,
  insufficientStock,
  lineRows,
  quantitiesByProduct,
  stockChanges,
} from './sale-rules.ts';
import { computeTotals, costOfGoods, priceLines } from './sale-totals.ts';
import * as repo from './sales.repo.ts';

const MINUTE = 60_000;

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
 * Records a sale in two statements whatever its line count (ADRs 033 and 039): `readSale` reads
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
    // Paid by a confirmed mobile-money payment (ADR 077): the payment is the money.
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
 * answered exactly as a malformed id is: a stranger learns nothing about
 * which ids exist elsewhere; this business's is a conflict.
 */
async function refuseTakenId(db: DbOrTx, access: BusinessAccess, id: string): Promise<never> {
  const owner = await repo.findSaleOwner(db, id);
  if (owner && owner.businessId !== access.id) {
    throw validationError([{ field: 'id', message: INVALID_ID_MESSAGE }]);
  }
  throw saleIdConflict();
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
