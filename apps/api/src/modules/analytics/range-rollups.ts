import { type SQL, sql } from 'drizzle-orm';
import type { CalendarDate } from '#src/modules/expenses/calendar.ts';

/*
 * A range of local days read from the product and customer rollups (ADR 034, 037, 044) as signed
 * calendar buckets: whole years, months and days, each end taken the cheaper way in rows read.
 * 2025-11-28 .. 2026-11-27 (today) is +3 days (Nov 28-30) +December 2025 +2026 -December 2026
 * -Nov 28-30 2026: about two rows of every product (the subtracted ones are in the future: no
 * rows), instead of eleven months and a month of days. Sums are numeric, so adding and
 * subtracting stays exact: the choice of buckets changes what is read, never the figures.
 */

/** An inclusive range of units (days, months or years as integers) added or subtracted. */
export interface SignedRange {
  lo: number;
  hi: number;
  sign: 1 | -1;
}

/**
 * How a fine unit groups into a coarse one (days into months, months into years), and what
 * reading them costs (estimated rows, in days of a busy shop's product rows).
 */
interface Grouping {
  coarseOf: (fine: number) => number;
  first: (coarse: number) => number;
  last: (coarse: number) => number;
  /** Reading the fine units lo..hi, each its own rows. */
  fineCost: (lo: number, hi: number) => number;
  /** Reading one whole coarse unit. */
  coarseCost: (coarse: number) => number;
}

/**
 * [lo, hi] as a range of whole coarse units plus signed fine ranges at its ends: each end either
 * adds the fine units up to the coarse boundary or takes the whole coarse unit and subtracts the
 * units outside the range, whichever reads fewer rows (a tie adds: fewer buckets).
 */
