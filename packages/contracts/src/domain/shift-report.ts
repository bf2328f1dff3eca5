/**
 * The X/Z report of a shift, in integer cents (ADR 075): one function on the server (the report
 * and the expected cash kept at close) and wherever a report is shown from local data.
 *
 * expected cash = opening float + cash kept for sales (net of change) - cash refunds + pay-ins
 * - pay-outs. A cash sale keeps min(paid, total): paid above the total went back as change, paid
 * below it is owed on the customer's balance.
 */
import { maxCents } from './money.ts';

export const REPORT_PAYMENT_METHODS = [
  'cash',
  'card',
  'transfer',
  'mobile_money',
  'credit',
] as const;
export type ReportPaymentMethod = (typeof REPORT_PAYMENT_METHODS)[number];

export interface ShiftSaleAmounts {
  paymentMethod: ReportPaymentMethod;
  total: bigint;
  amountPaid: bigint;
  discount: bigint;
  tax: bigint;
}

/** A refund made during the shift: how it was paid back and how much. */
export interface ShiftRefundAmounts {
  method: ReportPaymentMethod;
  amount: bigint;
}

export interface ShiftMovementAmounts {
  type: 'in' | 'out';
  amount: bigint;
}

export interface ShiftReportInput {
  openingFloat: bigint;
  sales: ShiftSaleAmounts[];
  refunds: ShiftRefundAmounts[];
  movements: ShiftMovementAmounts[];
  /** The counted drawer once closed; null while open. */
  countedCash: bigint | null;
}

export interface ShiftReportCents {
  salesCount: number;
  salesTotal: bigint;
  discounts: bigint;
  tax: bigint;
  /** Each method's sales total less its refunds. */
  byPaymentMethod: Record<ReportPaymentMethod, bigint>;
  cashSales: bigint;
  refundsCount: number;
  refundsTotal: bigint;
  cashRefunds: bigint;
  payIns: bigint;
  payOuts: bigint;
  openingFloat: bigint;
  expectedCash: bigint;
  countedCash: bigint | null;
  /** counted - expected: negative when cash is missing. */
  difference: bigint | null;
}

/** Cash a sale left in the drawer: what was paid, never the change handed back. */
export const cashKept = (sale: Pick<ShiftSaleAmounts, 'total' | 'amountPaid'>): bigint =>
  maxCents(sale.amountPaid < sale.total ? sale.amountPaid : sale.total, 0n);

export function shiftReport(input: ShiftReportInput): ShiftReportCents {
  const byPaymentMethod = Object.fromEntries(REPORT_PAYMENT_METHODS.map((m) => [m, 0n])) as Record<
    ReportPaymentMethod,
    bigint
  >;
  let salesTotal = 0n;
  let discounts = 0n;
  let tax = 0n;
  let cashSales = 0n;
  for (const sale of input.sales) {
    salesTotal += sale.total;
    discounts += sale.discount;
    tax += sale.tax;
    byPaymentMethod[sale.paymentMethod] += sale.total;
    if (sale.paymentMethod === 'cash') cashSales += cashKept(sale);
  }
  let refundsTotal = 0n;
  let cashRefunds = 0n;
  for (const refund of input.refunds) {
    refundsTotal += refund.amount;
    byPaymentMethod[refund.method] -= refund.amount;
    if (refund.method === 'cash') cashRefunds += refund.amount;
  }
  let payIns = 0n;
  let payOuts = 0n;
  for (const movement of input.movements) {
    if (movement.type === 'in') payIns += movement.amount;
    else payOuts += movement.amount;
  }
  const expectedCash = input.openingFloat + cashSales - cashRefunds + payIns - payOuts;
  return {
    salesCount: input.sales.length,
    salesTotal,
    discounts,
    tax,
    byPaymentMethod,
    cashSales,
    refundsCount: input.refunds.length,
    refundsTotal,
    cashRefunds,
    payIns,
    payOuts,
    openingFloat: input.openingFloat,
    expectedCash,
    countedCash: input.countedCash,
    difference: input.countedCash === null ? null : input.countedCash - expectedCash,
  };
}