export function splitRange(
  lo: number,
  hi: number,
  g: Grouping,
): { coarse: [number, number] | null; fine: SignedRange[] } {
  const fine: SignedRange[] = [];
  const cLo = g.coarseOf(lo);
  const cHi = g.coarseOf(hi);
  const before = (c: number) => g.fineCost(g.first(c), lo - 1);
  const after = (c: number) => g.fineCost(hi + 1, g.last(c));
  if (cLo === cHi) {
    if (g.fineCost(lo, hi) <= g.coarseCost(cLo) + before(cLo) + after(cLo)) {
      return { coarse: null, fine: [{ lo, hi, sign: 1 }] };
    }
    if (lo > g.first(cLo)) fine.push({ lo: g.first(cLo), hi: lo - 1, sign: -1 });
    if (hi < g.last(cLo)) fine.push({ lo: hi + 1, hi: g.last(cLo), sign: -1 });
    return { coarse: [cLo, cLo], fine };
  }
  let wholeLo = cLo;
  let wholeHi = cHi;
  if (lo > g.first(cLo)) {
    if (g.fineCost(lo, g.last(cLo)) <= g.coarseCost(cLo) + before(cLo)) {
      fine.push({ lo, hi: g.last(cLo), sign: 1 });
      wholeLo = cLo + 1;
    } else {
      fine.push({ lo: g.first(cLo), hi: lo - 1, sign: -1 });
    }
  }
  if (hi < g.last(cHi)) {
    if (g.fineCost(g.first(cHi), hi) <= g.coarseCost(cHi) + after(cHi)) {
      fine.push({ lo: g.first(cHi), hi, sign: 1 });
      wholeHi = cHi - 1;
    } else {
      fine.push({ lo: hi + 1, hi: g.last(cHi), sign: -1 });
    }
  }
  return { coarse: wholeLo <= wholeHi ? [wholeLo, wholeHi] : null, fine };
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 and months since year 0 (year * 12 + month - 1). */
const dayOf = (date: CalendarDate) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const monthOfDay = (day: number) => {
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};
const firstDayOfMonth = (month: number) =>
  Math.round(Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY_MS);

/*
 * Rows a bucket reads, in days of rows. A bucket holds a row per product sold in it, so on a busy
 * shop (where rows are many and the choice matters) a month is not 30 days of rows: on the bench
 * business (5,000 products, ~140 sales a day) a day is ~400 product rows, a month ~4,100 (~10
 * days), a year ~5,000 (~13 days: nearly every product sells within a month). A unit after today
 * holds no rows yet (it is still read, for a sale dated ahead: the figures stay exact), and a
 * unit holding today only what sold so far. On a quiet shop a month is nearer 30 days of rows,
 * but then every choice reads few rows, and whole-minus-outside never reads more than inside
 * plus twice outside (a coarse unit has no more rows than its fine units).
 */
const MONTH_COST = 10;
const YEAR_COST = 13;

function groupings(today: number) {
  const dayCost = (lo: number, hi: number) => Math.max(0, Math.min(hi, today) - lo + 1);
  const monthCost = (month: number) =>
    Math.min(MONTH_COST, dayCost(firstDayOfMonth(month), firstDayOfMonth(month + 1) - 1));
  const monthsCost = (lo: number, hi: number) => {
    let cost = 0;
    for (let month = lo; month <= hi; month++) cost += monthCost(month);
    return cost;
  };
  const daysInMonths: Grouping = {
    coarseOf: monthOfDay,
    first: firstDayOfMonth,
    last: (month) => firstDayOfMonth(month + 1) - 1,
    fineCost: dayCost,
    coarseCost: monthCost,
  };
  const monthsInYears: Grouping = {
    coarseOf: (month) => Math.floor(month / 12),
    first: (year) => year * 12,
    last: (year) => year * 12 + 11,
    fineCost: monthsCost,
    coarseCost: (year) => Math.min(YEAR_COST, monthsCost(year * 12, year * 12 + 11)),
  };
  return { daysInMonths, monthsInYears };
}

export type Bucket = {
  level: 'day' | 'month' | 'year';
  from: CalendarDate;
  to: CalendarDate;
  sign: 1 | -1;
};

/**
 * The signed buckets of a range of days; each bucket's dates are the first days of its units.
 * `today` (the business's local day) tells which units hold no rows yet; without it none.
 */
export function rangeBuckets(from: CalendarDate, to: CalendarDate, today?: CalendarDate): Bucket[] {
  const { daysInMonths, monthsInYears } = groupings(today ? dayOf(today) : Infinity);
  const byDay = splitRange(dayOf(from), dayOf(to), daysInMonths);
  const buckets: Bucket[] = byDay.fine.map((r) => ({
    level: 'day',
    from: dateOf(r.lo),
    to: dateOf(r.hi),
    sign: r.sign,
  }));
  if (!byDay.coarse) return buckets;
  const byMonth = splitRange(byDay.coarse[0], byDay.coarse[1], monthsInYears);
  const monthDate = (month: number) => dateOf(firstDayOfMonth(month));
  for (const r of byMonth.fine) {
    buckets.push({ level: 'month', from: monthDate(r.lo), to: monthDate(r.hi), sign: r.sign });
  }
  if (byMonth.coarse) {
    const [yLo, yHi] = byMonth.coarse;
    buckets.push({ level: 'year', from: monthDate(yLo * 12), to: monthDate(yHi * 12), sign: 1 });
  }
  return buckets;
}

/** A list as a PostgreSQL array literal: the elements here are dates, level names and 1 or -1. */
const arrayLiteral = (items: (string | number)[]) => `{${items.join(',')}}`;

/**
 * The signed buckets of a range as the arguments of the SQL functions that read them (migration
 * 0022): levels, first dates, last dates and signs, four arrays. As arrays, the statements that
 * take them keep one shape whatever the range, so a plan can be kept (ADR 037).
 */
export function bucketArguments(from: CalendarDate, to: CalendarDate, today?: CalendarDate): SQL {
  const buckets = rangeBuckets(from, to, today);
  return sql`${arrayLiteral(buckets.map((b) => b.level))}::text[],
    ${arrayLiteral(buckets.map((b) => b.from))}::date[],
    ${arrayLiteral(buckets.map((b) => b.to))}::date[],
    ${arrayLiteral(buckets.map((b) => b.sign))}::integer[]`;
}

/**
 * The product rollup rows of a range of local days, signed (`product_range_rows`, migration
 * 0022): group and sum them by product. Columns: product_key, product_id, name (a deleted
 * product's), quantity, revenue (unrounded), cogs.
 */
export function productRollupRows(
  businessId: string,
  from: string,
  to: string,
  today?: string,
): SQL {
  return sql`select * from product_range_rows(${businessId}::uuid, ${bucketArguments(from, to, today)})`;
}

/**
 * The customer rollup rows of a range of local days, signed (`customer_range_rows`): group and
 * sum them by customer. Columns: customer_id, sales_count, revenue.
 */
export function customerRollupRows(
  businessId: string,
  from: string,
  to: string,
  today?: string,
): SQL {
  return sql`select * from customer_range_rows(${businessId}::uuid, ${bucketArguments(from, to, today)})`;
}
